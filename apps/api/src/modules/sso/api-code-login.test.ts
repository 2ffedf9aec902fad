import type { AddressInfo } from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiLoginApi, authApi, CODE } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { tokenOf, useTestApp } from '../../test/test-app';
import { auditEntriesOf, lastAuditId, requestIdsSince } from '../../test/audit-entries';
import { units } from '../units/units.table';
import { apiLoginCodes, apiLoginSettings } from './api-code.table';

const t = useTestApp();
const DISTRICT = 'district.localhost';
const DISTRICT_FID = 200002;
const PASSWORD = 'Yizhan@2026';
/** The service of a sign-in that returns to /service-hall (inject has no socket port, so no port: A5). */
const SERVICE = 'http://district.localhost/api-login?redirect=%2Fservice-hall';
const SERVICE_PATH = '/api-login?redirect=%2Fservice-hall';

let idp: FastifyInstance;
let idpOrigin = '';
/** How far the dev IdP's clock is moved (a code issued "earlier"). */
let idpClockShift = 0;
/** A port nothing listens on: the trusted app is down. */
let deadOrigin = '';

let nextIp = 0;
const ip = () => `10.42.${Math.floor(nextIp / 200)}.${(nextIp++ % 200) + 1}`;

const pointDistrictAt = async (verifyUrl: string, clientSecret = 'yizhan-api-secret') => {
  await t.database.db
    .update(apiLoginSettings)
    .set({ verifyUrl, clientSecret })
    .where(eq(apiLoginSettings.fid, DISTRICT_FID));
  await t.database.db
    .update(units)
    .set({ loginPath: `${idpOrigin}/api-code/login` })
    .where(eq(units.fid, DISTRICT_FID));
  t.app.cache.clear();
};

