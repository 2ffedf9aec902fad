import { formName, material, type KindTemplate } from './catalogue';

const idCard = material('居民身份证', '原件 1 份（核验后退还）', '实体证件或电子身份证', 'both');
const license = material('营业执照', '副本复印件 1 份（加盖公章）', '或电子营业执照', 'both');
const proxy = material('授权委托书及受托人身份证', '原件 1 份', '委托他人办理时提供', 'paper', {
  required: false,
  form: true,
});
const form = (name: string) =>
  material(formName(name), '原件 1 份', '网上填报自动生成，现场办理可在窗口领取', 'both', { form: true });

const commonFaq = (name: string) => [
  {
    question: `${name}可以全程网上办理吗？`,
    answer: '可以通过“示范市政务服务网”或“示范办”App 在线申报；需核验原件的，会告知到现场一次即可。',
  },
  { question: '怎样查询办理进度？', answer: '登录后在“我的办件”中查看，也可拨打 12345 政务服务便民热线查询。' },
];

/** How each kind of government matter (事项类型) is described, handled and asked about. */
export const govKinds: Record<string, KindTemplate> = {
  permit: {
    itemType: '行政许可',
    mode: 'both',
    days: [20, 10],
    summary: (c) => `${c.dept.name}办理的${c.name}，网上申报、一次告知，符合条件的当场受理。`,
    condition: (c) => `${c.audienceText}，符合法律法规规定的许可条件，申请材料齐全、符合法定形式。`,
    materials: (c) => [
      form(c.name),
      c.audienceText.includes('企业') ? license : idCard,
      material('符合许可条件的证明材料', '复印件 1 份', 'A4 纸或 PDF 扫描件', 'both', {
        note: '如场所证明、人员资质、设备清单等',
      }),
      proxy,
    ],
    workflow: () => ['申请', '受理（材料齐全的当场受理）', '审查（必要时现场核查）', '决定', '制证与送达（可选邮寄）'],
    faq: (c) => [
      ...commonFaq(c.name),
      { question: '材料不全会怎样？', answer: '窗口会出具一次性告知书，列明需补正的全部材料，补正后重新计算时限。' },
    ],
  },
  confirm: {
    itemType: '行政确认',
    mode: 'both',
    days: [20, 7],
    summary: (c) => `${c.name}：由${c.dept.name}审核确认，材料齐全的可即时受理，支持预约办理。`,
    condition: (c) => `${c.audienceText}，确有办理需要且信息真实有效。`,
    materials: (c) => [
      idCard,
      material('居民户口簿', '原件 1 份', '实体证件', 'paper'),
      form(c.name),
      material('相关证明材料', '原件及复印件各 1 份', '如出生医学证明、婚姻证明、住房证明等', 'paper', {
        required: false,
      }),
    ],
    workflow: (c) => ['网上预约或现场取号', `${c.dept.name}窗口受理并核验材料`, '审核', '办结并发放证件（可选邮寄）'],
    faq: (c) => [
      ...commonFaq(c.name),
      { question: '可以异地办理吗？', answer: '已纳入“跨省通办”清单的事项可在全国任一政务服务中心代收代办。' },
    ],
  },
  public: {
    itemType: '公共服务',
    mode: 'online',
    days: [10, 3],
    summary: (c) => `${c.name}：手机、电脑均可在线申请，无需提交纸质材料，办理结果实时推送。`,
    condition: (c) => `${c.audienceText}，已完成实名认证。`,
    materials: (c) => [
      material('居民身份证或社会保障卡', '—', '在线实名认证即可', 'electronic'),
      material(`${c.name}相关证明`, '电子材料 1 份', 'PDF 或 JPG，可调用电子证照免提交', 'electronic', {
        required: false,
      }),
    ],
    workflow: () => ['在线申请', '系统自动核验或人工审核', '办结，结果通过短信与 App 推送'],
    faq: (c) => commonFaq(c.name),
  },
  benefit: {
    itemType: '行政给付',
    mode: 'both',
    days: [30, 15],
    summary: (c) => `${c.name}：符合条件的对象在线申请，经审核公示后按月（按次）发放至社会保障卡或银行账户。`,
    condition: (c) => `${c.audienceText}，符合本市规定的待遇享受条件。`,
    materials: (c) => [
      form(c.name),
      idCard,
      material('社会保障卡或本人银行账户信息', '复印件 1 份', '用于待遇发放', 'both'),
      material('享受待遇的证明材料', '原件及复印件各 1 份', '如诊断证明、收入证明、残疾人证等', 'paper'),
    ],
    workflow: (c) => ['申请', '受理', `${c.dept.name}审核`, '公示（7 日）', '审批并发放'],
    faq: (c) => [
      ...commonFaq(c.name),
      { question: '待遇什么时候开始发放？', answer: '自审批通过的次月起发放，每月 10 日前到账。' },
    ],
  },
  register: {
    itemType: '登记服务',
    mode: 'online',
    days: [15, 1],
    coAgencies: ['示范市政务服务中心'],
    summary: (c) => `${c.name}全程网办，一表申请、一窗受理，符合条件的 1 个工作日内办结。`,
    condition: (c) => `${c.audienceText}，申请事项符合登记管理规定，名称、住所等信息真实合法。`,
    materials: (c) => [
      form(c.name),
      license,
      material('法定代表人（负责人）身份证明', '复印件 1 份', '或通过电子身份认证', 'both'),
      material('住所（经营场所）使用证明', '复印件 1 份', '不动产权证或租赁合同', 'both', { required: false }),
      proxy,
    ],
    workflow: () => ['网上申报（可调用电子证照免提交）', '受理审查', '核准登记', '发放电子执照或证照邮寄送达'],
    faq: (c) => [
      ...commonFaq(c.name),
      {
        question: '能一次把几件事都办了吗？',
        answer: '可以，“企业开办”一件事一次办已整合登记、刻章、申领发票和社保登记。',
      },
    ],
  },
  query: {
    itemType: '公共服务',
    mode: 'online',
    days: [0, 0],
    summary: (c) => `${c.name}：实名登录后即时查询，结果可下载打印。`,
    condition: (c) => `${c.audienceText}，已完成实名认证。`,
    materials: () => [material('实名认证账号', '—', '在线登录', 'electronic', { note: '无需提交材料' })],
    workflow: () => ['登录', '查询', '下载或打印结果'],
    faq: (c) => commonFaq(c.name),
  },
};
