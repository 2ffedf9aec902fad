import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { userText } from './primitives';

/**
 * Who a console notice goes to: everyone of the unit, one kind of account (学生, 教师 …), the people of one
 * department (ADR 083), or named accounts.
 */
export const noticeAudienceSchema = z.enum(['all', 'userType', 'department', 'accounts'], { error: '请选择发送范围' });
export type NoticeAudience = z.infer<typeof noticeAudienceSchema>;

export const NOTICE_AUDIENCE_NAMES: Readonly<Record<NoticeAudience, string>> = {
  all: '全体用户',
  userType: '某类用户',
  department: '部门',
  accounts: '指定账号',
};

/** The kinds of account a notice may go to (USER_TYPE_NAMES). */
export const noticeUserTypeSchema = z.enum(['STUDENT', 'TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN'], {
  error: '请选择用户类别',
});
export type NoticeUserType = z.infer<typeof noticeUserTypeSchema>;

/** At most this many accounts are named in one notice (a larger group is a kind of account, or everyone). */
export const NOTICE_ACCOUNTS_MAX = 500;

const account = z
  .string()
  .trim()
  .min(1, '账号不能为空')
  .max(64, '账号不能超过 64 个字符')
  .regex(/^[\w.@-]+$/, '账号只能包含字母、数字和 _ . @ -');

export const noticeSendSchema = z
  .object({
    title: userText(100, '标题不能超过 100 个字').min(1, '标题不能为空'),
    /** Plain text: shown as text, never as HTML; line breaks stay. */
    content: z
      .string()
      .max(5000, '内容不能超过 5000 个字')
      .regex(/^(?:\P{Cc}|[\n\r\t])*$/u, '内容不能包含控制字符'),
    typeId: z.number().int().min(1, '请选择通知类型').max(2_147_483_647, '请选择通知类型'),
    audience: noticeAudienceSchema,
    userType: noticeUserTypeSchema.optional(),
    departmentId: z
      .number({ error: '请选择部门' })
      .int('请选择部门')
      .min(1, '请选择部门')
      .max(2_147_483_647, '请选择部门')
      .optional(),
    accounts: z.array(account).max(NOTICE_ACCOUNTS_MAX, `一次最多指定 ${NOTICE_ACCOUNTS_MAX} 个账号`).optional(),
  })
  .refine((body) => body.audience !== 'userType' || body.userType !== undefined, {
    message: '请选择用户类别',
    path: ['userType'],
  })
  .refine((body) => body.audience !== 'department' || body.departmentId !== undefined, {
    message: '请选择部门',
    path: ['departmentId'],
  })
  .refine((body) => body.audience !== 'accounts' || (body.accounts?.length ?? 0) > 0, {
    message: '请至少填写一个账号',
    path: ['accounts'],
  });
export type NoticeSend = z.infer<typeof noticeSendSchema>;

export const adminNoticeApi = {
  options: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/notices/options',
    summary: '管理后台：通知类型与可选的用户类别、部门',
    data: z.object({
      types: z.array(z.object({ id: z.number().int(), name: z.string() })),
      userTypes: z.array(z.object({ value: noticeUserTypeSchema, label: z.string() })),
      departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
    policy: { caller: 'admin', permission: 'publish' },
  }),
  send: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/notices',
    summary: '管理后台：发送通知公告（全体、某类用户、部门或指定账号），进入信息中心并计入未读',
    body: noticeSendSchema,
    data: z.object({ recipients: z.number().int() }),
    policy: { caller: 'admin', permission: 'publish' },
  }),
};
