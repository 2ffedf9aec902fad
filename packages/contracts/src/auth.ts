import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, intParam, NOT_PRINTABLE, printable, userText } from './primitives';
import { CAPTCHA_LENGTH, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from './constants';

/** Who a session speaks for: GUEST marks a guest (spec §3); the others are signed-in user types. */
export const userTypeSchema = z.enum(['GUEST', 'STUDENT', 'TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN']);
export type UserType = z.infer<typeof userTypeSchema>;

/** The current visitor (spec §3 User); a guest has uid '' and userType GUEST. */
export const userInfoSchema = z.object({
  fid: z.number().int(),
  uid: z.string(),
  userType: userTypeSchema,
  /** The account the user signs in with (学号、工号…); '' for a guest. */
  account: z.string(),
  name: z.string(),
  avatar: z.string(),
  /** When the session started, `YYYY-MM-DD HH:mm` (Asia/Shanghai). */
  loginTime: z.string(),
  /** The password was set by an administrator: the user must change it before anything else (ADR 079). */
  mustChangePassword: z.boolean().optional(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * A freshly issued session: the token itself travels only in the HttpOnly `token` cookie (never in a body, so no
 * script can read it); `tourist` repeats the readable `tourist` cookie, 1 for a guest session and 0 for a user.
 */
export const sessionIssuedSchema = z.object({
  tourist: flag,
  /** The account signed in with a password an administrator set: it must be changed first (ADR 079). */
  mustChangePassword: z.boolean().optional(),
});
export type SessionIssued = z.infer<typeof sessionIssuedSchema>;

/** Host info (spec §3): how this unit signs users in, and its idle limits in minutes (null = spec defaults). */
export const hostInfoSchema = z.object({
  fid: z.number().int(),
  loginType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Where a visitor signs in: the portal login page, or the CAS login URL with its service. */
  loginPath: z.string(),
  localPassportAddress: z.string(),
  /** The name of the unit's OpenID Connect provider ('' when it has none): 「使用{name}登录」 on the login page. */
  oauth2Name: z.string(),
  /** The unit offers 「微信登录」 (its WeChat official account, ADR 042). */
  wechatLogin: z.boolean(),
  /** The unit offers 「通行证登录」 (its passport server vouches for its cookie, ADR 042). */
  passportLogin: z.boolean(),
  onLineMinute: z.number().int().nullable(),
  refreshMinute: z.number().int().nullable(),
});
export type HostInfo = z.infer<typeof hostInfoSchema>;

/** Login redirect config (spec §3): loginRedirectType '1' sends users to redirectNavigation after sign-in. */
export const loginRedirectSchema = z.object({
  loginRedirectType: z.enum(['0', '1']),
  redirectNavigation: z.string(),
});
export type LoginRedirect = z.infer<typeof loginRedirectSchema>;

/** A 图形验证码 to show: its id (sent back with the answer) and the picture as an SVG data URL. */
export const captchaSchema = z.object({ captchaId: z.string(), image: z.string() });
export type Captcha = z.infer<typeof captchaSchema>;

/** A path or URL parameter such as `redirect` or `service`; its safety is checked by the server (A4). */
/**
 * A sign-in with the portal's own account and password: the password login, and the WeChat binding that signs in
 * once. `captchaId` and `captchaCode` only when the last answer said `captchaRequired` (ADR 026).
 */
export const passwordLoginBodySchema = z.object({
  username: userText(USERNAME_MAX_LENGTH, '账号过长').min(1, '请输入账号'),
  password: z.string().min(1, '请输入密码').max(PASSWORD_MAX_LENGTH, '密码过长').regex(printable, NOT_PRINTABLE),
  captchaId: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]*$/, '图形验证码已失效，请换一张')
    .optional(),
  captchaCode: z
    .string()
    .max(CAPTCHA_LENGTH * 2, '图形验证码过长')
    .regex(printable, NOT_PRINTABLE)
    .optional(),
});

const target = z.string().max(2000).regex(printable, NOT_PRINTABLE);

export const authApi = {
  guestLogin: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/guest/login',
    summary: '游客登录：签发游客令牌（设置 token、tourist Cookie）',
    data: sessionIssuedSchema,
  }),
  passwordLogin: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/cx/login',
    policy: { rateLimit: 'signIn', beforePasswordChange: true },
    summary: '账号密码登录：签发新的用户令牌（设置 token、tourist Cookie）',
    body: passwordLoginBodySchema,
    data: sessionIssuedSchema,
  }),
  captcha: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/captcha',
    policy: { rateLimit: 'signIn' },
    summary: '图形验证码：登录尝试过多时需要（一次有效，5 分钟内）',
    data: captchaSchema,
  }),
  userInfo: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/userInfo',
    summary: '当前用户信息（不缓存）',
    data: userInfoSchema,
  }),
  loginRedirectType: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/getLoginRedirectType',
    summary: '登录后跳转配置',
    data: loginRedirectSchema,
  }),
  hostInfo: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/getHostInfo',
    summary: '站点登录信息 getHostInfo(origin, redirect)',
    query: z.object({ origin: target.optional(), redirect: target.optional() }),
    data: hostInfoSchema,
  }),
  passportLoginAddress: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/getPassportLoginAddress',
    summary: '通行证 Cookie 地址转换 getPassportLoginAddress(url)；未配置通行证的站点原样返回',
    query: z.object({ url: target }),
    data: z.object({ url: z.string() }),
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/logout',
    policy: { beforePasswordChange: true },
    summary: '退出登录：注销会话、改发游客令牌，返回下一步要去的地址',
    query: z.object({ service: target.optional(), terminalType: intParam(1, 2).optional() }),
    data: z.object({ url: z.string() }),
  }),
};
