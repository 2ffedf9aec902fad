import { z } from 'zod';
import { versionField } from './admin';
import { userTypeSchema } from './auth';
import { AUDIENCES } from './constants';
import { defineEndpoint } from './envelope';
import { idNumber, INT4_MAX, pageQueryFields, userText } from './primitives';
import { sheetImportedSchema, spreadsheetFileSchema, spreadsheetUploadSchema } from './spreadsheet';

// 服务事项 of the console (issue 37 item 5, ADR 071): a unit's services with every field group of the guide
// (办事指南), 上架/下架, the handling mode, and Excel import and export. A 事项管理员 reaches only the services of
// the departments of their grant.

/** How a service is handled: at an online address, in one of the unit's business systems, or at the counter only. */
export const SERVICE_HANDLINGS = ['online', 'system', 'offline'] as const;
export type ServiceHandling = (typeof SERVICE_HANDLINGS)[number];
export const SERVICE_HANDLING_NAMES: Readonly<Record<ServiceHandling, string>> = {
  online: '在线办理',
  system: '业务系统',
  offline: '仅线下办理',
};

/** The guide's 办理形式. */
export const GUIDE_HANDLE_MODE_NAMES: Readonly<Record<'online' | 'counter' | 'both', string>> = {
  online: '网上办理',
  counter: '窗口办理',
  both: '网上和窗口均可',
};

export const MATERIAL_MEDIUM_NAMES: Readonly<Record<'electronic' | 'paper' | 'both', string>> = {
  electronic: '电子件',
  paper: '纸质件',
  both: '纸质件和电子件',
};

/** Where a service opens: 1 a new window, 0 the same window, 9 inside the mobile app. */
export const OPEN_TYPE_NAMES: Readonly<Record<0 | 1 | 9, string>> = { 1: '新窗口', 0: '当前窗口', 9: '手机应用内' };

const text = (max: number, what: string) => userText(max, `${what}不能超过 ${max} 个字`);
/** An address a visitor is sent to: empty, or http(s). */
const address = (what: string) =>
  z
    .string()
    .trim()
    .max(1000, `${what}过长`)
    .regex(/^(https?:\/\/\S+)?$/, `${what}应以 http:// 或 https:// 开头`);
/** A file of a material (示例样表, 空白表格): an http(s) address or a path on this site. */
const fileAddress = (what: string) =>
  z
    .string()
    .trim()
    .max(1000, `${what}过长`)
    .regex(/^(https?:\/\/\S+|\/(?![/\\])[^\s\\]*)?$/, `${what}应以 http://、https:// 或 / 开头`);
const days = (what: string) =>
  z
    .number({ error: `${what}应为天数` })
    .int(`${what}应为整数天`)
    .min(0, `${what}不能为负数`)
    .max(3650, `${what}过长`);
const list = <T extends z.ZodType>(item: T, max: number, what: string) =>
  z.array(item).max(max, `${what}最多 ${max} 项`);

export const serviceMaterialSchema = z.object({
  name: text(100, '材料名称').min(1, '请填写材料名称'),
  copies: text(50, '份数'),
  format: text(50, '格式'),
  required: z.boolean(),
  medium: z.enum(['electronic', 'paper', 'both'], { error: '请选择材料形式' }),
  /** 示例样表 and 空白表格: addresses of the files. */
  sampleUrl: fileAddress('示例样表地址'),
  blankUrl: fileAddress('空白表格地址'),
  note: text(200, '材料说明'),
});
export type ServiceMaterial = z.infer<typeof serviceMaterialSchema>;

/** The 办事指南 of a service, every field group as the console edits it. */
export const serviceGuideSchema = z.object({
  matterName: text(100, '事项名称'),
  matterType: text(50, '事项类型'),
  implAgency: text(100, '实施机构'),
  coAgencies: list(text(100, '联办机构'), 20, '联办机构'),
  audienceText: text(500, '服务对象说明'),
  handleMode: z.enum(['online', 'counter', 'both'], { error: '请选择办理形式' }),
  acceptCondition: text(2000, '受理条件'),
  setBasis: text(2000, '设定依据'),
  materials: list(serviceMaterialSchema, 50, '申请材料'),
  steps: list(text(500, '办理步骤').min(1, '办理步骤不能为空'), 30, '办理流程'),
  legalEndTime: days('法定办结时限'),
  promiseEndTime: days('承诺办结时限'),
  chargeStandard: text(500, '收费标准'),
  chargeBasis: text(500, '收费依据'),
  handlePlace: text(300, '办理地点'),
  handleTime: text(300, '办理时间'),
  askPhone: text(100, '咨询电话'),
  supervisePhone: text(100, '监督电话'),
  faq: list(
    z.object({
      question: text(200, '问题').min(1, '请填写问题'),
      answer: text(2000, '回答').min(1, '请填写回答'),
    }),
    30,
    '常见问题',
  ),
});
export type ServiceGuide = z.infer<typeof serviceGuideSchema>;

const optionId = (what: string) =>
  z
    .number({ error: `请选择${what}` })
    .int(`请选择${what}`)
    .min(1, `请选择${what}`)
    .max(INT4_MAX, `${what}无效`);

