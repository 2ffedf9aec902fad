import type { Catalogue, DeptSeed, SystemSeed } from './catalogue';
import { campusKinds } from './campus-kinds';
import { campusServiceTypes } from './campus-services';

const dept = (key: string, name: string, place: string, phone: string): DeptSeed => ({
  key,
  name,
  place,
  phone: `010-6277${phone}`,
});

const campusDepartments: DeptSeed[] = [
  dept('jwc', '教务处', '主楼 A 座 105 室（学生事务服务中心 1—3 号窗口）', '1101'),
  dept('xsc', '学生处', '学生活动中心 201 室（学生事务服务中心 4—6 号窗口）', '1203'),
  dept('yjsy', '研究生院', '研究生楼 302 室', '1305'),
  dept('kyc', '科研处', '科技楼 501 室', '1407'),
  dept('rsc', '人事处', '行政楼 305 室（教职工服务中心 1 号窗口）', '1509'),
  dept('cwc', '财务处', '行政楼 101 室（财务服务大厅）', '1611'),
  dept('gzc', '国有资产管理处', '行政楼 408 室', '1713'),
  dept('hqc', '后勤管理处', '后勤服务楼 1 层服务大厅', '1815'),
  dept('tsg', '图书馆', '图书馆总馆 1 层总服务台', '1917'),
  dept('dag', '档案馆', '图书馆北楼 2 层档案查阅室', '2019'),
  dept('wlzx', '网络信息中心', '信息楼 102 室（网络服务大厅）', '2121'),
  dept('bwc', '保卫处', '东门保卫处办公楼 103 室', '2223'),
  dept('xyy', '校医院', '校医院门诊楼 1 层医保窗口', '2325'),
  dept('gjc', '国际交流处', '国际交流中心 205 室', '2427'),
  dept('tw', '校团委', '学生活动中心 301 室', '2529'),
  dept('zsjy', '招生就业处', '学生就业指导中心 1 层', '2631'),
  dept('gh', '校工会', '教工之家 201 室', '2733'),
  dept('xyh', '校友工作办公室', '校友之家 101 室', '2835'),
  dept('dzb', '党政办公室', '行政楼 201 室', '2937'),
];

const site = (host: string) => `https://${host}.demo-university.edu.cn/`;
const mobile = (host: string) => `https://m.demo-university.edu.cn/${host}/`;
const staff = ['TEACHER', 'STAFF'];

const campusSystems: SystemSeed[] = [
  ['教务管理系统', 'jwc', 0, 'jwxt', '选课、成绩、课表与培养方案的统一入口', true],
  ['研究生管理系统', 'yjsy', 0, 'yjsxt', '研究生培养、学位与导师管理', true],
  ['网络教学平台', 'jwc', 0, 'course', '课程资源、作业提交与在线讨论', true],
  ['科研管理系统', 'kyc', 0, 'kyxt', '项目申报、经费与成果管理', false, staff],
  ['学位论文检测系统', 'yjsy', 0, 'check', '学位论文相似度检测与结果下载', false],
  ['人事管理系统', 'rsc', 1, 'hr', '个人信息、考核、职称与薪酬查询', false, staff],
  ['财务报销系统', 'cwc', 1, 'bx', '网上报销、预约投递与进度查询', true, staff],
  ['学生收费平台', 'cwc', 1, 'pay', '学费、住宿费在线缴纳与电子票据下载', true],
  ['资产管理系统', 'gzc', 1, 'zc', '固定资产入账、调拨与清查', false, staff],
  ['学工管理系统', 'xsc', 1, 'xg', '奖助评定、请销假与学生综合档案', true],
  ['迎新系统', 'xsc', 1, 'yx', '新生信息采集、绿色通道与报到进度', true, undefined, true],
  ['离校系统', 'xsc', 1, 'lx', '毕业生离校手续在线会签', true],
  ['一卡通服务平台', 'hqc', 2, 'card', '校园卡充值、挂失、消费流水与门禁授权', true],
  ['图书馆门户', 'tsg', 2, 'lib', '馆藏检索、借阅续借与数据库导航', true, undefined, true],
  ['场馆预约系统', 'hqc', 2, 'venue', '体育场馆与活动场地的在线预约', true],
  ['访客预约系统', 'bwc', 2, 'visitor', '校外人员入校预约与审核', true, undefined, true],
  ['就业信息网', 'zsjy', 2, 'job', '招聘信息、宣讲会日程与就业手续', true, undefined, true],
  ['电子邮件系统', 'wlzx', 3, 'mail', '师生电子邮箱（@demo-university.edu.cn）', true, undefined, true],
  ['协同办公系统（OA）', 'dzb', 3, 'oa', '公文流转、督办与会议通知', true, staff],
  ['会议室预约系统', 'dzb', 3, 'meeting', '全校会议室的查询与预约', false, staff],
  ['档案管理系统', 'dag', 3, 'archive', '档案查阅预约与在线利用', false],
  ['VPN 远程访问', 'wlzx', 3, 'vpn', '校外访问校内资源与学术数据库', false, undefined, true],
  ['正版软件平台', 'wlzx', 3, 'soft', '正版操作系统、办公软件与杀毒软件下载', false],
].map(([name, deptKey, type, host, summary, hasMobile, roles, visitor]): SystemSeed => ({
  name: name as string,
  dept: deptKey as string,
  type: type as number,
  pcUrl: site(host as string),
  ...(hasMobile ? { mobileUrl: mobile(host as string) } : {}),
  summary: summary as string,
  audiences: roles ? ['teacher'] : ['student', 'teacher'],
  ...(roles ? { roles: roles as string[] } : {}),
  visitor: visitor === true,
}));

