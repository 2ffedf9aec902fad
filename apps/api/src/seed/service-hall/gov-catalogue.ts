import type { Catalogue, DeptSeed, ServiceTypeSeed } from './catalogue';
import { govKinds } from './gov-kinds';

const dept = (key: string, name: string, window: string, phone: string): DeptSeed => ({
  key,
  name,
  place: `示范市民中心 ${window}`,
  phone: `010-8765${phone}`,
});

const govDepartments: DeptSeed[] = [
  dept('gaj', '市公安局', 'A 区 1 楼 公安综合窗口（1—12 号）', '1101'),
  dept('rsj', '市人力资源和社会保障局', 'A 区 2 楼 人社窗口（21—30 号）', '2202'),
  dept('ybj', '市医疗保障局', 'A 区 2 楼 医保窗口（31—36 号）', '2303'),
  dept('mzj', '市民政局', 'B 区 1 楼 民政窗口（41—46 号）', '3404'),
  dept('wjw', '市卫生健康委员会', 'B 区 1 楼 卫健窗口（47—50 号）', '3505'),
  dept('gjj', '市住房公积金管理中心', 'B 区 2 楼 公积金窗口（51—58 号）', '4606'),
  dept('jtj', '市交通运输局', 'B 区 3 楼 交通窗口（61—64 号）', '4707'),
  dept('jyj', '市教育局', 'C 区 1 楼 教育窗口（71—74 号）', '5808'),
  dept('scjg', '市市场监督管理局', 'C 区 2 楼 企业开办专区（81—95 号）', '5909'),
  dept('sw', '国家税务总局示范市税务局', 'C 区 3 楼 税务窗口（101—118 号）', '6010'),
  dept('zjj', '市住房和城乡建设局', 'D 区 2 楼 工程建设项目审批专区', '6111'),
  dept('zrzy', '市自然资源和规划局', 'D 区 2 楼 不动产与规划窗口', '6212'),
  dept('sthj', '市生态环境局', 'D 区 3 楼 环保窗口（131—133 号）', '6313'),
  dept('jgj', '市公安局交通警察支队', 'A 区 1 楼 车驾管窗口（13—20 号）', '1114'),
];

const personal = ['personal'] as const;
const legal = ['legal'] as const;
const type = (
  name: string,
  icon: string,
  audiences: readonly ('personal' | 'legal')[],
  basis: string,
  items: ServiceTypeSeed['items'],
): ServiceTypeSeed => ({ name, icon, audiences: [...audiences], basis, items });

const govServiceTypes: ServiceTypeSeed[] = [
  type('户籍证件', 'huji', personal, '《中华人民共和国居民身份证法》；《中华人民共和国户口登记条例》', [
    ['gaj', 'confirm', '居民身份证首次申领', '居民身份证换领', '居民身份证挂失补领', '临时居民身份证办理'],
    ['gaj', 'confirm', '出生登记', '户口迁入登记', '户口迁出登记', '居住证申领'],
    ['gaj', 'permit', '往来港澳通行证签注', '普通护照签发'],
  ]),
  type('社会保障', 'shebao', personal, '《中华人民共和国社会保险法》；《社会保险经办条例》', [
    ['rsj', 'public', '社会保障卡申领', '社会保障卡挂失补换', '个人参保证明打印', '灵活就业人员参保登记'],
    ['rsj', 'benefit', '失业保险金申领', '基本养老金申领', '一次性丧葬补助金申领'],
  ]),
  type('医疗保障', 'yibao', personal, '《医疗保障基金使用监督管理条例》；《示范市基本医疗保险办法》', [
    ['ybj', 'public', '医保关系转移接续', '异地就医备案', '城乡居民医保参保登记', '医保电子凭证激活'],
    ['ybj', 'benefit', '门诊慢特病待遇认定', '生育津贴申领', '零星医疗费用报销'],
  ]),
  type('婚育收养', 'hunyu', personal, '《婚姻登记条例》；《中华人民共和国母婴保健法》', [
    ['mzj', 'confirm', '内地居民结婚登记', '内地居民离婚登记', '补领婚姻登记证', '收养登记'],
    ['wjw', 'public', '生育登记', '出生医学证明办理', '孕产妇保健手册建档'],
  ]),
  type('住房公积金', 'gongjijin', personal, '《住房公积金管理条例》；《示范市住房公积金提取管理办法》', [
    ['gjj', 'public', '住房公积金缴存证明打印', '住房公积金租房提取', '住房公积金购房提取'],
    ['gjj', 'public', '住房公积金贷款申请', '住房公积金异地转移接续', '个人住房公积金账户设立'],
  ]),
  type('交通出行', 'jiaotong', personal, '《中华人民共和国道路交通安全法》；《机动车驾驶证申领和使用规定》', [
    ['jgj', 'permit', '机动车驾驶证换证', '机动车驾驶证补证', '机动车注册登记', '机动车检验合格标志核发'],
    ['jtj', 'permit', '出租汽车驾驶员从业资格证核发', '道路运输证年审'],
  ]),
  type('教育就学', 'jiaoyu', personal, '《中华人民共和国义务教育法》；《教师资格条例》', [
    ['jyj', 'public', '义务教育入学报名', '幼儿园入园登记', '中小学生转学申请'],
    ['jyj', 'permit', '教师资格认定'],
    ['jyj', 'query', '学历证明查询'],
  ]),
  type('民政救助', 'minzheng', personal, '《社会救助暂行办法》；《示范市最低生活保障办法》', [
    ['mzj', 'benefit', '最低生活保障申请', '特困人员救助供养', '临时救助申请', '残疾人两项补贴申领', '高龄津贴申领'],
  ]),
  type('企业开办', 'kaiban', legal, '《中华人民共和国市场主体登记管理条例》；《中华人民共和国公司法》', [
    ['scjg', 'register', '企业设立登记', '企业变更登记', '企业注销登记', '个体工商户登记', '企业名称自主申报'],
    ['scjg', 'register', '营业执照遗失补领'],
    ['gaj', 'register', '公章刻制备案'],
  ]),
  type('经营许可', 'xuke', legal, '《中华人民共和国行政许可法》；《中华人民共和国食品安全法》', [
    ['scjg', 'permit', '食品经营许可', '小餐饮经营许可', '药品零售企业许可', '特种设备使用登记'],
    ['wjw', 'permit', '公共场所卫生许可', '医疗机构执业登记'],
  ]),
  type('税费办理', 'shuiwu', legal, '《中华人民共和国税收征收管理法》；《中华人民共和国发票管理办法》', [
    ['sw', 'register', '新办纳税人套餐式服务', '发票领用', '增值税一般纳税人登记', '清税证明开具'],
    ['sw', 'register', '跨区域涉税事项报告'],
    ['sw', 'query', '纳税信用等级查询'],
  ]),
  type('工程建设', 'jianshe', legal, '《中华人民共和国建筑法》；《中华人民共和国城乡规划法》', [
    ['zrzy', 'permit', '建设用地规划许可证核发', '建设工程规划许可证核发'],
    ['zjj', 'permit', '建筑工程施工许可证核发', '房屋建筑工程竣工验收备案', '商品房预售许可', '建筑业企业资质核准'],
  ]),
  type('劳动用工', 'yonggong', legal, '《中华人民共和国劳动合同法》；《工伤保险条例》', [
    ['rsj', 'register', '单位参保登记', '用人单位招用人员就业登记', '劳务派遣经营许可'],
    ['rsj', 'benefit', '失业保险稳岗返还申领', '职工工伤认定申请'],
  ]),
  type('生态环境', 'huanbao', legal, '《中华人民共和国环境影响评价法》；《排污许可管理条例》', [
    ['sthj', 'permit', '建设项目环境影响报告书审批', '排污许可证核发', '危险废物经营许可'],
  ]),
];

