import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authApi, CODE, ssoApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../units/units.table';
import { users } from '../users/users.table';
import { tokenOf, useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { auditEntriesOf, lastAuditId, requestIdsSince } from '../../test/audit-entries';
import { CAS_MAX_BYTES } from './cas.client';
import { casTickets } from './sso.table';

const t = useTestApp();
const kit = serviceHallKit(t);
const GOV = 'gov.localhost';
const GOV_FID = 200001;
const PASSWORD = 'Yizhan@2026';
/** The service of a sign-in that returns to /service-hall (inject has no socket port, so no port: A5). */
const SERVICE = 'http://gov.localhost/cas-login?redirect=%2Fservice-hall';
const SERVICE_PATH = '/cas-login?redirect=%2Fservice-hall';

let idp: FastifyInstance;
let idpOrigin = '';
/** Single-logout POSTs of the dev IdP are delivered to the portal under test. */
const sendLogout = async (service: string, logoutRequest: string) => {
  const url = new URL(service);
  return t.app.inject({
    method: 'POST',
    url: `${url.pathname}${url.search}`,
    headers: { host: url.host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ logoutRequest }).toString(),
  });
};

/** A stand-in CAS server whose answer each test chooses (DOCTYPE, 1 MB, slow…); counts what it was asked. */
let stub: http.Server;
let stubOrigin = '';
let stubHits = 0;
let stubAnswer: (response: http.ServerResponse) => void = (response) => response.end();

let nextIp = 0;
const ip = () => `10.14.${Math.floor(nextIp / 200)}.${(nextIp++ % 200) + 1}`;

const pointGovAt = async (casLogin: string) => {
  await t.database.db.update(units).set({ loginPath: casLogin }).where(eq(units.fid, GOV_FID));
  t.app.cache.clear();
};

