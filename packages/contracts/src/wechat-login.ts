import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { NOT_PRINTABLE, printable } from './primitives';
import { passwordLoginBodySchema, sessionIssuedSchema } from './auth';

/** A URL or path parameter; the server checks it belongs to the unit (A4). */
const target = z.string().max(2000).regex(printable, NOT_PRINTABLE);

/**
 * What a WeChat sign-in came to: `signed-in` (a new session; go to `redirect`), or `bind` — the WeChat identity is
 * verified but no portal user is linked to it yet, so the bind page asks for the portal password once.
 */
export const wechatOutcomeSchema = z.object({
  outcome: z.enum(['signed-in', 'bind']),
  redirect: z.string(),
});
export type WechatOutcome = z.infer<typeof wechatOutcomeSchema>;

/**
 * WeChat web authorisation (spec §7 `/pedestal/auth/wechat/authorize?service`, `/pedestal/auth/wechat/login`,
 * getWechatAuthorize, wechatLogin; security.md A6; ADR 042): a one-time `state` bound to the browser, the code
 * exchanged on the server only, identities keyed by (appid, openid). The browser never carries an openid: the spec's
 * wechatLogin(appid, openid, state) becomes (code, state), the openid learnt server-to-server.
 */
export const wechatLoginApi = {
  authorize: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/wechat/authorize',
    policy: { rateLimit: 'signIn' },
    summary:
      '微信网页授权地址 getWechatAuthorize(service)：service 为本站 /wechat-login 回调（带 redirect），返回带 appid 与一次性 state 的授权地址',
    query: z.object({ service: target }),
    data: z.object({ url: z.string() }),
  }),
  login: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/wechat/login',
    policy: { rateLimit: 'signIn' },
    summary:
      '微信授权登录 wechatLogin(code, state)：state 一次有效且绑定本浏览器，服务端以 code 换取 openid；已绑定则签发新的用户令牌，未绑定则进入绑定（不重试）',
    query: z.object({
      code: z.string().min(1).max(512).regex(printable, NOT_PRINTABLE),
      state: z.string().min(1).max(256).regex(printable, NOT_PRINTABLE),
    }),
    data: wechatOutcomeSchema,
  }),
  pendingBind: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/wechat/bind',
    summary: '待绑定的微信身份（本浏览器刚完成授权、尚未绑定本站账号）：微信昵称与登录后去向',
    data: z.object({ nickname: z.string(), redirect: z.string() }),
  }),
  bind: defineEndpoint({
    method: 'POST',
    path: '/pedestal/auth/wechat/bind',
    policy: { rateLimit: 'signIn' },
    summary: '绑定微信：以本站账号密码登录一次（同密码登录的限流与审计），并把本浏览器待绑定的微信身份关联到该账号',
    body: passwordLoginBodySchema,
    data: z.object({ tourist: sessionIssuedSchema.shape.tourist, redirect: z.string() }),
  }),
};
