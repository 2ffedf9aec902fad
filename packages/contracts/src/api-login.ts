import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { NOT_PRINTABLE, printable } from './primitives';
import { sessionIssuedSchema } from './auth';

/** An API code is accepted this long after the trusted app issued it (security.md A8: at most five minutes). */
export const API_CODE_MAX_AGE_SECONDS = 300;

/**
 * API-code login (spec §1 loginType 2, §7 `/pedestal/auth/api/login?code&millis&service`, apiLogin(code, millis,
 * origin, redirect); security.md A8; ADR 041).
 */
export const apiLoginApi = {
  apiLogin: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/api/login',
    policy: { rateLimit: 'signIn' },
    summary:
      '接口登录 apiLogin(code, millis, service)：向本单位的可信应用（服务端到服务端）核验一次有效、5 分钟内签发的登录码，签发新的用户令牌（不重试）',
    query: z.object({
      code: z.string().min(1).max(512).regex(printable, NOT_PRINTABLE),
      /** When the trusted app issued the code, in milliseconds since 1970 (checked for freshness); digits, as it came. */
      millis: z
        .string()
        .max(16)
        .regex(/^\d{1,16}$/, '必须是毫秒时间戳'),
      /** The page the code was issued for: this site's /api-login with its redirect. */
      service: z.string().max(2000).regex(printable, NOT_PRINTABLE),
    }),
    data: sessionIssuedSchema,
    // A code is single-use: nothing to retry.
    noRetry: true,
  }),
};
