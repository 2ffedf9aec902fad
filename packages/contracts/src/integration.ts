import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { APPROVAL_STATUS_CODES, APPROVAL_TYPES } from './approval';
import { printable, NOT_PRINTABLE } from './primitives';
import { TASK_STATUS_CODES } from './task-center';

/**
 * The integration API (`/integration/v1/…`, ADR 039): business systems push one unit's data with that unit's API
 * key. Every push names the system's own id of the thing (`externalId`); pushing the same id again updates it.
 * People are named by their account (学号 / 工号), as the unit's systems know them.
 */
export const INTEGRATION_PREFIX = '/integration/v1';

/** The header a key may also come in (besides `Authorization: Bearer`). */
export const INTEGRATION_KEY_HEADER = 'x-api-key';

/** Text from another system: trimmed, bounded, no control characters except in long content. */
const text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).regex(printable, NOT_PRINTABLE);
const required = (max: number) => text(max).min(1, '不能为空');
/** Multi-line content: line breaks and tabs are kept, other control characters refused. */
const content = (max: number) =>
  z
    .string()
    .max(max, `不能超过 ${max} 个字符`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/, NOT_PRINTABLE);

/** The system's own id: what makes a push idempotent. */
export const externalIdSchema = z
  .string()
  .trim()
  .min(1, '不能为空')
  .max(128, '不能超过 128 个字符')
  .regex(/^[\w.:/@#-]+$/, '只能包含字母、数字和 _ . : / @ # -');

/** A person's account in the unit (学号 / 工号). */
export const accountSchema = required(64);

/** An address in the system's own site: http(s) only, or '' for none. */
export const pushUrlSchema = z
  .string()
  .trim()
  .max(2000, '不能超过 2000 个字符')
  .regex(/^(?:https?:\/\/[^\s\p{Cc}]+)?$/iu, '必须是 http 或 https 地址')
  .default('');

/**
 * A moment: `YYYY-MM-DD HH:mm[:ss]` in Asia/Shanghai (api-conventions.md), or ISO 8601 with its offset.
 * Answers a Date.
 */
export const pushTimeSchema = z
  .string()
  .trim()
  .max(40, '应为 YYYY-MM-DD HH:mm:ss')
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/, '应为 YYYY-MM-DD HH:mm:ss')
  .transform((value, context) => {
    const zoned = /(Z|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}+08:00`;
    const date = new Date(zoned.replace(' ', 'T'));
    if (Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1970 || date.getUTCFullYear() > 9999) {
      context.addIssue({ code: 'custom', message: '不是有效的时间' });
      return z.NEVER;
    }
    return date;
  });

const codeIn = (codes: readonly number[]) =>
  z
    .number({ error: (issue) => (issue.input === undefined ? '不能为空' : '必须是数字') })
    .int('必须是整数')
    .min(0, '不在可选范围内')
    .max(99, '不在可选范围内')
    .refine((value) => codes.includes(value), '不在可选范围内');

const accounts = (min: number) =>
  z
    .array(accountSchema)
    .min(min, min === 1 ? '不能为空' : `至少 ${min} 项`)
    .max(500, '不能超过 500 项');

/** A task (任务): created or updated as a whole. `assignees` handle it, the initiator started it, `cc` are told. */
export const taskPushSchema = z.object({
  externalId: externalIdSchema,
  title: required(200),
  content: content(4000).default(''),
  status: codeIn(TASK_STATUS_CODES).default(1),
  assignees: accounts(1),
  initiator: accountSchema.optional(),
  /** The initiator's display name; the initiator's own name when left out. */
  sponsor: text(64).optional(),
  cc: accounts(0).default([]),
  /** The system's display name (教务系统 …); the key's system name when left out. */
  source: text(64).optional(),
  pcUrl: pushUrlSchema,
  mobileUrl: pushUrlSchema,
  dueTime: pushTimeSchema.optional(),
  createTime: pushTimeSchema.optional(),
});
export type TaskPush = z.input<typeof taskPushSchema>;

export const taskStatusPushSchema = z.object({
  externalId: externalIdSchema,
  status: codeIn(TASK_STATUS_CODES),
});

export const taskCompletePushSchema = z.object({ externalId: externalIdSchema });

/** A message (消息) to one person: it lands in the information center and getPersonMessage. */
export const messagePushSchema = z.object({
  externalId: externalIdSchema,
  user: accountSchema,
  title: required(200),
  content: content(4000).default(''),
  /** The message in the system's own site, opened through the leave-the-portal notice. */
  sourceUrl: pushUrlSchema,
  createrName: text(64).default(''),
  logo: pushUrlSchema,
  sendTime: pushTimeSchema.optional(),
});
export type MessagePush = z.input<typeof messagePushSchema>;

/** An approval form (审批) and everyone it concerns, each with their relation (aprvType 1–4). */
export const approvalPushSchema = z.object({
  externalId: externalIdSchema,
  formId: z.number().int().min(0).max(2_147_483_647).default(0),
  formUserId: z.number().int().min(0).max(2_147_483_647).default(0),
  title: required(200),
  formName: required(100),
  sponsor: required(64),
  uname: text(64).default(''),
  status: codeIn(APPROVAL_STATUS_CODES),
  pageLinkUrl: pushUrlSchema,
  source: text(64).optional(),
  insertTime: pushTimeSchema.optional(),
  updateTime: pushTimeSchema.optional(),
  participants: z
    .array(
      z.object({
        user: accountSchema,
        aprvType: codeIn(APPROVAL_TYPES.map((type) => type.aprvType)),
      }),
    )
    .min(1, '不能为空')
    .max(500, '不能超过 500 项'),
});
export type ApprovalPush = z.input<typeof approvalPushSchema>;

/** What a push answers: the id it was given, whether it was new, and how many people's rows it wrote. */
export const pushResultSchema = z.object({
  externalId: z.string(),
  created: z.boolean(),
  rows: z.number().int(),
});
export type PushResult = z.infer<typeof pushResultSchema>;

/** What a system may take back (ADR 039): the kinds it pushes by its own id, tasks aside (they are 已撤销, status 5). */
export const WITHDRAW_KINDS = [
  'timetableEntry',
  'calendarEvent',
  'term',
  'message',
  'approval',
  'application',
] as const;
export type WithdrawKind = (typeof WITHDRAW_KINDS)[number];

export const withdrawSchema = z.object({
  kind: z.enum(WITHDRAW_KINDS, { error: `只能是 ${WITHDRAW_KINDS.join('、')} 之一` }),
  externalId: externalIdSchema,
});
export type Withdraw = z.input<typeof withdrawSchema>;

/** What a withdrawal answers: the id, and whether anything was there to remove (false when it was gone already). */
export const withdrawResultSchema = z.object({ externalId: z.string(), deleted: z.boolean(), rows: z.number().int() });
export type WithdrawResult = z.infer<typeof withdrawResultSchema>;

export const integrationApi = {
  withdraw: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/withdraw`,
    policy: { caller: 'pushKey' },
    summary:
      '撤回本系统推送的记录（课表条目、校历事项、学期、消息、审批、办件；按 externalId；已不存在时 deleted 为 false；需接入密钥）',
    body: withdrawSchema,
    data: withdrawResultSchema,
  }),
  task: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/tasks`,
    policy: { caller: 'pushKey' },
    summary: '推送任务（新建或整体更新；按 externalId 幂等；需接入密钥）',
    body: taskPushSchema,
    data: pushResultSchema,
  }),
  taskStatus: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/tasks/status`,
    policy: { caller: 'pushKey' },
    summary: '更新任务状态（1 待处理、2 处理中、3 已完成、4 已退回、5 已撤销；需接入密钥）',
    body: taskStatusPushSchema,
    data: pushResultSchema,
  }),
  taskComplete: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/tasks/complete`,
    policy: { caller: 'pushKey' },
    summary: '办结任务（离开办理人的待办；需接入密钥）',
    body: taskCompletePushSchema,
    data: pushResultSchema,
  }),
  message: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/messages`,
    policy: { caller: 'pushKey' },
    summary: '推送消息（进入信息中心与 getPersonMessage；按 externalId 幂等；需接入密钥）',
    body: messagePushSchema,
    data: pushResultSchema,
  }),
  approval: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/approvals`,
    policy: { caller: 'pushKey' },
    summary: '推送审批（表单及各相关人的关系；按 externalId 幂等；需接入密钥）',
    body: approvalPushSchema,
    data: pushResultSchema,
  }),
};

/**
 * `createToken` (the live hall's trusted-app sign-in): `enc` is the upper-case hex of AES-128-ECB (PKCS#7) under the
 * unit's 16-character app secret over `{"fid","uid","time","nonce"}`; `time` in milliseconds, within 5 minutes;
 * a nonce is good once. ECB is kept only so clients written for the live hall work unchanged.
 */
export const createTokenQuerySchema = z.object({
  fid: z.string().regex(/^\d{1,10}$/, '必须是数字编号'),
  uid: z.string().regex(/^\d{1,10}$/, '必须是数字编号'),
  enc: z
    .string()
    .max(4096, '过长')
    .regex(/^(?:[0-9A-Fa-f]{32})+$/, '必须是 32 位倍数的十六进制'),
});

/** How long a createToken token is good for; the live hall's clients ask again when it runs out. */
export const APP_TOKEN_LIFETIME_SECONDS = 2 * 60 * 60;

/** How far `time` of createToken may be from the server's clock. */
export const APP_TOKEN_CLOCK_WINDOW_MS = 5 * 60 * 1000;

export const appTokenApi = {
  createToken: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/createToken',
    policy: { rateLimit: 'signIn' },
    summary: '受信应用为某个用户换取短期令牌（enc 为 AES-128-ECB 密文的大写十六进制，仅为兼容保留）',
    query: createTokenQuerySchema,
    data: z.object({ token: z.string() }),
    noRetry: true,
  }),
};