const gov = (standard: string): [string, string] => [standard, '《行政事业性收费项目目录》及示范省发展改革委核定标准'];

/** The service hall of a government unit: 14 categories for individuals (个人) and organisations (法人). */
export const govCatalogue: Catalogue = {
  departments: govDepartments,
  serviceTypes: govServiceTypes,
  systemTypes: [{ name: '政务业务系统', icon: 'biz-zhengwu' }],
  systems: [
    ['电子税务局', 'sw', 'etax', '网上申报纳税、发票业务与涉税查询', ['legal']],
    ['社会保险网上服务平台', 'rsj', 'si', '单位与个人社保业务在线办理', ['personal', 'legal']],
    ['住房公积金网上业务大厅', 'gjj', 'gjj', '缴存、提取、贷款业务在线办理', ['personal', 'legal']],
    ['企业开办一网通办平台', 'scjg', 'qykb', '设立登记、刻章、发票、社保一表填报', ['legal']],
    ['工程建设项目审批管理系统', 'zjj', 'gcjs', '工程建设项目全流程在线审批', ['legal']],
  ].map(([name, deptKey, host, summary, audiences]) => ({
    name: name as string,
    dept: deptKey as string,
    type: 0,
    pcUrl: `https://${host as string}.demo-city.gov.cn/`,
    mobileUrl: `https://m.zwfw.demo-city.gov.cn/${host as string}/`,
    summary: summary as string,
    audiences: audiences as ('personal' | 'legal')[],
    visitor: true,
  })),
  labels: [
    { name: '高频', applies: (f) => f.hits >= 3000 },
    { name: '一件事一次办', applies: (f) => /出生|企业设立|新办纳税人|结婚|退休|养老/.test(f.name) },
    { name: '跨省通办', applies: (f) => /异地|转移接续|驾驶证|护照|社会保障卡|参保证明/.test(f.name) },
    { name: '掌上办', applies: (f) => /^https?:\/\//.test(f.mobileUrl) },
    { name: '零跑腿', applies: (f) => f.handleMode === 'online' },
    { name: '即办件', applies: (f) => f.promiseEndTime <= 1 },
  ],
  kinds: govKinds,
  popular: /^(社会保障卡申领|住房公积金租房提取|居民身份证换领|异地就医备案|个人参保证明打印|企业设立登记|发票领用)$/,
  fees: {
    居民身份证换领: gov('工本费 20 元'),
    居民身份证挂失补领: gov('工本费 40 元'),
    临时居民身份证办理: gov('工本费 10 元'),
    普通护照签发: gov('120 元/本'),
    往来港澳通行证签注: gov('15 元/次'),
    机动车驾驶证换证: gov('工本费 10 元'),
    机动车驾驶证补证: gov('工本费 10 元'),
    机动车注册登记: gov('号牌工本费 100 元/副，行驶证工本费 10 元'),
  },
  pcBase: 'https://zwfw.demo-city.gov.cn/item/',
  mobileBase: 'https://m.zwfw.demo-city.gov.cn/item/',
  handleTime: '工作日 9:00—12:00，13:30—17:30；周六 9:00—12:00 延时服务（法定节假日除外）',
  supervisePhone: '12345',
  audienceText: {
    personal: '在本市办理业务的自然人',
    legal: '在本市依法登记的企业、事业单位和其他组织',
  },
};
