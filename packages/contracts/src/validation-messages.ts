import { z } from 'zod';

/**
 * The Chinese name of every field a request can carry (query and body of every endpoint), as a person would call
 * it. A validation message names the field by it: 「账号不能为空」, never 「请求体 username 不合法」.
 * A test checks that every field of every contract has one.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  username: '账号',
  password: '密码',
  captchaId: '图形验证码',
  captchaCode: '图形验证码',
  origin: '来源地址',
  redirect: '返回地址',
  url: '地址',
  service: '返回地址',
  ticket: '票据',
  code: '授权码',
  state: '登录请求',
  iss: '签发方',
  qrId: '二维码',
  accept: '确认结果',
  millis: '签发时间',
  method: '登录方式',
  mode: '通行证登录方式',
  returned: '返回标记',
  terminalType: '终端类型',
  appId: '服务编号',
  attributeType: '服务类别',
  typeId: '分类',
  deptId: '部门',
  labelId: '标签',
  audience: '服务对象',
  keyword: '关键词',
  word: '词语',
  alternatives: '同义词',
  cells: '清单内容',
  sort: '排序',
  pinned: '置顶',
  hidden: '隐藏',
  question: '问题',
  page: '页码',
  pageSize: '每页条数',
  collect: '收藏状态',
  template: '模板',
  previewToken: '预览链接',
  style: '样式',
  size: '数量',
  id: '编号',
  type: '类型',
  date: '日期',
  categoryId: '栏目',
  categoryIds: '栏目',
  aprvType: '审批类型',
  aprvStatusType: '审批状态',
  noticeId: '通知编号',
  typeIds: '通知类型',
  read: '阅读状态',
  kind: '类别',
  itemKeys: '数据项',
  dataType: '数据类型',
  itemName: '数据项名称',
  value: '数值',
  unit: '单位',
  link: '链接',
  taskType: '任务类型',
  externalId: '外部编号',
  applyNo: '办件编号',
  deptName: '办理部门',
  phoneTail: '手机号后四位',
  serviceName: '事项名称',
  applicant: '申请人',
  applicantPhone: '申请人手机号',
  submitTime: '提交时间',
  changeTime: '变化时间',
  supplement: '补正材料',
  supplementUrl: '补正地址',
  title: '标题',
  content: '内容',
  status: '状态',
  assignees: '办理人',
  initiator: '发起人',
  sponsor: '发起人名称',
  cc: '抄送人',
  source: '来源系统',
  pcUrl: '电脑端地址',
  mobileUrl: '移动端地址',
  dueTime: '截止时间',
  createTime: '创建时间',
  user: '接收人',
  sourceUrl: '原文地址',
  createrName: '发送人',
  logo: '图标',
  sendTime: '发送时间',
  formId: '表单编号',
  formUserId: '表单实例编号',
  formName: '表单名称',
  uname: '当前处理人',
  pageLinkUrl: '表单地址',
  insertTime: '创建时间',
  updateTime: '更新时间',
  participants: '相关人',
  fid: '单位编号',
  uid: '用户编号',
  enc: '签名',
  range: '范围',
  termId: '学期',
  from: '开始日期',
  to: '结束日期',
  startTime: '开始时间',
  endTime: '结束时间',
  place: '地点',
  notes: '备注',
  name: '名称',
  day: '日期',
  workday: '是否上班',
  year: '年份',
  note: '说明',
  term: '学期',
  startDate: '开始日期',
  endDate: '结束日期',
  courseName: '课程名称',
  teacher: '教师',
  weekday: '星期',
  startPeriod: '开始节次',
  endPeriod: '结束节次',
  weeks: '周次',
  accounts: '成员账号',
  themeColor: '主题色',
  mourning: '哀悼模式',
  mourningFrom: '哀悼模式自动开启时间',
  mourningUntil: '哀悼模式自动结束时间',
  requireAdminSecondStep: '管理员须开启两步验证',
  careByDefault: '默认开启长辈版',
  totp: '验证码',
  loginType: '登录方式',
  loginPath: '登录地址',
  defaultUserType: '默认用户类型',
  strongPasswords: '等保密码规则',
  onlineMinutes: '登录有效期',
  refreshMinutes: '免登录续期',
  apiLogin: '第三方应用',
  oidc: '开放身份认证',
  wechat: '微信公众号登录',
  passport: '通行证',
  filingText: '备案号',
  copyright: '版权信息',
  address: '地址',
  version: '版本',
  event: '事件',
  disabled: '停用状态',
  roles: '角色',
  role: '角色',
  departmentIds: '部门',
  departmentId: '部门',
  summary: '简介',
  icon: '图标',
  audiences: '服务对象',
  labelIds: '标签',
  serviceIds: '事项',
  materialLinks: '材料合并关系',
  material: '材料',
  sameAs: '合并到的材料',
  handling: '办理方式',
  systemId: '业务系统',
  openType: '打开方式',
  guideFirst: '先看办事指南',
  visitorVisible: '游客可见',
  recommended: '推荐',
  listed: '上架状态',
  guide: '办事指南',
  matterName: '事项名称',
  matterType: '事项类型',
  implAgency: '实施机构',
  coAgencies: '联办机构',
  audienceText: '服务对象说明',
  handleMode: '办理形式',
  acceptCondition: '受理条件',
  setBasis: '设定依据',
  materials: '申请材料',
  copies: '份数',
  format: '格式',
  required: '是否必需',
  medium: '材料形式',
  sampleUrl: '示例样表地址',
  blankUrl: '空白表格地址',
  steps: '办理流程',
  legalEndTime: '法定办结时限',
  promiseEndTime: '承诺办结时限',
  chargeStandard: '收费标准',
  chargeBasis: '收费依据',
  handlePlace: '办理地点',
  handleTime: '办理时间',
  askPhone: '咨询电话',
  supervisePhone: '监督电话',
  faq: '常见问题',
  answer: '回答',
  fileName: '文件名',
  terminal: '终端',
  pageNavigationId: '菜单项',
  guests: '访客可见',
  needsLogin: '需要登录',
  userTypes: '用户类型',
  userType: '用户类型',
  oldPassword: '原密码',
  newPassword: '新密码',
  confirmPassword: '确认新密码',
  phone: '手机号',
  email: '邮箱',
  handle: '登录记录',
  ids: '菜单项',
  order: '顺序版本',
  signOn: '登录方式',
  frameAllowed: '允许内嵌',
  days: '统计范围',
  series: '统计项',
  image: '封面图片',
  publishAt: '发布时间',
  versionId: '版本',
  older: '较早的版本',
  newer: '较新的版本',
  reviewRequired: '是否需要审核',
  answers: '您的回答',
  questions: '问题',
  placeId: '办理地点',
  start: '预约时段',
  bookingNo: '预约号',
  hours: '开放时间',
  slotMinutes: '每个时段的时长',
  capacity: '每个时段的名额',
  daysAhead: '可提前预约的天数',
  cancelHours: '取消预约的截止时间',
  enabled: '是否开放预约',
  appIds: '可预约的事项',
  applicationId: '办件',
  applicationIds: '办件',
  level: '满意程度',
  tags: '评价标签',
  serviceId: '服务事项',
  filter: '筛选条件',
  rectification: '整改情况',
  visitDay: '回访日期',
  visitWay: '回访方式',
  visitAnswer: '回访结果',
  visitNote: '回访记录',
  reason: '申诉理由',
  decision: '复核结论',
  decisionNote: '复核意见',
  by: '统计维度',
  month: '月份',
};

/** What a message says about the request as a whole (no field named). */
const WHOLE_REQUEST = '请求内容';

