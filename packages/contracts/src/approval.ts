import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { codeOf, idDigits, pageBodyFields } from './primitives';

/** aprvType of the approval calls (api-conventions.md): the user's relation to the form. */
export const APPROVAL_TYPES = [
  { aprvType: 1, name: '待我审批' },
  { aprvType: 2, name: '我已审批' },
  { aprvType: 3, name: '抄送我的' },
  { aprvType: 4, name: '我发起的' },
] as const;
export type ApprovalType = (typeof APPROVAL_TYPES)[number]['aprvType'];

/** aprvStatusType codes and the display strings `aprvStatus` answers (the live hall's words). */
export const APPROVAL_STATUS = { 1: '审批中', 2: '已通过', 3: '已驳回', 4: '已撤回' } as const;
export type ApprovalStatusCode = keyof typeof APPROVAL_STATUS;
export const APPROVAL_STATUS_CODES = Object.keys(APPROVAL_STATUS).map(Number) as ApprovalStatusCode[];

/**
 * The body of getApprovalData, as the live hall sends it: `aprvStatusType` '' (or absent) for every status.
 * Paging as everywhere (api-conventions.md).
 */
export const approvalQueryBodySchema = z.object({
  aprvType: codeOf(APPROVAL_TYPES.map((type) => type.aprvType)),
  aprvStatusType: z
    .union([z.literal(''), codeOf(APPROVAL_STATUS_CODES)])
    .optional()
    .transform((value) => (value === '' || value === undefined ? undefined : (value as ApprovalStatusCode))),
  ...pageBodyFields,
});
export type ApprovalQueryBody = z.input<typeof approvalQueryBodySchema>;

/**
 * One approval item, in the live hall's shape so its clients work unchanged. Times `YYYY-MM-DD HH:mm:ss`
 * (Asia/Shanghai); `aprvStatus` a display string (审批中, 已通过, 已驳回, 已撤回); `pageLinkUrl` the form in its own
 * system, which the portal opens through its leave-the-portal notice.
 */
export const approvalItemSchema = z.object({
  formUserId: z.number().int(),
  id: z.number().int(),
  formId: z.number().int(),
  title: z.string(),
  formName: z.string(),
  sponsor: z.string(),
  uname: z.string(),
  aprvStatus: z.string(),
  pageLinkUrl: z.string(),
  insertTime: z.string(),
  updateTime: z.string(),
  source: z.string(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

/** How many items the user has of one aprvType (getMergerApprovalData). */
export const approvalCountSchema = z.object({
  aprvType: z.number().int(),
  name: z.string(),
  count: z.number().int(),
});
export type ApprovalCount = z.infer<typeof approvalCountSchema>;

export const approvalApi = {
  list: defineEndpoint({
    method: 'POST',
    path: '/homepage/approval/getApprovalData',
    policy: { caller: 'user', rateLimit: 'none' },
    summary: '审批数据（需登录；aprvType 1 待我审批、2 我已审批、3 抄送我的、4 我发起的；aprvStatusType 空为全部）',
    body: approvalQueryBodySchema,
    data: z.object({ list: z.array(approvalItemSchema), total: z.number().int() }),
  }),
  counts: defineEndpoint({
    method: 'GET',
    path: '/homepage/approval/getMergerApprovalData',
    policy: { caller: 'user' },
    summary: '各类审批数据的条数（需登录；按 aprvType 顺序）',
    data: z.array(approvalCountSchema),
  }),
  link: defineEndpoint({
    method: 'GET',
    path: '/homepage/approval/getApprovalLink',
    policy: { caller: 'user' },
    summary: '一条审批数据的原系统地址（需登录；只答本人的），供离站提示页使用',
    query: z.object({ id: idDigits() }),
    data: z.object({ id: z.number().int(), title: z.string(), source: z.string(), pageLinkUrl: z.string() }),
  }),
};
