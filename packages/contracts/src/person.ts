import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { idDigits, NOT_PRINTABLE, printable } from './primitives';
import {
  accountSchema,
  externalIdSchema,
  INTEGRATION_PREFIX,
  pushResultSchema,
  pushTimeSchema,
  pushUrlSchema,
} from './integration';

/** The largest avatar picture a user may upload (security.md R3). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
/** The kinds of picture an avatar may be, told by its bytes, never by its name or declared type. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Where the avatar upload is posted (a constant of its own: the browser needs the path, not the schemas). */
export const AVATAR_UPLOAD_PATH = '/pedestal/user/avatar/upload';
/** How many data tiles (一卡通余额, 图书借阅 …) the personal center shows at most. */
export const PERSON_TILES_MAX = 8;

/**
 * The signed-in person (getPersonInfo). Phone, ID number and e-mail are masked by the server (security.md D3:
 * `138****5678`, `110***********1234`); the full numbers never leave the API. '' where the unit has no record.
 */
export const personInfoSchema = z.object({
  uid: z.string(),
  account: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** 学生, 教职工, 校友, 居民 … */
  userTypeName: z.string(),
  gender: z.string(),
  /** 学院 or 部门 (a resident's 街道/社区). */
  orgName: z.string(),
  major: z.string(),
  className: z.string(),
  /** 职称/岗位 of staff, 年级 of a student. */
  title: z.string(),
  /** `YYYY-MM-DD`: 入学 or 入职. */
  enrolledOn: z.string(),
  phone: z.string(),
  idNumber: z.string(),
  email: z.string(),
});
export type PersonInfo = z.infer<typeof personInfoSchema>;

/** One counter of 我的工作 (getPersonWork): what is waiting for the person, and where to deal with it. */
export const personWorkEntrySchema = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** A portal path ('' when the page is not there). */
  link: z.string(),
});
export type PersonWorkEntry = z.infer<typeof personWorkEntrySchema>;

/** A data type of the person's campus or city data: 一卡通, 图书馆, 校园网, 教务 … */
export const personDataTypeSchema = z.object({
  typeId: z.number().int(),
  code: z.string(),
  name: z.string(),
  icon: z.string(),
  /** How many items of this type the person has. */
  count: z.number().int(),
});
export type PersonDataType = z.infer<typeof personDataTypeSchema>;

/** One figure of the person's data (一卡通余额 56.30 元, 在借图书 3 本 …) as its source system last reported it. */
export const personDataItemSchema = z.object({
  /** The item's key, unique per person: `card-balance`, `library-loans` … */
  itemKey: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  name: z.string(),
  /** Display text of the value, as the source system gives it ('56.30', '3', '良好'). */
  value: z.string(),
  unit: z.string(),
  /** Where to see more: a portal path or the source system's page ('' for none). */
  link: z.string(),
  /** `YYYY-MM-DD HH:mm`, Asia/Shanghai: when the source system last reported it. */
  updateTime: z.string(),
  /** 1: shown as a tile on the personal center. */
  selected: z.union([z.literal(0), z.literal(1)]),
});
export type PersonDataItem = z.infer<typeof personDataItemSchema>;

/** One asset (资产) in the person's custody, from the asset system. */
export const personAssetSchema = z.object({
  assetNo: z.string(),
  name: z.string(),
  category: z.string(),
  model: z.string(),
  location: z.string(),
  /** Original value in yuan, two decimals ('6299.00'). */
  value: z.string(),
  /** `YYYY-MM-DD`. */
  acquiredOn: z.string(),
  /** 在用, 借用, 维修中 … */
  status: z.string(),
});
export type PersonAsset = z.infer<typeof personAssetSchema>;

/** What the OA (协同办公) has for the person (getOaInfo): counts and the newest OA messages. */
export const oaInfoSchema = z.object({
  systemName: z.string(),
  /** The OA system's entry: a portal path of its service, '' when the unit lists none. */
  url: z.string(),
  /** 待我审批 still open. */
  pendingCount: z.number().int(),
  /** 我发起的 still 审批中. */
  ongoingCount: z.number().int(),
  /** Unread messages of the OA. */
  unreadCount: z.number().int(),
  latest: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      sendTime: z.string(),
      read: z.union([z.literal(0), z.literal(1)]),
    }),
  ),
});
export type OaInfo = z.infer<typeof oaInfoSchema>;

const template = z.coerce
  .number({ error: '必须是 1 到 4 的数字' })
  .int('必须是 1 到 4 的数字')
  .min(1, '必须是 1 到 4 的数字')
  .max(4, '必须是 1 到 4 的数字')
  .default(1);