const schoolFee = (standard: string): [string, string] => [
  standard,
  '《示范大学行政事业性收费目录》（示校财〔2024〕12 号）',
];

/** The service hall of a university: 13 categories, 19 departments, 23 business systems. */
export const campusCatalogue: Catalogue = {
  departments: campusDepartments,
  serviceTypes: campusServiceTypes,
  systemTypes: [
    { name: '教学科研', icon: 'biz-jiaoxue' },
    { name: '管理服务', icon: 'biz-guanli' },
    { name: '校园生活', icon: 'biz-xiaoyuan' },
    { name: '协同办公', icon: 'biz-bangong' },
  ],
  systems: campusSystems,
  labels: [
    { name: '高频', applies: (f) => f.hits >= 3000 },
    { name: '新生', applies: (f) => /新生|入学|报到|入职|开户|学生证/.test(f.name) },
    { name: '毕业生', applies: (f) => /毕业|离校|学位|就业|派遣|档案|校友/.test(f.name) },
    { name: '掌上办', applies: (f) => /^https?:\/\//.test(f.mobileUrl) },
    { name: '零跑腿', applies: (f) => f.handleMode === 'online' },
    { name: '教职工专享', applies: (f) => f.roles.length > 0 },
  ],
  kinds: campusKinds,
  popular:
    /^(课表查询|成绩查询|在读证明开具|校园卡充值|电费充值|宿舍报修|图书馆座位预约|VPN 账号开通|差旅费报销|学生请假申请)$/,
  fees: {
    学生证补办: schoolFee('工本费 10 元'),
    校园卡补办: schoolFee('工本费 20 元'),
    大学英语四六级考试报名: ['笔试 30 元/人次，口试 50 元/人次', '教育部教育考试院考试收费标准'],
    普通话水平测试报名: ['50 元/人次', '示范省发展改革委、财政厅关于普通话水平测试收费标准的通知'],
    重修报名: schoolFee('按重修课程学分收取，80 元/学分'),
    科技查新委托: schoolFee('校内 300 元/项，校外 600 元/项'),
    成绩档案复印: schoolFee('复印费 0.5 元/页'),
  },
  pcBase: 'https://ehall.demo-university.edu.cn/app/',
  mobileBase: 'https://m.demo-university.edu.cn/app/',
  handleTime: '工作日 8:30—11:30，14:00—17:00（法定节假日除外；寒暑假另行通知）',
  supervisePhone: '010-62776600',
  audienceText: {
    student: '本校在籍学生（含研究生）',
    teacher: '本校在职教职工',
    alumni: '本校毕业校友',
    visitor: '来校访客',
  },
};
