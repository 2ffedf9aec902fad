import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { userText } from './primitives';

// 登录设置 of the console (issue 37 item 2): how a unit's people sign in — built-in, CAS or API code — and the
// OpenID Connect, WeChat and passport ways beside it. Secrets are write-only: the console is told whether one is set,
// never what it is, and an empty secret in a save keeps the stored one.

const ADDRESS = '应以 http:// 或 https:// 开头的完整地址';

/** An http(s) address, or '' for none. */
const address = (what: string) =>
  userText(500, `${what}过长`).refine((value) => value === '' || /^https?:\/\/[^\s/?#]+/i.test(value), {
    message: `${what}${ADDRESS}`,
  });

const secret = (what: string) => userText(200, `${what}过长`);

const minutes = (what: string) =>
  z
    .number({ error: `${what}应为整数分钟` })
    .int(`${what}应为整数分钟`)
    .min(5, `${what}不能少于 5 分钟`)
    .max(43_200, `${what}不能超过 30 天`)
    .nullable();

export const signInUserTypes = ['STUDENT', 'TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN'] as const;

const apiLoginSchema = z.object({
  verifyUrl: address('核验地址').min(1, '请填写核验地址'),
  clientId: userText(100, '应用标识过长').min(1, '请填写应用标识'),
  clientSecret: secret('应用密钥'),
  /** Read only: whether a secret is stored. */
  secretSet: z.boolean(),
});

const oidcSchema = z.object({
  name: userText(20, '按钮名称不能超过 20 个字').min(1, '请填写按钮名称'),
  issuer: address('签发方地址').min(1, '请填写签发方地址'),
  clientId: userText(200, '客户端标识过长').min(1, '请填写客户端标识'),
  clientSecret: secret('客户端密钥'),
  secretSet: z.boolean(),
  scopes: userText(200, '授权范围过长'),
  usernameClaim: userText(50, '账号字段过长').min(1, '请填写账号字段'),
  nameClaim: userText(50, '姓名字段过长').min(1, '请填写姓名字段'),
  userTypeClaim: userText(50, '用户类型字段过长'),
});

const wechatSchema = z.object({
  appId: userText(64, '公众号 AppID 过长').min(1, '请填写公众号 AppID'),
  secret: secret('公众号 AppSecret'),
  secretSet: z.boolean(),
  scope: z.enum(['snsapi_userinfo', 'snsapi_base'], { error: '请选择授权方式' }),
  authorizeOrigin: address('授权页地址').min(1, '请填写授权页地址'),
  apiOrigin: address('接口地址').min(1, '请填写接口地址'),
});

const passportSchema = z.object({
  loginUrl: address('通行证登录地址'),
  cookieName: userText(64, 'Cookie 名称过长'),
  validateUrl: address('Cookie 核验地址'),
  /** Service addresses go through the passport's address conversion (spec §7). */
  urlConversion: z.boolean(),
});

const signInFields = z.object({
  /** 0 账号密码, 1 统一身份认证 (CAS), 2 第三方应用登录 (API code). */
  loginType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '请选择登录方式' }),
  /** The CAS server's or the trusted app's login address. */
  loginPath: address('登录地址'),
  defaultUserType: z.enum(signInUserTypes, { error: '请选择默认用户类型' }),
  /** 等保 mode: a new password needs three of the four character classes. */
  strongPasswords: z.boolean(),
  onlineMinutes: minutes('登录有效期'),
  refreshMinutes: minutes('免登录续期'),
  apiLogin: apiLoginSchema.nullable(),
  oidc: oidcSchema.nullable(),
  wechat: wechatSchema.nullable(),
  passport: passportSchema,
  version: versionField,
});

/** The rules between fields: what each way of signing in needs. */
export const signInSettingsSchema = signInFields.superRefine((settings, context) => {
  if (settings.loginType !== 0 && settings.loginPath === '') {
    context.addIssue({ code: 'custom', path: ['loginPath'], message: '统一身份认证和第三方应用登录须填写登录地址' });
  }
  if (settings.loginType === 2 && !settings.apiLogin) {
    context.addIssue({ code: 'custom', path: ['apiLogin'], message: '第三方应用登录须填写核验地址、应用标识和密钥' });
  }
  if (settings.passport.cookieName !== '' && settings.passport.validateUrl === '') {
    context.addIssue({ code: 'custom', path: ['passport'], message: '填写 Cookie 名称时须填写 Cookie 核验地址' });
  }
});
export type SignInSettings = z.infer<typeof signInFields>;

export const adminSignInApi = {
  signIn: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/sign-in',
    summary: '管理后台：登录设置（密钥只说明是否已设置）',
    data: signInFields,
    policy: { caller: 'admin', permission: 'site' },
  }),
  saveSignIn: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/sign-in',
    summary: '管理后台：保存登录设置（密钥留空则不变）',
    body: signInSettingsSchema,
    data: signInFields,
    policy: { caller: 'admin', permission: 'site' },
  }),
};
