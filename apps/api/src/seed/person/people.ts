/** The demo people's records: profile, data items by type code, assets (campus accounts on every campus unit). */

export interface DataTypeSeed {
  code: string;
  name: string;
  icon: string;
}

export interface DataItemSeed {
  type: string;
  key: string;
  name: string;
  value: string;
  unit?: string;
  /** The unit's service of this name gives the item's link ('' when the unit has none). */
  service?: string;
  source: string;
  /** Position among the person's tiles (1-based); absent: not a tile. */
  tile?: number;
}

export interface AssetSeed {
  no: string;
  name: string;
  category: string;
  model: string;
  location: string;
  valueCents: number;
  acquiredOn: string;
  status?: string;
}

export interface PersonSeed {
  profile: {
    gender: string;
    orgName: string;
    major?: string;
    className?: string;
    title: string;
    enrolledOn: string;
    phone: string;
    idNumber: string;
    email: string;
  };
  items: DataItemSeed[];
  assets: AssetSeed[];
}

const icon = (name: string) => `/assets/demo/icons/${name}.svg`;

export const CAMPUS_DATA_TYPES: DataTypeSeed[] = [
  { code: 'card', name: '一卡通', icon: icon('shenghuo') },
  { code: 'library', name: '图书馆', icon: icon('tushu') },
  { code: 'network', name: '校园网', icon: icon('wangluo') },
  { code: 'academic', name: '教务', icon: icon('jiaowu') },
  { code: 'dorm', name: '宿舍', icon: icon('houqin') },
];

export const GOV_DATA_TYPES: DataTypeSeed[] = [
  { code: 'social', name: '社会保险', icon: icon('shebao') },
  { code: 'fund', name: '住房公积金', icon: icon('gongjijin') },
  { code: 'medical', name: '医疗保障', icon: icon('yibao') },
  { code: 'license', name: '电子证照', icon: icon('xuke') },
];

const CARD = '一卡通系统';
const LIB = '图书馆系统';
const NET = '校园网计费系统';
const JW = '教务管理系统';
const HQ = '后勤服务系统';

