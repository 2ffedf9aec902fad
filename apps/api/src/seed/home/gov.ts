import { govContent } from './gov-content';
import { homeImage, type HomeContentSeed } from './types';

const zwfw = (path: string) => `https://zwfw.demo-city.gov.cn/${path}`;

/** The home page of a government service centre: 高效办成一件事 themes, news and policy. */
export const govHome: HomeContentSeed = {
  tools: [
    { name: '办件进度查询', icon: homeImage('tool-progress'), link: '/progress' },
    { name: '预约取号', icon: homeImage('tool-queue'), link: '/appointments' },
    { name: '社保查询', icon: homeImage('tool-shebao'), link: 'https://si.demo-city.gov.cn/query' },
    { name: '公积金查询', icon: homeImage('tool-gjj'), link: 'https://gjj.demo-city.gov.cn/query' },
    { name: '电子证照', icon: homeImage('tool-license'), link: zwfw('license') },
    { name: '12345 热线', icon: homeImage('tool-hotline'), link: zwfw('12345') },
  ],
  cars: [
    {
      title: '新生儿出生一件事',
      subtitle: '出生证明、落户、医保、社保卡一次办',
      image: homeImage('car-birth'),
      special: '新生儿出生一件事',
    },
    {
      title: '企业开办一件事',
      subtitle: '执照、刻章、发票、社保一日办结',
      image: homeImage('car-business'),
      special: '企业开办一件事',
    },
    {
      title: '退休一件事',
      subtitle: '养老金申领与医保待遇一次办',
      image: homeImage('car-retire'),
      special: '退休一件事',
    },
    {
      title: '教育入学一件事',
      subtitle: '入学报名材料免提交',
      image: homeImage('car-school'),
      special: '教育入学一件事',
    },
    {
      title: '开办餐饮店一件事',
      subtitle: '登记与许可一表申请',
      image: homeImage('car-restaurant'),
      special: '开办餐饮店一件事',
    },
    {
      title: '婚育一件事',
      subtitle: '结婚登记、生育登记联办',
      image: homeImage('car-marriage'),
      special: '婚育一件事',
    },
  ],
  content: govContent,
  specials: [
    {
      name: '新生儿出生一件事',
      summary: '出生医学证明、户口登记、医保参保、社保卡申领一次申请',
      description:
        '新生儿父母通过“出生一件事”一次填报、一次提交材料，即可同步办理出生医学证明、出生登记、城乡居民医保参保、社会保障卡申领和生育津贴申领等事项，办理结果通过邮寄或线上送达，不用再跑多个部门。',
      cover: homeImage('car-birth'),
      apps: [
        '出生医学证明办理',
        '出生登记',
        '城乡居民医保参保登记',
        '医保电子凭证激活',
        '社会保障卡申领',
        '生育登记',
        '生育津贴申领',
      ],
    },
    {
      name: '企业开办一件事',
      summary: '设立登记、公章刻制、发票申领、社保登记一网通办',
      description:
        '申请人在企业开办一网通办平台一次填报信息，即可完成名称申报、设立登记、公章刻制备案、新办纳税人套餐式服务、发票领用、单位参保和就业登记，全流程最快1个工作日办结，免费寄递营业执照和印章。',
      cover: homeImage('car-business'),
      apps: [
        '企业名称自主申报',
        '企业设立登记',
        '公章刻制备案',
        '新办纳税人套餐式服务',
        '发票领用',
        '增值税一般纳税人登记',
        '单位参保登记',
        '用人单位招用人员就业登记',
        '企业开办一网通办平台',
      ],
    },
    {
      name: '退休一件事',
      summary: '养老金申领、医保待遇、公积金提取衔接办理',
      description:
        '职工达到法定退休年龄前，可通过“退休一件事”一次申请基本养老金，同步核定医保退休待遇、打印参保证明、办理住房公积金相关业务，养老金按月发放至社会保障卡金融账户。',
      cover: homeImage('car-retire'),
      apps: [
        '基本养老金申领',
        '个人参保证明打印',
        '医保关系转移接续',
        '门诊慢特病待遇认定',
        '社会保障卡挂失补换',
        '住房公积金缴存证明打印',
        '高龄津贴申领',
      ],
    },
    {
      name: '教育入学一件事',
      summary: '义务教育入学、入园登记，户籍居住材料在线核验',
      description:
        '适龄儿童家长在线提交入学报名信息后，户籍、居住证、社保缴纳等信息由相关部门在线核验，无需再提交纸质证明；随迁子女入学可同步办理居住证申领和参保证明打印。',
      cover: homeImage('car-school'),
      apps: [
        '义务教育入学报名',
        '幼儿园入园登记',
        '中小学生转学申请',
        '居住证申领',
        '户口迁入登记',
        '个人参保证明打印',
      ],
    },
    {
      name: '开办餐饮店一件事',
      summary: '营业执照、食品经营许可、卫生许可一表申请',
      description:
        '开办餐饮店涉及的主体登记、食品经营许可、公共场所卫生许可等事项实行“一表申请、一窗受理、并联审批”，现场核查一次完成，审批结果统一送达。',
      cover: homeImage('car-restaurant'),
      apps: [
        '企业名称自主申报',
        '个体工商户登记',
        '小餐饮经营许可',
        '食品经营许可',
        '公共场所卫生许可',
        '公章刻制备案',
        '发票领用',
      ],
    },
    {
      name: '婚育一件事',
      summary: '结婚登记、生育登记、孕产妇建档联动办理',
      description:
        '新人办理结婚登记时可同步预约生育登记和孕产妇保健手册建档，孩子出生后衔接办理出生医学证明和出生登记，婚育相关事项一次告知、全程网办。',
      cover: homeImage('car-marriage'),
      apps: ['内地居民结婚登记', '生育登记', '孕产妇保健手册建档', '出生医学证明办理', '出生登记', '生育津贴申领'],
    },
  ],
  recommendations: [
    {
      name: '个人高频事项',
      apps: [
        '社会保障卡申领',
        '住房公积金租房提取',
        '居民身份证换领',
        '异地就医备案',
        '个人参保证明打印',
        '居住证申领',
        '机动车驾驶证换证',
        '失业保险金申领',
      ],
    },
    {
      name: '企业常办事项',
      apps: [
        '企业设立登记',
        '发票领用',
        '新办纳税人套餐式服务',
        '单位参保登记',
        '食品经营许可',
        '企业变更登记',
        '营业执照遗失补领',
        '清税证明开具',
      ],
    },
  ],
  keywords: [
    ['社保', 2381],
    ['公积金', 2166],
    ['营业执照', 1745],
    ['居住证', 1530],
    ['身份证', 1422],
    ['异地就医', 1198],
    ['出生登记', 976],
    ['养老金', 903],
    ['驾驶证', 864],
    ['个体工商户', 731],
    ['落户', 688],
    ['发票', 612],
  ],
  visits: { lastDay: '2026-11-20', days: 30, perDay: [2140, 910, 1530], handledPerDay: 760, weekendFactor: 0.35 },
};
