import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { PASSWORD_MAX_LENGTH } from './constants';
import { NOT_PRINTABLE, printable } from './primitives';

/** A password field of a form: any printable text the contract allows; the unit's policy is the server's to apply. */
export const passwordField = (empty: string) =>
  z.string().min(1, empty).max(PASSWORD_MAX_LENGTH, '密码过长').regex(printable, NOT_PRINTABLE);

export const passwordChangeBodySchema = z
  .object({
    oldPassword: passwordField('请输入原密码'),
    newPassword: passwordField('请输入新密码'),
    confirmPassword: passwordField('请再次输入新密码'),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: '两次输入的新密码不一致',
    path: ['confirmPassword'],
  });

/** 修改密码 in the personal center on both sites (ADR 079). */
export const passwordApi = {
  rules: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/password/rules',
    summary: '本单位的密码要求（修改密码页显示）',
    data: z.object({ rules: z.array(z.string()) }),
    policy: { caller: 'user', beforePasswordChange: true },
  }),
  change: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/password',
    summary: '修改密码：核对原密码，按本单位的密码要求设置新密码；账号的其他登录随即失效，当前登录保留',
    body: passwordChangeBodySchema,
    data: z.object({ signedOut: z.number().int() }),
    // It checks a password: counted as a sign-in, so nobody can guess the old one through it.
    policy: { caller: 'user', rateLimit: 'signIn', beforePasswordChange: true },
  }),
};

/** The answer to any other call while a password set by an administrator awaits its change (ADR 079). */
export const PASSWORD_CHANGE_REQUIRED = '您的密码由管理员设置，请先修改密码再继续使用';
