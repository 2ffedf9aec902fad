import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { intParam, NOT_PRINTABLE, printable } from './primitives';
import { sessionIssuedSchema } from './auth';

/** A URL or path parameter (`redirect`, `service`); the server checks it belongs to the unit (A4, A5). */
const target = z.string().max(2000).regex(printable, NOT_PRINTABLE);

/**
 * A CAS service ticket as it arrives in the URL. Its syntax is checked by the server before any network call (A5),
 * with a message of its own, so the contract only bounds its length.
 */
const ticket = z.string().max(512).regex(printable, NOT_PRINTABLE);

/**
 * Single sign-on calls (spec §7 Auth; issue 14; ADR 034). Every method ends in the same session type, audit and
 * throttling as the password sign-in (A3).
 */
export const ssoApi = {
  authLogin: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/authLogin',
    policy: { rateLimit: 'signIn' },
    summary: '按本单位登录方式（loginType）给出登录地址 authLogin：内置登录页、CAS 登录（带 service）或接口登录',
    query: z.object({
      redirect: target.optional(),
      terminalType: intParam(1, 2).optional(),
      /** `oauth2`: the unit's OpenID Connect provider instead of its loginType's method. */
      method: z.enum(['oauth2']).optional(),
    }),
    data: z.object({ url: z.string() }),
  }),
  oauth2Login: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/oauth2/login',
    policy: { rateLimit: 'signIn' },
    summary:
      'OAuth2 / OpenID Connect 登录：以授权码（PKCE）换取并校验 ID 令牌，state 一次有效且绑定本浏览器，签发新的用户令牌（不重试）',
    query: z.object({
      code: z.string().min(1).max(2048).regex(printable, NOT_PRINTABLE),
      state: z.string().min(1).max(256).regex(printable, NOT_PRINTABLE),
      /** The issuer the provider names in its answer (RFC 9207), checked when present. */
      iss: target.optional(),
    }),
    data: z.object({ tourist: sessionIssuedSchema.shape.tourist, redirect: z.string() }),
  }),
  casLogin: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/cas/login',
    policy: { rateLimit: 'signIn' },
    summary:
      'CAS 票据登录 casLogin(ticket, service)：向本单位 CAS 服务器校验票据（/p3/serviceValidate），签发新的用户令牌（不重试）',
    query: z.object({ ticket, service: target }),
    data: sessionIssuedSchema,
  }),
  verifyDomain: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/verifyDomain',
    summary: '校验 service 地址是否属于本单位（本站或本单位已登记的系统）',
    query: z.object({ service: target }),
    data: z.object({ valid: z.boolean() }),
  }),
};
