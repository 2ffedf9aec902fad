import { z } from 'zod';
import { defineEndpoint } from './envelope';

// 两步验证 of the console (issue 37, ADR 080): a console role may add a time-based one-time code (TOTP, RFC 6238) to
// its sessions, and a unit may require it of all its console roles. It is asked when a session first enters the
// console, not at the portal's sign-in, which stays the live hall's for every client.

export const secondStepStatusSchema = z.object({
  /** The unit managed requires a second step of its console roles. */
  required: z.boolean(),
  /** The account has an authenticator app set up. */
  enrolled: z.boolean(),
  /** This session has given a code (or needs none). */
  verified: z.boolean(),
});
export type SecondStepStatus = z.infer<typeof secondStepStatusSchema>;

/** The answer to a console call made before the session's second step. */
export const SECOND_STEP_NEEDED = '请先完成两步验证';

const codeBody = z.object({
  totp: z
    .string()
    .trim()
    .max(6, '请输入验证器上的 6 位数字')
    .regex(/^\d{6}$/, '请输入验证器上的 6 位数字'),
});

const open = { caller: 'admin', permission: 'console', beforeSecondStep: true } as const;

export const adminSecondStepApi = {
  status: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/second-step',
    summary: '管理后台：两步验证的状态',
    data: secondStepStatusSchema,
    policy: open,
  }),
  enroll: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/second-step/enroll',
    summary: '管理后台：开始设置验证器（密钥只显示这一次）',
    data: z.object({ secret: z.string(), uri: z.string(), qr: z.string() }),
    policy: { ...open, rateLimit: 'write' },
  }),
  confirm: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/second-step/confirm',
    summary: '管理后台：用验证器上的验证码完成设置',
    body: codeBody,
    data: secondStepStatusSchema,
    policy: { ...open, rateLimit: 'signIn' },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/second-step/verify',
    summary: '管理后台：本次登录的两步验证',
    body: codeBody,
    data: secondStepStatusSchema,
    policy: { ...open, rateLimit: 'signIn' },
  }),
  disable: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/second-step/disable',
    summary: '管理后台：关闭两步验证（单位要求时不可关闭）',
    body: codeBody,
    data: secondStepStatusSchema,
    policy: { caller: 'admin', permission: 'console', rateLimit: 'signIn' },
  }),
};
