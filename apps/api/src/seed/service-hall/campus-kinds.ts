import { formName, material, type KindTemplate } from './catalogue';

const card = material('校园卡或居民身份证', '原件 1 份（现场核验后退还）', '实体证件', 'paper');
const account = material('统一身份认证账号', '—', '在线登录', 'electronic', { note: '无需提交纸质材料' });
const form = (name: string) =>
  material(formName(name), '1 份', '在线填写或 PDF 签字扫描件', 'electronic', { form: true });

/** How each kind of campus service is described, handled and asked about. */
export const campusKinds: Record<string, KindTemplate> = {
  cert: {
    itemType: '证明开具',
    mode: 'online',
    days: [5, 2],
    summary: (c) => `在线申请${c.name}，审核通过后可下载带电子签章的证明，或到${c.dept.name}窗口领取盖章纸质件。`,
    condition: (c) => `${c.audienceText}，个人基本信息已在学校系统中核验无误。`,
    materials: (c) => [
      card,
      form(c.name),
      material('用途说明', '1 份', '在线填写', 'electronic', { required: false, note: '需要英文版或寄送境外时请注明' }),
    ],
    workflow: (c) => [
      '登录一站式服务大厅，在线填写申请信息',
      `${c.dept.name}审核申请信息`,
      '审核通过后系统生成带电子签章的证明文件',
      '在线下载，或到自助打印终端、服务窗口领取纸质件',
    ],
    faq: (c) => [
      { question: `${c.name}多久可以拿到？`, answer: '审核通过后即可下载电子版；纸质件一般在 2 个工作日内可领取。' },
      {
        question: '电子证明和纸质盖章件效力一样吗？',
        answer: '带学校电子签章的证明与纸质盖章件具有同等效力，接收方可凭证明编号在线验真。',
      },
      { question: '可以请同学代领吗？', answer: '可以，代领人需出示本人及申请人的校园卡或身份证。' },
    ],
  },
  apply: {
    itemType: '审批服务',
    mode: 'both',
    days: [15, 7],
    coAgencies: ['申请人所在学院（部门）'],
    summary: (c) => `${c.name}：在线提交申请与佐证材料，经学院初审、${c.dept.name}复核后通知结果。`,
    condition: (c) => `${c.audienceText}，符合学校相关管理办法规定的申请条件，并在规定时间内提出申请。`,
    materials: (c) => [
      form(c.name),
      material('相关证明材料', '扫描件 1 份', 'PDF 或 JPG，单个文件不超过 10 MB', 'electronic', {
        note: '如医院诊断证明、获奖证书、情况说明等',
      }),
      material('校园卡复印件', '1 份', 'A4 纸复印', 'paper', { required: false }),
    ],
    workflow: (c) => [
      '在线填写申请表并上传佐证材料',
      '所在学院（部门）初审',
      `${c.dept.name}复核`,
      '审批结果通过站内消息和短信通知本人',
    ],
    faq: (c) => [
      { question: '在哪里查看审批进度？', answer: '登录后在“个人中心—我的办件”中可查看每一步的处理人和处理意见。' },
      { question: '申请被退回怎么办？', answer: '请按退回意见补充或更正材料后重新提交，已填写的内容会保留。' },
      {
        question: `对${c.name}结果有异议怎么办？`,
        answer: `可在收到结果后 5 个工作日内向${c.dept.name}书面提出复核。`,
      },
    ],
  },
  enroll: {
    itemType: '报名服务',
    mode: 'online',
    days: [3, 1],
    summary: (c) => `${c.name}：在报名时间内在线填写信息、上传照片并完成缴费，资格审核结果在线查看。`,
    condition: (c) => `${c.audienceText}，符合当次报名通知规定的资格条件。`,
    materials: () => [
      material('电子证件照', '1 张', '白底彩色 JPG，不超过 200 KB', 'electronic'),
      account,
      material('资格证明材料', '扫描件 1 份', 'PDF 或 JPG', 'electronic', { required: false, note: '通知要求时提交' }),
    ],
    workflow: () => [
      '在报名时间内登录并填写报名信息',
      '上传电子证件照及资格证明材料',
      '等待资格审核',
      '按通知缴纳报名费（如有），打印准考证或查看报名结果',
    ],
    faq: (c) => [
      { question: `${c.name}的时间在哪里看？`, answer: '每次报名的起止时间以当次通知为准，通知会在“信息中心”发布。' },
      { question: '报名信息填错了可以改吗？', answer: '资格审核前可自行修改；审核后请联系业务部门退回修改。' },
    ],
  },
  query: {
    itemType: '查询服务',
    mode: 'online',
    days: [0, 0],
    summary: (c) => `登录后即可${c.name.endsWith('查询') ? '进行' : ''}${c.name}，结果可导出，无需到现场。`,
    condition: (c) => `${c.audienceText}，持有有效的统一身份认证账号。`,
    materials: () => [account],
    workflow: (c) => ['使用统一身份认证账号登录', `进入“${c.name}”`, '查看结果，可导出 PDF 或 Excel'],
    faq: (c) => [
      { question: '查询结果与实际不符怎么办？', answer: `请拨打${c.dept.name}咨询电话 ${c.dept.phone} 核实更正。` },
      { question: '手机上能查吗？', answer: '可以，在移动端“办事”中搜索服务名称即可使用。' },
    ],
  },
  change: {
    itemType: '变更登记',
    mode: 'both',
    days: [10, 5],
    summary: (c) => `${c.name}：提交变更申请并上传依据材料，${c.dept.name}审核后同步更新学校各业务系统。`,
    condition: (c) => `${c.audienceText}，登记信息确有错误或已发生变化，且能提供有效依据。`,
    materials: (c) => [
      form(c.name),
      material('变更依据材料', '复印件 1 份', 'PDF 或 JPG', 'both', { note: '如户口簿、身份证、公安机关证明等' }),
    ],
    workflow: (c) => ['在线提交变更申请', '上传变更依据材料', `${c.dept.name}审核`, '审核通过后信息同步更新并通知本人'],
    faq: () => [
      { question: '变更后多久各系统能看到新信息？', answer: '审核通过后次日零点前完成同步。' },
      { question: '证件号码变更需要到现场吗？', answer: '需要携带原件到窗口核验一次，其余信息变更可全程网办。' },
    ],
  },
  pay: {
    itemType: '财务服务',
    mode: 'online',
    days: [10, 5],
    summary: (c) => `${c.name}网上预约、单据投递与审核进度查询，款项直接支付至本人或单位账户。`,
    condition: (c) => `${c.audienceText}，业务真实发生且票据合法合规、审批手续齐全。`,
    materials: (c) => [
      material('发票或收款收据', '原件', '电子发票请上传 PDF 版式文件', 'both'),
      form(c.name),
      material('相关审批单或合同', '复印件 1 份', 'A4 纸', 'paper', { required: false, note: '单笔超过 1 万元时提供' }),
    ],
    workflow: () => [
      '网上填报并打印预约单',
      '将预约单与票据投递至自助投递机',
      '财务审核与复核',
      '款项支付到账并短信通知',
    ],
    faq: () => [
      { question: '一般多久到账？', answer: '单据齐全的情况下，审核通过后 3 个工作日内到账。' },
      { question: '票据不合规会怎样？', answer: '单据会被退回，系统提示退回原因，修改后可重新投递。' },
    ],
  },
  book: {
    itemType: '预约服务',
    mode: 'online',
    days: [3, 1],
    summary: (c) => `在线查看可用时段并${c.name}，审核结果即时通知。`,
    condition: (c) => `${c.audienceText}，遵守场地（设备）使用管理规定。`,
    materials: (c) => [
      form(c.name),
      material('活动方案', '1 份', 'PDF', 'electronic', { required: false, note: '举办活动时提供' }),
    ],
    workflow: (c) => ['查询可预约的时段', '在线提交预约', `${c.dept.name}审核`, '按时使用并签到、签退'],
    faq: () => [
      { question: '预约后不能按时使用怎么办？', answer: '请在使用前 2 小时取消；无故爽约 3 次将暂停预约资格 30 天。' },
      { question: '最多可以提前多久预约？', answer: '可预约未来 7 天内的时段。' },
    ],
  },
  repair: {
    itemType: '后勤服务',
    mode: 'online',
    days: [3, 1],
    summary: (c) => `${c.name}：在线填写报修单，维修中心派单上门，处理进度与结果可随时查看。`,
    condition: (c) => `${c.audienceText}，报修对象为学校公共设施或公寓、办公用房内的设施。`,
    materials: () => [
      material('报修地点与联系方式', '—', '在线填写', 'electronic'),
      material('故障照片', '1—3 张', 'JPG', 'electronic', { required: false }),
    ],
    workflow: () => ['在线填写报修单', '维修中心派单', '维修人员上门处理', '确认完工并评价'],
    faq: () => [
      { question: '多久会有人上门？', answer: '一般故障 24 小时内上门，紧急故障（停水停电、漏水）2 小时内响应。' },
      { question: '维修收费吗？', answer: '公共设施维修不收费；人为损坏按学校规定收取材料费。' },
    ],
  },
  procedure: {
    itemType: '手续办理',
    mode: 'both',
    days: [7, 3],
    summary: (c) => `${c.name}：线上填表预约，按约定时间带齐材料到${c.dept.name}窗口一次办结。`,
    condition: (c) => `${c.audienceText}，已按学校通知完成前置环节。`,
    materials: (c) => [
      card,
      form(c.name),
      material('近期一寸免冠照片', '2 张', '蓝底或白底', 'paper', { required: false }),
    ],
    workflow: (c) => [
      '在线填写信息并预约办理时间',
      `到${c.dept.name}窗口提交材料`,
      '窗口审核并办理',
      '当场领取办理结果',
    ],
    faq: (c) => [
      { question: '不预约可以直接去办理吗？', answer: '可以，但预约的办事人优先；高峰期建议提前预约。' },
      { question: `${c.name}能全程网办吗？`, answer: '资料核验需本人到场一次，其余环节均可在线完成。' },
    ],
  },
};
