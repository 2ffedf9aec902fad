import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { intParam, NOT_PRINTABLE, printable } from './primitives';

/** The passport login page's variants (spec §7): account and password, scanning a QR code, or a code by SMS. */
export const PASSPORT_LOGIN_MODES = ['account', 'qr', 'code'] as const;
export type PassportLoginMode = (typeof PASSPORT_LOGIN_MODES)[number];

/**
 * What the passport cookie came to: `signed-in` (a new session for the person it names), `kept` (the session is that
 * person's already), both going on to `url`; or `login` — no passport cookie was presented, so `url` is the unit's
 * passport login (with fid and refer back to /passport-cookie-login).
 */
export const passportOutcomeSchema = z.object({
  outcome: z.enum(['signed-in', 'kept', 'login']),
  url: z.string(),
});
export type PassportOutcome = z.infer<typeof passportOutcomeSchema>;

/**
 * Passport-cookie login (spec §2 /passport-cookie-login, §7 `/pedestal/auth/passport/login?service`,
 * passportCookieLogin; ADR 042): the cookie the unit's passport server set on the unit's parent domain is presented
 * to that server, server-to-server; only its answer signs anyone in, through the same session, audit and address
 * throttle as every other sign-in (A3).
 */
export const passportLoginApi = {
  passportLogin: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/passport/login',
    policy: { rateLimit: 'signIn' },
    summary:
      '通行证 Cookie 登录 passportCookieLogin(service)：向本单位通行证服务器（服务端到服务端）校验通行证 Cookie，签发新的用户令牌；无 Cookie 时给出通行证登录地址（不重试）',
    query: z.object({
      /** Where to go afterwards: a path on this site or an address of the unit's registered systems. */
      service: z.string().max(2000).regex(printable, NOT_PRINTABLE),
      /** 1 when the browser is back from the passport login: no cookie now is a failure, not another trip. */
      returned: intParam(0, 1).optional(),
      mode: z.enum(PASSPORT_LOGIN_MODES).optional(),
    }),
    data: passportOutcomeSchema,
  }),
};