/** A service as the console edits it: the card, where and how it is handled, who sees it, and its guide. */
export const serviceFieldsSchema = z.object({
  name: text(60, '服务名称').min(1, '请填写服务名称'),
  summary: text(300, '简介'),
  icon: text(500, '图标地址'),
  typeId: optionId('服务分类'),
  deptId: optionId('办理部门'),
  audiences: list(z.enum(AUDIENCES, { error: '服务对象不在可选范围内' }), AUDIENCES.length, '服务对象'),
  labelIds: list(idNumber, 20, '标签'),
  handling: z.enum(SERVICE_HANDLINGS, { error: '请选择办理方式' }),
  pcUrl: address('电脑端地址'),
  mobileUrl: address('手机端地址'),
  /** The business system of handling 'system'. */
  systemId: idNumber.nullable(),
  openType: z.union([z.literal(0), z.literal(1), z.literal(9)], { error: '请选择打开方式' }),
  /** On the phone, the guide opens before the service. */
  guideFirst: z.boolean(),
  visitorVisible: z.boolean(),
  /** User types that see it when signed in; empty: every signed-in user. */
  roles: list(userTypeSchema.exclude(['GUEST']), 5, '可见用户类型'),
  recommended: z.boolean(),
  sort: z.number({ error: '排序应为数字' }).int('排序应为整数').min(0, '排序不能为负数').max(1_000_000, '排序过大'),
  listed: z.boolean(),
  guide: serviceGuideSchema.nullable(),
});
export type ServiceFields = z.infer<typeof serviceFieldsSchema>;

export const adminServiceSchema = serviceFieldsSchema.extend({ id: z.number().int(), version: z.string() });
export type AdminService = z.infer<typeof adminServiceSchema>;

/** A row of the console's list of services. */
export const adminServiceRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deptName: z.string(),
  typeName: z.string(),
  handling: z.enum(SERVICE_HANDLINGS),
  listed: z.boolean(),
  visitorVisible: z.boolean(),
  hasGuide: z.boolean(),
  hits: z.number().int(),
  updatedAt: z.string(),
});
export type AdminServiceRow = z.infer<typeof adminServiceRowSchema>;

const idParam = (what: string) =>
  z.coerce
    .number({ error: `${what}无效` })
    .int(`${what}无效`)
    .min(1, `${what}无效`)
    .max(INT4_MAX, `${what}无效`);

/** The list's filters: the first characters of the name, a type, a department, 上架 or 下架. */
export const adminServiceFilterSchema = z.object({
  name: text(60, '服务名称').optional(),
  typeId: idParam('服务分类').optional(),
  deptId: idParam('办理部门').optional(),
  listed: z.enum(['yes', 'no'], { error: '上架状态不在可选范围内' }).optional(),
});
export type AdminServiceFilter = z.infer<typeof adminServiceFilterSchema>;

const option = z.object({ id: z.number().int(), name: z.string() });

/** What the editor chooses from: the unit's types, the departments the caller may use, labels, business systems. */
export const serviceOptionsSchema = z.object({
  types: z.array(option),
  departments: z.array(option),
  labels: z.array(option),
  systems: z.array(option),
});
export type ServiceOptions = z.infer<typeof serviceOptionsSchema>;

const servicePolicy = { caller: 'admin', permission: 'services' } as const;
const serviceIdQuery = z.object({ id: idParam('服务编号') });

export const adminServicesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/services',
    summary: '管理后台：服务事项列表（按名称开头、分类、部门、上架状态筛选，分页）',
    query: adminServiceFilterSchema.extend(pageQueryFields),
    data: z.object({ list: z.array(adminServiceRowSchema), total: z.number().int() }),
    policy: servicePolicy,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/services/options',
    summary: '管理后台：服务事项的可选分类、部门、标签与业务系统',
    data: serviceOptionsSchema,
    policy: servicePolicy,
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/services/one',
    summary: '管理后台：一个服务事项及其办事指南',
    query: serviceIdQuery,
    data: adminServiceSchema,
    policy: servicePolicy,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/services/create',
    summary: '管理后台：新建服务事项',
    body: serviceFieldsSchema,
    data: adminServiceSchema,
    policy: servicePolicy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/services/save',
    summary: '管理后台：保存服务事项（基于读取时的版本）',
    body: serviceFieldsSchema.extend({ id: idNumber, version: versionField }),
    data: adminServiceSchema,
    policy: servicePolicy,
  }),
  setListed: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/services/listed',
    summary: '管理后台：服务事项上架或下架',
    body: z.object({ id: idNumber, listed: z.boolean() }),
    data: adminServiceRowSchema,
    policy: servicePolicy,
  }),
  exportSheet: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/services/export',
    summary: '管理后台：按当前筛选导出服务事项（Excel）',
    query: adminServiceFilterSchema,
    data: spreadsheetFileSchema,
    policy: servicePolicy,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/services/template',
    summary: '管理后台：服务事项导入模板（Excel，含填写说明）',
    data: spreadsheetFileSchema,
    policy: servicePolicy,
  }),
  importSheet: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/services/import',
    summary: '管理后台：导入服务事项（Excel 或 CSV，整份导入，有错则不导入并逐行说明）',
    // The file's name is free text: bounded and without control characters, as every text of a request.
    body: spreadsheetUploadSchema.extend({ fileName: text(200, '文件名') }),
    data: sheetImportedSchema.extend({ created: z.number().int(), updated: z.number().int() }),
    policy: servicePolicy,
  }),
};

/** The answer to a 事项管理员 reaching a service outside the departments of their grant. */
export const OTHER_DEPARTMENT = '您只能管理本部门的服务事项';
