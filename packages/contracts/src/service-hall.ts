import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, idDigits, idNumber, intParam, pageQueryFields, userText } from './primitives';
import { ATTRIBUTE_TYPE, AUDIENCES, SEARCH_MAX_LENGTH, TERMINAL_TYPE } from './constants';

/** Who a service is for (constants.ts AUDIENCES). */
export const audienceSchema = z.enum(AUDIENCES);

/** Ids of apps, types, departments and labels: a numeric string on the wire for apps (api-conventions). */
export const appIdSchema = idDigits();

/**
 * A service or business-system record (api-conventions.md): what a card shows and what /to-handle-service needs.
 * `resource` 1 means it can be handled online; `openType` 1 new window, 9 inside the mobile app, 0 same window.
 */
export const appSchema = z.object({
  appId: z.string(),
  name: z.string(),
  icon: z.string(),
  summary: z.string(),
  pcUrl: z.string(),
  mobileUrl: z.string(),
  deptId: z.number().int(),
  deptName: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  attributeType: z.union([z.literal(1), z.literal(2)]),
  resource: flag,
  openType: z.number().int(),
  guideStatus: flag,
  audiences: z.array(audienceSchema),
  labels: z.array(z.string()),
  hits: z.number().int(),
  /** Whether the current user has collected it; always false for guests. */
  collected: z.boolean(),
});
export type App = z.infer<typeof appSchema>;

export const appTypeSchema = z.object({
  typeId: z.number().int(),
  name: z.string(),
  icon: z.string(),
  /** Apps of this type the visitor can see. */
  count: z.number().int(),
});
export type AppType = z.infer<typeof appTypeSchema>;

export const departmentSchema = z.object({ deptId: z.number().int(), name: z.string(), count: z.number().int() });
export type Department = z.infer<typeof departmentSchema>;

export const labelSchema = z.object({ labelId: z.number().int(), name: z.string() });
export type Label = z.infer<typeof labelSchema>;

/** One material to bring or upload (办事指南 申请材料). */
export const guideMaterialSchema = z.object({
  name: z.string(),
  /** e.g. '原件 1 份，复印件 1 份'. */
  copies: z.string(),
  format: z.string(),
  required: z.boolean(),
  medium: z.enum(['electronic', 'paper', 'both']),
  sampleUrl: z.string(),
  blankUrl: z.string(),
  note: z.string(),
});

/** The full service guide (办事指南), every field group of api-conventions.md. */
export const appGuideSchema = z.object({
  app: appSchema,
  itemName: z.string(),
  itemType: z.string(),
  implAgency: z.string(),
  coAgencies: z.array(z.string()),
  audienceText: z.string(),
  handleMode: z.enum(['online', 'counter', 'both']),
  acceptCondition: z.string(),
  setBasis: z.string(),
  materials: z.array(guideMaterialSchema),
  workflowDescription: z.array(z.string()),
  /** Working days. */
  legalEndTime: z.number().int(),
  promiseEndTime: z.number().int(),
  chargeStandard: z.string(),
  chargeBasis: z.string(),
  handlePlace: z.string(),
  handleTime: z.string(),
  askPhone: z.string(),
  supervisePhone: z.string(),
  faq: z.array(z.object({ question: z.string(), answer: z.string() })),
  updatedAt: z.string(),
});
export type AppGuide = z.infer<typeof appGuideSchema>;

const keyword = userText(SEARCH_MAX_LENGTH, `关键词不能超过 ${SEARCH_MAX_LENGTH} 个字`);

export const serviceListBodySchema = z.object({
  typeId: idNumber.optional(),
  deptId: idNumber.optional(),
  labelId: idNumber.optional(),
  audience: audienceSchema.optional(),
  keyword: keyword.optional(),
  ...pageQueryFields,
});
export type ServiceListBody = z.input<typeof serviceListBodySchema>;

export const businessListBodySchema = z.object({
  typeId: idNumber.optional(),
  keyword: keyword.optional(),
  ...pageQueryFields,
});

const pagedApps = z.object({ list: z.array(appSchema), total: z.number().int() });
const appIdQuery = z.object({ appId: appIdSchema });

export const serviceHallApi = {
  allTypes: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeAppType/getAllType',
    summary: '服务或业务系统分类（attributeType 1 服务，2 业务系统）',
    query: z.object({ attributeType: intParam(1, 2).default(ATTRIBUTE_TYPE.service) }),
    data: z.array(appTypeSchema),
  }),
  departments: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeAppType/getHomeDept',
    summary: '办理部门',
    data: z.array(departmentSchema),
  }),
  labels: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeAppType/getLabelType',
    summary: '服务标签',
    data: z.array(labelSchema),
  }),
  serviceList: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeApp/getServiceApp',
    policy: { rateLimit: 'none' },
    summary: '服务列表（分页；分类、部门、标签、对象、关键词均可选）',
    body: serviceListBodySchema,
    data: pagedApps,
  }),
  businessList: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeApp/getBusinessApp',
    policy: { rateLimit: 'none' },
    summary: '业务系统列表（分页）',
    body: businessListBodySchema,
    data: pagedApps,
  }),
  guide: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getAppGuide',
    summary: '办事指南',
    query: appIdQuery,
    data: appGuideSchema,
  }),
  mobileCode: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getAppMobileCode',
    summary: '服务在手机端的地址及其二维码（电脑端不能办理的服务，扫码在手机上办理）',
    query: appIdQuery,
    /** `url`: the service's guide on the phone site, on this unit's origin; `image`: its QR code, an SVG data URL. */
    data: z.object({ url: z.string(), image: z.string() }),
  }),
  collect: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeApp/collectApp',
    policy: { caller: 'user' },
    summary: '收藏或取消收藏（需登录）',
    body: z.object({ appId: appIdSchema, collect: z.boolean() }),
    data: z.object({ collected: z.boolean() }),
  }),
  collected: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getCollectApp',
    policy: { caller: 'user' },
    summary: '我的收藏（需登录）',
    data: z.array(appSchema),
  }),
  hit: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/hitApp',
    policy: { rateLimit: 'write' },
    summary: '服务访问计数（查看办事指南时）',
    query: appIdQuery,
    data: z.object({ hits: z.number().int() }),
  }),
  click: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeApp/clickService',
    summary: '服务点击记录（clickService；登录用户同时记入最近使用）；返回服务的登记信息',
    body: z.object({
      appId: appIdSchema,
      terminalType: z.union([z.literal(TERMINAL_TYPE.desktop), z.literal(TERMINAL_TYPE.mobile)]),
    }),
    /** The app as stored: the click router decides from it, not from URLs in its own query string. */
    data: z.object({ recorded: z.boolean(), app: appSchema }),
  }),
  recentlyUsed: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getRecentlyUsedApp',
    policy: { caller: 'user' },
    summary: '最近使用（需登录）',
    query: z.object({ attributeType: intParam(1, 2).optional() }),
    data: z.array(appSchema),
  }),
  recentlyUsedGroups: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getRecentlyUsedAppGroup',
    policy: { caller: 'user' },
    summary: '最近使用，按日期分组（需登录）',
    data: z.array(z.object({ date: z.string(), list: z.array(appSchema) })),
  }),
  hot: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getHotApp',
    summary: '热门服务',
    data: z.array(appSchema),
  }),
  recommended: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getRecommendApp',
    summary: '推荐服务',
    data: z.array(appSchema),
  }),
};