/** The label of a field path (`['filters', 'typeId']` or 'filters.typeId'): its last named part. */
export function fieldLabel(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.').filter(Boolean) : path;
  // An array index ('categoryIds.0' from a string path) names no field: the array's own name does.
  const name = [...parts].reverse().find((part): part is string => typeof part === 'string' && !/^\d+$/.test(part));
  if (name === undefined) return WHOLE_REQUEST;
  return FIELD_LABELS[name] ?? '参数';
}

type Issue = z.core.$ZodRawIssue;

const sizeUnits: Record<string, string> = { string: '个字符', array: '项', set: '项', file: '字节' };

/** A number for a message: inclusive bounds as given, exclusive ones stated as 大于/小于. */
function bound(issue: { minimum?: unknown; maximum?: unknown; inclusive?: boolean; origin?: string }, min: boolean) {
  const value = String(min ? issue.minimum : issue.maximum);
  const unit = sizeUnits[issue.origin ?? ''];
  if (unit) return { text: `${value} ${unit}`, inclusive: issue.inclusive !== false };
  return { text: value, inclusive: issue.inclusive !== false };
}

/**
 * The predicate of a failed check, without the field ('不能为空', '不能超过 20 个字符'): the zod error map for issues
 * whose schema gives no message of its own. Field and predicate are joined by {@link fieldMessage}.
 */
export function issuePredicate(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? '不能为空' : '格式不正确';
    case 'too_small': {
      const { text, inclusive } = bound(issue, true);
      if (sizeUnits[issue.origin ?? ''] && Number(issue.minimum) === 1 && inclusive) return '不能为空';
      if (sizeUnits[issue.origin ?? '']) return inclusive ? `至少 ${text}` : `必须多于 ${text}`;
      return inclusive ? `不能小于 ${text}` : `必须大于 ${text}`;
    }
    case 'too_big': {
      const { text, inclusive } = bound(issue, false);
      if (sizeUnits[issue.origin ?? '']) return inclusive ? `不能超过 ${text}` : `必须少于 ${text}`;
      return inclusive ? `不能大于 ${text}` : `必须小于 ${text}`;
    }
    case 'invalid_value':
    case 'invalid_union':
      return '不在可选范围内';
    case 'invalid_format':
      return '格式不正确';
    case 'not_multiple_of':
      return '数值不正确';
    case 'unrecognized_keys':
      return '含有无法识别的内容';
    default:
      return '不正确';
  }
}

/**
 * One human sentence for a failed field: the field's label and the predicate ('账号' + '不能为空'). A schema's own
 * message is a sentence already when it names the field or asks for something ('请输入账号'): it stays as it is.
 */
export function fieldMessage(path: readonly PropertyKey[] | string, message: string): string {
  const label = fieldLabel(path);
  if (!message) return `${label}不正确`;
  if (message.includes(label) || message.startsWith('请') || /[，。！]/.test(message)) return message;
  return `${label}${message}`;
}

/**
 * Sets zod's messages to Chinese for the whole process: the zh-CN locale for anything unforeseen, and our own
 * predicates (joined to the field's label by fieldMessage) for the checks requests fail in practice.
 */
export function setChineseValidationMessages(): void {
  z.config(z.locales.zhCN());
  z.config({ customError: (issue) => issuePredicate(issue) });
}