beforeAll(async () => {
  idp = await buildIdp({ sendLogout });
  idpOrigin = (await idp.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
  stub = http.createServer((_request, response) => {
    stubHits += 1;
    stubAnswer(response);
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  stubOrigin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await idp.close();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});
beforeEach(async () => {
  stubHits = 0;
  await pointGovAt(`${idpOrigin}/cas/login`);
});

/** Signs in at the dev IdP for `service`; answers the ticket and the IdP's ticket-granting cookie. */
async function idpTicket(username = 'citizen', service = SERVICE) {
  const form = await idp.inject({ url: `/cas/login?service=${encodeURIComponent(service)}` });
  const execution = /name="execution" value="([^"]+)"/.exec(form.body)?.[1] ?? '';
  const response = await idp.inject({
    method: 'POST',
    url: '/cas/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ username, password: PASSWORD, service, execution }).toString(),
  });
  expect(response.statusCode, response.body).toBe(302);
  const ticket = new URL(response.headers.location as string).searchParams.get('ticket')!;
  return { ticket, tgc: (response.headers['set-cookie'] as string).split(';')[0]! };
}

const casLogin = (ticket: string, service = SERVICE_PATH, host = GOV) =>
  t.app.inject({
    method: 'GET',
    url: `${ssoApi.casLogin.path}?${new URLSearchParams({ ticket, service })}`,
    headers: { host },
    remoteAddress: ip(),
  });

const userInfo = async (token: string) => (await kit.get(authApi.userInfo.path, token, GOV)).body;

const auditOf = (requestId: string) => auditEntriesOf(t.database.db, requestId);
const requestIdOf = (since: number) => requestIdsSince(t.database.db, GOV_FID, since);

describe('CAS sign-in through the dev IdP (spec §7 casLogin, issue 14)', () => {
  it('A3, A5: a valid ticket signs the CAS user in as the portal user of the same account, with a new session', async () => {
    const { ticket } = await idpTicket();
    const response = await casLogin(ticket);
    expect(response.json()).toMatchObject({ success: true, data: { tourist: 0 } });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(JSON.stringify(response.json())).not.toContain(ticket);
    const token = tokenOf(response);
    expect(await userInfo(token)).toMatchObject({ success: true, data: { name: '张市民', userType: 'CITIZEN' } });
  });

  it('A3: writes exactly the audit events of a password sign-in', async () => {
    const before = await lastAuditId(t.database.db);
    const password = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: GOV },
      remoteAddress: ip(),
      payload: { username: 'citizen', password: PASSWORD },
    });
    expect(password.json().success).toBe(true);
    const cas = await casLogin((await idpTicket()).ticket);
    expect(cas.json().success).toBe(true);
    const [passwordRequest, casRequest] = await requestIdOf(before);
    const passwordEvents = await auditOf(passwordRequest!);
    const casEvents = await auditOf(casRequest!);
    expect(passwordEvents.map(({ method: _method, ...rest }) => rest)).toEqual(
      casEvents.map(({ method: _method, ...rest }) => rest),
    );
    expect(casEvents).toEqual([expect.objectContaining({ event: 'login', outcome: 'success', method: 'cas' })]);
  });

  it('A5: a replayed ticket fails, and the failure is audited', async () => {
    const { ticket } = await idpTicket();
    expect((await casLogin(ticket)).json().success).toBe(true);
    const before = await lastAuditId(t.database.db);
    const replay = await casLogin(ticket);
    expect(replay.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    expect(replay.json().msg).toBe('统一身份认证票据无效、已使用或已过期，请重新登录');
    expect(replay.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    const [requestId] = await requestIdOf(before);
    expect(await auditOf(requestId!)).toEqual([
      expect.objectContaining({ event: 'login_failure', outcome: 'failure', method: 'cas' }),
    ]);
    // The CAS server refuses it too: the ticket was used up by the first validation.
    await t.database.db.delete(casTickets);
    expect((await casLogin(ticket)).json()).toMatchObject({ success: false, code: CODE.ssoFailed });
  });

  it('A5: a ticket issued for another service fails (the CAS server says INVALID_SERVICE)', async () => {
    const { ticket } = await idpTicket('citizen', 'http://gov.localhost/cas-login?redirect=%2Fnews');
    const response = await casLogin(ticket, SERVICE_PATH);
    expect(response.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
  });

  it('A5: a service off the unit’s origin or page is refused before the CAS server is asked', async () => {
    await pointGovAt(`${stubOrigin}/cas/login`);
    for (const service of [
      'https://evil.example/cas-login?redirect=%2F',
      '/login?redirect=%2F',
      '//evil.example/cas-login',
    ]) {
      const response = await casLogin('ST-1-abc', service);
      expect(response.json(), service).toMatchObject({ success: false, code: CODE.ssoFailed });
    }
    expect(stubHits).toBe(0);
  });

  it('A5: tickets are syntax-checked (ST-, [A-Za-z0-9-], ≤256) before any network call', async () => {
    await pointGovAt(`${stubOrigin}/cas/login`);
    for (const ticket of ['abc', 'ST-', 'ST-1_2', 'ST-<x>', 'PT-123', `ST-${'a'.repeat(254)}`]) {
      const response = await casLogin(ticket);
      expect(response.json(), ticket).toMatchObject({ success: false, code: CODE.ssoFailed });
    }
    expect(stubHits).toBe(0);
  });

  it('A5: a CAS answer with a DOCTYPE (entities) is refused, never a soft pass', async () => {
    await pointGovAt(`${stubOrigin}/cas/login`);
    stubAnswer = (response) =>
      response.end(
        '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY u "citizen">]>' +
          '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess>' +
          '<cas:user>&u;</cas:user></cas:authenticationSuccess></cas:serviceResponse>',
      );
    const response = await casLogin('ST-1-doctype');
    expect(stubHits).toBe(1);
    expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    expect(response.json().msg).toContain('应答异常');
    expect(response.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  it('A5: a 1 MB CAS answer is refused, with or without a Content-Length', async () => {
    await pointGovAt(`${stubOrigin}/cas/login`);
    const success =
      '<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>citizen</cas:user>' +
      `<cas:attributes><cas:name>${'张'.repeat(350_000)}</cas:name></cas:attributes>` +
      '</cas:authenticationSuccess></cas:serviceResponse>';
    expect(Buffer.byteLength(success)).toBeGreaterThan(1_000_000);
    for (const chunked of [false, true]) {
      stubAnswer = (response) => {
        if (!chunked) response.setHeader('content-length', Buffer.byteLength(success));
        response.end(success);
      };
      const response = await casLogin(`ST-1-big-${chunked}`);
      expect(response.json(), `chunked: ${chunked}`).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    }
    expect(CAS_MAX_BYTES).toBe(64 * 1024);
  });

  it('A5, F2: a CAS server slower than 5 s fails closed with a Chinese message', async () => {
    await pointGovAt(`${stubOrigin}/cas/login`);
    stubAnswer = (response) => {
      const timer = setTimeout(() => response.end('<late/>'), 8_000);
      response.on('close', () => clearTimeout(timer));
    };
    const started = Date.now();
    const response = await casLogin('ST-1-slow');
    const took = Date.now() - started;
    expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    expect(response.json().msg).toBe('统一身份认证服务响应超时，登录未完成，请稍后再试');
    expect(took).toBeGreaterThanOrEqual(4_900);
    expect(took).toBeLessThan(7_500);
  }, 20_000);

  it('F2: an unreachable CAS server fails closed', async () => {
    await pointGovAt('http://127.0.0.1:9/cas/login');
    const response = await casLogin('ST-1-down');
    expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    expect(response.json().msg).toContain('暂时无法访问');
  });

  it('creates a portal user on first sign-in, with the released name and the unit’s default user type', async () => {
    const first = await casLogin((await idpTicket('qiye01')).ticket);
    expect(first.json().success).toBe(true);
    const [created] = await t.database.db.select().from(users).where(eq(users.username, 'qiye01'));
    expect(created).toMatchObject({ fid: GOV_FID, name: '王经办（示范科技有限公司）', userType: 'CITIZEN' });
    expect(created!.passwordHash).toBe('');
    // The same account next time, not a second one.
    expect((await casLogin((await idpTicket('qiye01')).ticket)).json().success).toBe(true);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'qiye01'))).toHaveLength(1);
    // No password: the built-in form never accepts the account.
    const password = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: GOV },
      remoteAddress: ip(),
      payload: { username: 'qiye01', password: '' },
    });
    expect(password.json().success).toBe(false);
  });

  it('refuses a disabled portal account, audited as the password sign-in does', async () => {
    await casLogin((await idpTicket('lisi')).ticket);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.username, 'lisi'));
    const response = await casLogin((await idpTicket('lisi')).ticket);
    expect(response.json()).toMatchObject({ success: false, msg: '该账号已停用，请联系管理员' });
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.username, 'lisi'));
  });

  it('is refused on a unit that does not sign in by CAS', async () => {
    const response = await casLogin('ST-1-abc', '/cas-login?redirect=%2F', 'localhost');
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toBe('本站未启用统一身份认证（CAS）登录');
  });
});