export const PEOPLE: Record<string, PersonSeed> = {
  '2023001': {
    profile: {
      gender: '男',
      orgName: '计算机科学与技术学院',
      major: '计算机科学与技术',
      className: '计科 2301 班',
      title: '2023 级本科生',
      enrolledOn: '2023-09-02',
      phone: '13812341234',
      idNumber: '110105200503121234',
      email: 'liming2023001@stu.demo-university.edu.cn',
    },
    items: [
      {
        type: 'card',
        key: 'card-balance',
        name: '一卡通余额',
        value: '56.30',
        unit: '元',
        service: '一卡通服务平台',
        source: CARD,
        tile: 1,
      },
      {
        type: 'card',
        key: 'card-month-spend',
        name: '本月消费',
        value: '412.60',
        unit: '元',
        service: '一卡通服务平台',
        source: CARD,
      },
      {
        type: 'library',
        key: 'library-loans',
        name: '在借图书',
        value: '3',
        unit: '本',
        service: '图书馆门户',
        source: LIB,
        tile: 2,
      },
      {
        type: 'library',
        key: 'library-due-soon',
        name: '即将到期',
        value: '1',
        unit: '本',
        service: '图书馆门户',
        source: LIB,
      },
      {
        type: 'network',
        key: 'network-balance',
        name: '网费余额',
        value: '12.50',
        unit: '元',
        service: '校园网流量查询',
        source: NET,
        tile: 3,
      },
      {
        type: 'network',
        key: 'network-month-usage',
        name: '本月流量',
        value: '18.6',
        unit: 'GB',
        service: '校园网流量查询',
        source: NET,
      },
      {
        type: 'academic',
        key: 'academic-credits',
        name: '已修学分',
        value: '86.5',
        unit: '学分',
        service: '成绩查询',
        source: JW,
        tile: 4,
      },
      { type: 'academic', key: 'academic-gpa', name: '平均学分绩点', value: '3.62', service: '成绩查询', source: JW },
      { type: 'dorm', key: 'dorm-room', name: '宿舍', value: '7 号楼 512 室', source: HQ },
      {
        type: 'dorm',
        key: 'dorm-electricity',
        name: '电费余额',
        value: '23.40',
        unit: '元',
        service: '电费充值',
        source: HQ,
      },
    ],
    assets: [
      {
        no: 'ZC-2024-JY-00318',
        name: '图书馆研修室储物柜',
        category: '家具用具',
        model: '钢制 12 门',
        location: '图书馆总馆 3 层研修区 C-18',
        valueCents: 86000,
        acquiredOn: '2026-09-08',
        status: '借用',
      },
    ],
  },
  T1001: {
    profile: {
      gender: '女',
      orgName: '计算机科学与技术学院',
      major: '软件工程教研室',
      title: '副教授',
      enrolledOn: '2012-07-01',
      phone: '13987655678',
      idNumber: '320102198507154321',
      email: 'wangfang@demo-university.edu.cn',
    },
    items: [
      {
        type: 'card',
        key: 'card-balance',
        name: '一卡通余额',
        value: '238.00',
        unit: '元',
        service: '一卡通服务平台',
        source: CARD,
        tile: 1,
      },
      {
        type: 'card',
        key: 'card-month-spend',
        name: '本月消费',
        value: '356.20',
        unit: '元',
        service: '一卡通服务平台',
        source: CARD,
      },
      {
        type: 'library',
        key: 'library-loans',
        name: '在借图书',
        value: '7',
        unit: '本',
        service: '图书馆门户',
        source: LIB,
        tile: 2,
      },
      {
        type: 'library',
        key: 'library-due-soon',
        name: '即将到期',
        value: '2',
        unit: '本',
        service: '图书馆门户',
        source: LIB,
      },
      {
        type: 'network',
        key: 'network-month-usage',
        name: '本月流量',
        value: '42.3',
        unit: 'GB',
        service: '校园网流量查询',
        source: NET,
        tile: 3,
      },
      { type: 'academic', key: 'teaching-courses', name: '本学期授课', value: '3', unit: '门', source: JW, tile: 4 },
      { type: 'academic', key: 'teaching-hours', name: '本学期课时', value: '96', unit: '学时', source: JW },
    ],
    assets: [
      {
        no: 'ZC-2021-JSJ-01452',
        name: '台式计算机',
        category: '计算机设备',
        model: '联想 ThinkCentre M920t',
        location: '计算机楼 A301',
        valueCents: 629900,
        acquiredOn: '2021-03-15',
      },
      {
        no: 'ZC-2022-JSJ-00877',
        name: '投影仪',
        category: '办公设备',
        model: '爱普生 CB-X50',
        location: '计算机楼 A301',
        valueCents: 459900,
        acquiredOn: '2022-09-01',
      },
      {
        no: 'ZC-2024-JSJ-00213',
        name: '笔记本电脑',
        category: '计算机设备',
        model: 'ThinkPad X1 Carbon',
        location: '随身',
        valueCents: 1199900,
        acquiredOn: '2024-05-20',
      },
      {
        no: 'ZC-2019-JJ-03321',
        name: '办公桌椅',
        category: '家具用具',
        model: '1.4 米办公桌及转椅',
        location: '计算机楼 A301',
        valueCents: 120000,
        acquiredOn: '2019-08-26',
        status: '在用',
      },
      {
        no: 'ZC-2020-YQ-00090',
        name: '示波器',
        category: '仪器仪表',
        model: '鼎阳 SDS1104X-E',
        location: '计算机楼 B105 实验室',
        valueCents: 398000,
        acquiredOn: '2020-10-12',
        status: '维修中',
      },
    ],
  },
  citizen: {
    profile: {
      gender: '男',
      orgName: '幸福里社区',
      title: '',
      enrolledOn: '',
      phone: '13600001111',
      idNumber: '330106197806082345',
      email: 'zhangshimin@example.com',
    },
    items: [
      {
        type: 'social',
        key: 'social-months',
        name: '养老保险缴费',
        value: '156',
        unit: '个月',
        service: '社会保险网上服务平台',
        source: '社会保险服务平台',
        tile: 1,
      },
      {
        type: 'fund',
        key: 'fund-balance',
        name: '公积金余额',
        value: '48326.50',
        unit: '元',
        service: '住房公积金网上业务大厅',
        source: '住房公积金服务平台',
        tile: 2,
      },
      {
        type: 'fund',
        key: 'fund-monthly',
        name: '月缴存额',
        value: '2160.00',
        unit: '元',
        service: '住房公积金网上业务大厅',
        source: '住房公积金服务平台',
      },
      {
        type: 'medical',
        key: 'medical-account',
        name: '医保个人账户',
        value: '3216.80',
        unit: '元',
        source: '医疗保障服务平台',
        tile: 3,
      },
      {
        type: 'license',
        key: 'license-count',
        name: '电子证照',
        value: '5',
        unit: '张',
        source: '一体化政务服务平台',
        tile: 4,
      },
    ],
    assets: [],
  },
};
