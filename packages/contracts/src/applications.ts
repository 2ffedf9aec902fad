import { z } from 'zod';
import { defineEndpoint } from './envelope';
import {
  accountSchema,
  externalIdSchema,
  INTEGRATION_PREFIX,
  pushResultSchema,
  pushTimeSchema,
  pushUrlSchema,
} from './integration';
import { codeOf, flag, idDigits, NOT_PRINTABLE, pageQueryFields, printable } from './primitives';

/**
 * An application's states (办件状态, issue 38 §1), in the order a case moves: 已提交 → 已受理 → 办理中 → 需补正 →
 * 办结 / 不予受理. 办结 and 不予受理 end it.
 */
export const APPLICATION_STATUS = {
  1: '已提交',
  2: '已受理',
  3: '办理中',
  4: '需补正',
  5: '办结',
  6: '不予受理',
} as const;
export type ApplicationStatus = keyof typeof APPLICATION_STATUS;
export const APPLICATION_STATUS_CODES = Object.keys(APPLICATION_STATUS).map(Number) as ApplicationStatus[];
export const FINAL_APPLICATION_STATUSES: readonly ApplicationStatus[] = [5, 6];

/**
 * Where a case may go from each state: forward only, 需补正 back to 办理中 once the materials are in, and 不予受理
 * from any open state. Staying in a state is an update of that step, not a move (idempotent pushes).
 */
export const APPLICATION_NEXT: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  1: [2, 4, 6],
  2: [3, 4, 5, 6],
  3: [4, 5, 6],
  4: [2, 3, 6],
  5: [],
  6: [],
};

const text = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).regex(printable, NOT_PRINTABLE);
const required = (max: number) => text(max).min(1, '不能为空');

/** 办件编号: the system's number printed on the receipt, what a person types into the public lookup. */
export const applyNoSchema = z
  .string()
  .trim()
  .min(1, '不能为空')
  .max(40, '不能超过 40 个字符')
  .regex(/^[A-Za-z0-9-]+$/, '只能包含字母、数字和 -')
  // Read off a receipt, typed in either case: kept and looked up in capitals.
  .transform((value) => value.toUpperCase());

const statusCode = z
  .number({ error: (issue) => (issue.input === undefined ? '不能为空' : '必须是数字') })
  .int('必须是整数')
  .min(0, '不在可选范围内')
  .max(99, '不在可选范围内')
  .refine((value) => (APPLICATION_STATUS_CODES as number[]).includes(value), '不在可选范围内');

/** An application (办件) as its system files it: created 已提交, or updated as a whole (its state is left alone). */
export const applicationPushSchema = z.object({
  externalId: externalIdSchema,
  applyNo: applyNoSchema,
  serviceName: required(200),
  applicant: accountSchema,
  /** The phone given on the form; only its last four digits are kept, sealed (the public lookup's check). */
  applicantPhone: z
    .string()
    .trim()
    .max(21, '格式不正确')
    .regex(/^\+?[0-9 -]{7,20}$/, '格式不正确')
    .optional(),
  deptName: text(100).default(''),
  source: text(64).optional(),
  pcUrl: pushUrlSchema,
  mobileUrl: pushUrlSchema,
  submitTime: pushTimeSchema.optional(),
});
export type ApplicationPush = z.input<typeof applicationPushSchema>;

/** A change of an application's state: when, by which department, with a note; 需补正 says what to add and where. */
export const applicationStatusPushSchema = z.object({
  externalId: externalIdSchema,
  status: statusCode,
  changeTime: pushTimeSchema.optional(),
  deptName: text(100).default(''),
  note: text(1000).default(''),
  /** 需补正: what to add (补正材料), and the page in the system where it is added. */
  supplement: text(1000).default(''),
  supplementUrl: pushUrlSchema,
});
export type ApplicationStatusPush = z.input<typeof applicationStatusPushSchema>;

