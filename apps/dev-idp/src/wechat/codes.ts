import { randomBytes } from 'node:crypto';
import type { WechatPerson } from './accounts';

/** WeChat's web-authorisation codes live five minutes and can be used once. */
export const CODE_SECONDS = 300;
export const ACCESS_TOKEN_SECONDS = 7200;
const EXECUTION_SECONDS = 600;

interface Code {
  appId: string;
  person: WechatPerson;
  scope: string;
  expiresAt: number;
}

/** WeChat's error codes for a code exchange (errcode): unknown, already used, wrong AppSecret, wrong AppID. */
export const WECHAT_ERRORS = {
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  codeUsed: { errcode: 40163, errmsg: 'code been used' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidToken: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
} as const;

/** Codes, access tokens and consent-form values in memory (the dev IdP is one process); `now` for tests. */
export function wechatCodeStore(now: () => number = Date.now) {
  const codes = new Map<string, Code>();
  const used = new Set<string>();
  const tokens = new Map<string, { appId: string; person: WechatPerson; expiresAt: number }>();
  const executions = new Map<string, number>();
  const random = (bytes: number) => randomBytes(bytes).toString('hex');
  return {
    newExecution(): string {
      const value = random(16);
      executions.set(value, now() + EXECUTION_SECONDS * 1000);
      return value;
    },
    useExecution(value: string): boolean {
      const expiresAt = executions.get(value);
      executions.delete(value);
      return expiresAt !== undefined && expiresAt > now();
    },
    issue(appId: string, person: WechatPerson, scope: string): string {
      const code = random(16);
      codes.set(code, { appId, person, scope, expiresAt: now() + CODE_SECONDS * 1000 });
      return code;
    },
    /** Uses a code up, whatever comes of it: a second exchange always fails (40163). */
    redeem(code: string, appId: string) {
      const found = codes.get(code);
      codes.delete(code);
      if (!found) return { error: used.has(code) ? WECHAT_ERRORS.codeUsed : WECHAT_ERRORS.invalidCode } as const;
      used.add(code);
      if (found.expiresAt <= now() || found.appId !== appId) return { error: WECHAT_ERRORS.invalidCode } as const;
      const accessToken = random(24);
      tokens.set(accessToken, {
        appId,
        person: found.person,
        expiresAt: now() + ACCESS_TOKEN_SECONDS * 1000,
      });
      return { accessToken, person: found.person, scope: found.scope } as const;
    },
    personOf(accessToken: string) {
      const found = tokens.get(accessToken);
      return found && found.expiresAt > now() ? found : undefined;
    },
  };
}

export type WechatCodeStore = ReturnType<typeof wechatCodeStore>;