/** The item keys a person may pick as tiles (a pushing system's own ids, externalIdSchema): no repeats. */
const itemKeys = z
  .array(
    z
      .string()
      .max(128, '不是有效的数据项')
      .regex(/^[\w.:/@#-]{1,128}$/, '不是有效的数据项'),
  )
  .max(PERSON_TILES_MAX, `最多 ${PERSON_TILES_MAX} 项`)
  .refine((keys) => new Set(keys).size === keys.length, '不能重复');

export const personApi = {
  info: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonInfo',
    policy: { caller: 'user' },
    summary: '个人信息（需登录；手机号、证件号、邮箱由服务端脱敏）',
    data: personInfoSchema,
  }),
  work: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonWork',
    policy: { caller: 'user' },
    summary: '我的工作：待处理事项的计数（需登录；template 为单位模板，默认 1）',
    query: z.object({ template }),
    data: z.object({ template: z.number().int(), entries: z.array(personWorkEntrySchema) }),
  }),
  data: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonData',
    policy: { caller: 'user' },
    summary: '个人数据（需登录；可按数据类型）',
    query: z.object({ typeId: idDigits().optional() }),
    data: z.array(personDataItemSchema),
  }),
  typeData: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonTypeData',
    policy: { caller: 'user' },
    summary: '个人数据的类型及各类型条数（需登录）',
    data: z.array(personDataTypeSchema),
  }),
  dataSelect: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonDataSelect',
    policy: { caller: 'user' },
    summary: '个人中心展示的数据磁贴（需登录；一卡通余额、图书借阅、网费、学分 …）',
    data: z.array(personDataItemSchema),
  }),
  saveDataSelect: defineEndpoint({
    method: 'POST',
    path: '/homepage/person/getPersonDataSelect',
    policy: { caller: 'user' },
    summary: '选择个人中心展示的数据磁贴（需登录；按顺序，最多 8 项）',
    body: z.object({ itemKeys }),
    data: z.array(personDataItemSchema),
  }),
  assets: defineEndpoint({
    method: 'GET',
    path: '/homepage/person/getPersonAssetsInfo',
    policy: { caller: 'user' },
    summary: '个人名下资产（需登录）',
    data: z.object({ total: z.number().int(), totalValue: z.string(), list: z.array(personAssetSchema) }),
  }),
  oa: defineEndpoint({
    method: 'GET',
    path: '/homepage/oa/getOaInfo',
    policy: { caller: 'user' },
    summary: 'OA 办公信息：待我审批、我发起的审批中、未读 OA 消息（需登录）',
    data: oaInfoSchema,
  }),
  /**
   * The avatar upload: a multipart/form-data body with one file part `file` (not JSON, so it is served over HTTP
   * only, never in-process). The answer is the new avatar's address.
   */
  avatarUpload: defineEndpoint({
    method: 'POST',
    path: AVATAR_UPLOAD_PATH,
    summary: '上传头像（需登录；multipart/form-data 的 file 字段，JPEG/PNG/WebP，不超过 2 MB）',
    data: z.object({ avatar: z.string() }),
  }),
};

/** Where an avatar is served: its random name changes with every upload, so the address itself busts caches. */
export const AVATAR_PATH_PREFIX = '/pedestal/user/avatar/';

/** Text a system sends: trimmed, bounded, no control characters. */
const pushText = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).regex(printable, NOT_PRINTABLE);

/**
 * A person-data push (integration API, ADR 040): one figure of one person as its system now reports it. `externalId`
 * is the system's own id of the figure (`card-balance`), unique per person: the same id again updates the figure,
 * so a nightly full report is as safe to repeat as one change. `dataType` is a type code of the unit (`card`,
 * `library` …, getPersonTypeData).
 */
export const personDataPushSchema = z.object({
  externalId: externalIdSchema,
  user: accountSchema,
  dataType: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,40}$/, '不是有效的数据类型代码'),
  itemName: pushText(40).min(1, '不能为空'),
  value: pushText(64).min(1, '不能为空'),
  unit: pushText(16).default(''),
  link: pushUrlSchema,
  updateTime: pushTimeSchema.optional(),
});
export type PersonDataPush = z.input<typeof personDataPushSchema>;

export const personPushApi = {
  data: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/person-data`,
    policy: { caller: 'pushKey' },
    summary: '推送个人数据（一卡通余额、图书借阅、网费、学分 …；按人和 externalId 幂等；需接入密钥）',
    body: personDataPushSchema,
    data: pushResultSchema,
  }),
};