/** One state filter of the list with its count; status 0 is 全部. */
export const applicationTypeSchema = z.object({
  status: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type ApplicationType = z.infer<typeof applicationTypeSchema>;

/** One application of the list. Times `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
export const applicationItemSchema = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  serviceName: z.string(),
  source: z.string(),
  deptName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  submitTime: z.string(),
  updateTime: z.string(),
});
export type ApplicationItem = z.infer<typeof applicationItemSchema>;

/** One step of the timeline: the state entered, when, by whom, and for 需补正 what to add and where. */
export const applicationStepSchema = z.object({
  status: z.number().int(),
  statusName: z.string(),
  time: z.string(),
  deptName: z.string(),
  note: z.string(),
  supplement: z.string(),
  supplementUrl: z.string(),
});
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

export const applicationDetailSchema = applicationItemSchema.extend({
  pcUrl: z.string(),
  mobileUrl: z.string(),
  steps: z.array(applicationStepSchema),
});
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

/** The public lookup (/progress): what a stranger holding the number and the phone's last four digits may see. */
export const progressQuerySchema = z.object({
  applyNo: applyNoSchema,
  phoneTail: z
    .string()
    .trim()
    .max(4, '应为 4 位数字')
    .regex(/^\d{4}$/, '应为 4 位数字'),
});
export const progressSchema = z.object({
  applyNo: z.string(),
  serviceName: z.string(),
  deptName: z.string(),
  status: z.number().int(),
  statusName: z.string(),
  submitTime: z.string(),
  steps: z.array(applicationStepSchema.omit({ supplementUrl: true })),
});
export type Progress = z.infer<typeof progressSchema>;

/** The one answer to a number that does not exist and to wrong digits alike (nothing to tell them apart). */
export const PROGRESS_NOT_FOUND = '未查到办件，请核对办件编号和手机号后四位';

export const applicationsApi = {
  types: defineEndpoint({
    method: 'GET',
    path: '/homepage/applications/getApplicationType',
    policy: { caller: 'user' },
    summary: '我的办件按状态的条数（需登录；status 0 为全部）',
    data: z.array(applicationTypeSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/applications/getApplicationList',
    policy: { caller: 'user' },
    summary: '我的办件列表（需登录；按状态筛选，status 0 或不传为全部；最近变化在前，分页）',
    query: z.object({ status: codeOf([0, ...APPLICATION_STATUS_CODES]).optional(), ...pageQueryFields }),
    data: z.object({ list: z.array(applicationItemSchema), total: z.number().int() }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/homepage/applications/getApplicationDetail',
    policy: { caller: 'user' },
    summary: '一件办件及其办理进度（需登录；只答本人的）',
    query: z.object({ id: idDigits() }),
    data: applicationDetailSchema,
  }),
  progressOpen: defineEndpoint({
    method: 'GET',
    path: '/homepage/applications/getProgressOpen',
    summary: '本单位是否开放办件进度公开查询（政务单位为 1）',
    data: z.object({ open: flag }),
  }),
  progress: defineEndpoint({
    method: 'POST',
    path: '/homepage/applications/getProgress',
    policy: { rateLimit: 'signIn' },
    summary: '办件进度公开查询（政务单位；办件编号与申请人手机号后四位；限频；查无与不符答复相同）',
    body: progressQuerySchema,
    data: progressSchema,
    noRetry: true,
  }),
};

export const applicationPushApi = {
  application: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/applications`,
    policy: { caller: 'pushKey' },
    summary: '推送办件（新建为已提交，或整体更新；按 externalId 幂等；需接入密钥）',
    body: applicationPushSchema,
    data: pushResultSchema,
  }),
  status: defineEndpoint({
    method: 'POST',
    path: `${INTEGRATION_PREFIX}/applications/status`,
    policy: { caller: 'pushKey' },
    summary:
      '办件状态变化（2 已受理、3 办理中、4 需补正、5 办结、6 不予受理；只能按办理顺序前进；同一状态再推为更新；需接入密钥）',
    body: applicationStatusPushSchema,
    data: pushResultSchema,
  }),
};
