import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  apiLoginApi,
  authApi,
  passportLoginApi,
  qrLoginApi,
  ssoApi,
  wechatLoginApi,
  type Endpoint,
} from '@yizhan/contracts';
import { signInMethods } from './app';
import { auditLog } from './modules/audit/audit.table';
import { loginThrottle } from './modules/auth/auth.table';
import { lastAuditId, requestIdsSince } from './test/audit-entries';
import { useTestApp } from './test/test-app';

const t = useTestApp();

/** One attempt a method's verification turns down without asking anyone outside (no identity provider runs here). */
interface Refused {
  host: string;
  fid: number;
  endpoint: Pick<Endpoint, 'method' | 'path'>;
  query?: Record<string, string>;
  body?: Record<string, string>;
  cookie?: string;
  reason: string;
}

/** For every registered method, a refused attempt; a method registered without one here fails the first test. */
const refusals: Record<string, Refused> = {
  password: {
    host: 'localhost',
    fid: 100001,
    endpoint: authApi.passwordLogin,
    body: { username: '2023001', password: 'not-the-password' },
    reason: 'bad-password',
  },
  cas: {
    host: 'gov.localhost',
    fid: 200001,
    endpoint: ssoApi.casLogin,
    query: { ticket: 'not-a-ticket', service: '/cas-login?redirect=%2F' },
    reason: 'bad-ticket-syntax',
  },
  oauth2: {
    host: 'localhost',
    fid: 100001,
    endpoint: ssoApi.oauth2Login,
    query: { code: 'some-code', state: 'a-state-nobody-issued' },
    reason: 'oidc-state',
  },
  passport: {
    host: '39374.localhost',
    fid: 39374,
    endpoint: passportLoginApi.passportLogin,
    query: { service: '/' },
    cookie: `YZ_PASSPORT=${'x'.repeat(5000)}`,
    reason: 'passport-bad-cookie',
  },
  'api-code': {
    host: 'district.localhost',
    fid: 200002,
    endpoint: apiLoginApi.apiLogin,
    query: { code: 'short', millis: String(Date.now()), service: '/api-login?redirect=%2F' },
    reason: 'bad-code-syntax',
  },
  qrcode: {
    host: 'localhost',
    fid: 100001,
    endpoint: qrLoginApi.login,
    body: { qrId: 'A'.repeat(43) },
    reason: 'qr-unknown',
  },
  wechat: {
    host: '331906.localhost',
    fid: 331906,
    endpoint: wechatLoginApi.login,
    query: { code: 'some-code', state: 'a-state-nobody-issued' },
    reason: 'wechat-state',
  },
};

const addresses = Object.keys(refusals).map((_, index) => `10.61.0.${index + 1}`);

describe('every sign-in method goes through the one sign-in path (security.md A2, A3; ADR 061)', () => {
  it('each registered method has a refused attempt here', () => {
    expect(Object.keys(refusals).sort()).toEqual(signInMethods.map((method) => method.name).sort());
  });

  it.each(Object.entries(refusals).map(([method, refused], index) => ({ method, refused, ip: addresses[index]! })))(
    '$method: a refused verification is audited with its method and reason and costs the address',
    async ({ method, refused, ip }) => {
      const { host, fid, endpoint, query, body, cookie, reason } = refused;
      const before = await lastAuditId(t.database.db);
      const response = await t.app.inject({
        method: endpoint.method,
        url: query ? `${endpoint.path}?${new URLSearchParams(query)}` : endpoint.path,
        headers: { host, ...(cookie ? { cookie } : {}) },
        remoteAddress: ip,
        ...(body ? { payload: body } : {}),
      });
      expect(response.json(), response.body).toMatchObject({ success: false });
      expect(response.headers['set-cookie'] ?? '').not.toMatch(/(^|,\s*)token=/);

      const [requestId, ...others] = await requestIdsSince(t.database.db, fid, before);
      expect(others).toEqual([]);
      const entries = await t.database.db
        .select({ event: auditLog.event, outcome: auditLog.outcome, method: auditLog.method, reason: auditLog.reason })
        .from(auditLog)
        .where(and(eq(auditLog.requestId, requestId!), eq(auditLog.fid, fid)));
      expect(entries).toEqual([{ event: 'login_failure', outcome: 'failure', method, reason }]);

      const [counter] = await t.database.db
        .select({ failures: loginThrottle.failures })
        .from(loginThrottle)
        .where(eq(loginThrottle.key, `ip:${fid}:${ip}`));
      expect(counter?.failures).toBe(1);
    },
  );
});