beforeAll(async () => {
  idp = await buildIdp({ now: () => Date.now() + idpClockShift });
  idpOrigin = (await idp.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  deadOrigin = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
  await new Promise((resolve) => closed.close(resolve));
});
afterAll(() => idp.close());
beforeEach(async () => {
  idpClockShift = 0;
  await pointDistrictAt(`${idpOrigin}/api-code/verify`);
});

/** Signs in at the dev IdP's trusted app for `service`; answers the code and millis it sent the browser back with. */
async function idpCode(username = 'citizen', service = SERVICE) {
  const form = await idp.inject({ url: `/api-code/login?service=${encodeURIComponent(service)}` });
  const value = /name="form" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const response = await idp.inject({
    method: 'POST',
    url: '/api-code/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: PASSWORD, service, form: value }).toString(),
  });
  expect(response.statusCode, response.body).toBe(302);
  const back = new URL(response.headers.location as string);
  return { code: back.searchParams.get('code')!, millis: back.searchParams.get('millis')! };
}

const apiLogin = (code: string, millis: string, service = SERVICE_PATH, host = DISTRICT) =>
  t.app.inject({
    method: 'GET',
    url: `${apiLoginApi.apiLogin.path}?${new URLSearchParams({ code, millis, service })}`,
    headers: { host },
    remoteAddress: ip(),
  });

const userInfo = async (token: string) =>
  (await t.app.inject({ url: authApi.userInfo.path, headers: { host: DISTRICT, cookie: `token=${token}` } })).json();

const requestIdOf = (since: number) => requestIdsSince(t.database.db, DISTRICT_FID, since);
const failureReasons = async (since: number) => {
  const [requestId] = await requestIdOf(since);
  return auditEntriesOf(t.database.db, requestId!);
};

describe('API-code sign-in through the dev IdP (spec §7 apiLogin, A8, issue 14)', () => {
  it('A3, A8: a fresh code, verified server-to-server, signs the person in as the portal user of the same account', async () => {
    const { code, millis } = await idpCode();
    const response = await apiLogin(code, millis);
    expect(response.json()).toMatchObject({ success: true, data: { tourist: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(response.json())).not.toContain(code);
    expect((await userInfo(tokenOf(response))).data).toMatchObject({ name: '张市民', userType: 'CITIZEN' });
    // Only a hash of the code is kept.
    const rows = await t.database.db.select().from(apiLoginCodes);
    expect(rows.some((row) => row.codeHash === code)).toBe(false);
    expect(rows.length).toBeGreaterThan(0);
  });

  it('A3: writes exactly the audit events of a password sign-in', async () => {
    const before = await lastAuditId(t.database.db);
    const password = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: DISTRICT },
      remoteAddress: ip(),
      payload: { username: 'citizen', password: PASSWORD },
    });
    expect(password.json().success).toBe(true);
    const { code, millis } = await idpCode();
    expect((await apiLogin(code, millis)).json().success).toBe(true);
    const [passwordRequest, apiRequest] = await requestIdOf(before);
    const passwordEvents = await auditEntriesOf(t.database.db, passwordRequest!);
    const apiEvents = await auditEntriesOf(t.database.db, apiRequest!);
    expect(apiEvents.map(({ method: _method, ...rest }) => rest)).toEqual(
      passwordEvents.map(({ method: _method, ...rest }) => rest),
    );
    expect(apiEvents).toEqual([expect.objectContaining({ event: 'login', outcome: 'success', method: 'api-code' })]);
  });

  it('A8: a code is single-use — presented again it fails, and the failure is audited', async () => {
    const { code, millis } = await idpCode();
    expect((await apiLogin(code, millis)).json().success).toBe(true);
    const before = await lastAuditId(t.database.db);
    const replay = await apiLogin(code, millis);
    expect(replay.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    expect(replay.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect(await failureReasons(before)).toEqual([
      expect.objectContaining({ event: 'login_failure', outcome: 'failure', method: 'api-code' }),
    ]);
  });

  it('A8: the portal refuses a code it was shown before even when a forgetful trusted app would vouch again', async () => {
    let asked = 0;
    const forgetful = http.createServer((_request, response) => {
      asked += 1;
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ user: 'citizen', attributes: { name: '张市民' } }));
    });
    await new Promise<void>((resolve) => forgetful.listen(0, '127.0.0.1', resolve));
    try {
      await pointDistrictAt(`http://127.0.0.1:${(forgetful.address() as AddressInfo).port}/verify`);
      const code = 'forgetful-app-code-0123456789';
      const millis = String(Date.now());
      expect((await apiLogin(code, millis)).json().success).toBe(true);
      expect((await apiLogin(code, millis)).json()).toMatchObject({ success: false, code: CODE.ssoFailed });
      expect(asked).toBe(1);
    } finally {
      await new Promise((resolve) => forgetful.close(resolve));
    }
  });

  it('A8: a code older than five minutes is refused before the trusted app is asked', async () => {
    idpClockShift = -(5 * 60 + 5) * 1000;
    const { code, millis } = await idpCode();
    idpClockShift = 0;
    const late = await apiLogin(code, millis);
    expect(late.json()).toMatchObject({ success: false, code: CODE.ssoFailed, msg: '登录码已过期，请重新登录' });
    // millis from the future, past the clock skew allowed, is refused too.
    const fresh = await idpCode();
    const ahead = await apiLogin(fresh.code, String(Date.now() + 10 * 60_000));
    expect(ahead.json()).toMatchObject({ success: false, msg: '登录码已过期，请重新登录' });
  });

  it('A8: a code the trusted app let expire, or one given other millis, is refused by it', async () => {
    idpClockShift = -70_000;
    const expired = await idpCode();
    idpClockShift = 0;
    expect((await apiLogin(expired.code, expired.millis)).json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
    });
    const other = await idpCode();
    const forged = await apiLogin(other.code, String(Number(other.millis) - 1));
    expect(forged.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
  });

  it('A5, A8: a code issued for another page of the portal, or a service on another site, fails', async () => {
    const { code, millis } = await idpCode('citizen', 'http://district.localhost/api-login?redirect=%2Fnews');
    expect((await apiLogin(code, millis)).json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    const next = await idpCode();
    const foreign = await apiLogin(next.code, next.millis, 'https://evil.example/api-login?redirect=%2F');
    expect(foreign.json()).toMatchObject({ success: false, msg: '登录返回地址不属于本站，请从本站重新登录' });
  });

  it('F2: a trusted app that is down, or refuses our credentials, fails closed with its own message', async () => {
    await pointDistrictAt(`${deadOrigin}/api-code/verify`);
    let { code, millis } = await idpCode();
    expect((await apiLogin(code, millis)).json()).toMatchObject({
      success: false,
      code: CODE.ssoUnavailable,
      msg: '接口登录服务暂时无法访问，登录未完成，请稍后再试',
    });
    await pointDistrictAt(`${idpOrigin}/api-code/verify`, 'wrong-secret');
    ({ code, millis } = await idpCode());
    const refused = await apiLogin(code, millis);
    expect(refused.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    expect(refused.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  it('only a loginType 2 unit signs in by API code; bad codes never reach the trusted app', async () => {
    const { code, millis } = await idpCode();
    const elsewhere = await apiLogin(code, millis, '/api-login?redirect=%2F', 'gov.localhost');
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().msg).toBe('本站未启用接口登录');
    const malformed = await apiLogin('short', millis);
    expect(malformed.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    const missing = await t.app.inject({ url: `${apiLoginApi.apiLogin.path}?code=x`, headers: { host: DISTRICT } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('签发时间');
  });

  it('logout sends the browser through the trusted app’s logout back to /api-login (apiLogout)', async () => {
    const { code, millis } = await idpCode();
    const token = tokenOf(await apiLogin(code, millis));
    const response = await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?service=%2Fservice-hall`,
      headers: { host: DISTRICT, cookie: `token=${token}` },
    });
    const url = new URL(response.json().data.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${idpOrigin}/api-code/logout`);
    expect(url.searchParams.get('service')).toBe(SERVICE);
  });
});