describe('CAS single logout (casLogout, the CAS server’s logoutRequest)', () => {
  it('ends the portal session the ticket opened when the person logs out at the CAS server', async () => {
    const { ticket, tgc } = await idpTicket();
    const token = tokenOf(await casLogin(ticket));
    expect(await userInfo(token)).toMatchObject({ success: true });
    const before = await lastAuditId(t.database.db);
    const out = await idp.inject({ url: '/cas/logout', headers: { cookie: tgc } });
    expect(out.statusCode).toBe(200);
    expect(await userInfo(token)).toMatchObject({ success: false, code: 401 });
    const [requestId] = await requestIdOf(before);
    expect(await auditOf(requestId!)).toEqual([
      expect.objectContaining({ event: 'logout', outcome: 'success', method: 'cas-slo' }),
    ]);
  });

  it('changes nothing for an unknown ticket, and refuses a logoutRequest with a DOCTYPE', async () => {
    const token = tokenOf(await casLogin((await idpTicket()).ticket));
    const post = (logoutRequest: string) =>
      t.app.inject({
        method: 'POST',
        url: SERVICE_PATH,
        headers: { host: GOV, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ logoutRequest }).toString(),
      });
    const unknown = await post(
      '<samlp:LogoutRequest xmlns:samlp="urn:oasis:names:tc:SAML:2.0:protocol"><samlp:SessionIndex>ST-9-nope</samlp:SessionIndex></samlp:LogoutRequest>',
    );
    expect(unknown.statusCode).toBe(200);
    const doctype = await post('<!DOCTYPE x [<!ENTITY a "b">]><samlp:LogoutRequest/>');
    expect(doctype.statusCode).toBe(400);
    expect(await userInfo(token)).toMatchObject({ success: true });
  });
});
