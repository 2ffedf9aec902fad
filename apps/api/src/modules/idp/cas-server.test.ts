import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { ssoServices } from './idp.table';
import { issueServiceTicket, spendServiceTicket } from './idp.repository';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';
/** 示范大学's demo business system, registered by the seed (ADR 053). */
const SERVICE = 'http://localhost:3100/business/campus/pc/jwxt?name=%E6%95%99%E5%8A%A1';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';

let nextIp = 0;
async function signIn(host = 'localhost', username = '2023001'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: `10.53.0.${(nextIp += 1)}`,
    headers: { host },
    payload: { username, password: PASSWORD },
  });
  expect(response.json()).toMatchObject({ success: true });
  return tokenOf(response);
}

const casLogin = (query: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/cas/login?${new URLSearchParams(query)}`,
    headers: { host: 'localhost', ...headers },
  });

/** Signs in at the portal, then asks its CAS server for a ticket to `service`. */
async function ticketFor(service = SERVICE, token?: string) {
  const response = await casLogin({ service }, { cookie: `token=${token ?? (await signIn())}` });
  expect(response.statusCode).toBe(302);
  const location = new URL(response.headers.location as string);
  expect(location.toString().startsWith(`${service}${service.includes('?') ? '&' : '?'}ticket=`)).toBe(true);
  return location.searchParams.get('ticket')!;
}

const validate = (ticket: string, service = SERVICE, path = '/cas/p3/serviceValidate', host = 'localhost') =>
  t.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams({ ticket, service })}`, headers: { host } });

describe('the portal as a CAS 3.0 server for its business systems (issue 35 item 1, ADR 053)', () => {
  it('a signed-in user gets a ticket for a registered system, validated once with the unit’s user', async () => {
    const ticket = await ticketFor();
    expect(ticket).toMatch(/^ST-[0-9a-f]{40}$/);
    const answer = await validate(ticket);
    expect(answer.headers['content-type']).toContain('application/xml');
    expect(answer.body).toContain('<cas:user>2023001</cas:user>');
    expect(answer.body).toContain('<cas:name>李明</cas:name>');
    expect(answer.body).toContain('<cas:unitName>示范大学</cas:unitName>');
    expect(answer.body).toContain('<cas:isFromNewLogin>true</cas:isFromNewLogin>');
    // Single use: the second validation fails, whatever it names.
    expect((await validate(ticket)).body).toContain('code="INVALID_TICKET"');
  });

  it('CAS 2.0 /serviceValidate answers the user without attributes', async () => {
    const answer = await validate(await ticketFor(), SERVICE, '/cas/serviceValidate');
    expect(answer.body).toContain('<cas:user>2023001</cas:user>');
    expect(answer.body).not.toContain('<cas:attributes>');
  });

  it('a ticket is bound to its service, its unit, its ten seconds and its syntax', async () => {
    expect((await validate(await ticketFor(), `${SERVICE}&x=1`)).body).toContain('code="INVALID_SERVICE"');
    // Another unit's CAS server does not know it.
    const other = await validate(await ticketFor(), SERVICE, '/cas/p3/serviceValidate', '331906.localhost');
    expect(other.body).toContain('code="INVALID_TICKET"');
    expect((await validate('ST-<script>', SERVICE)).body).toContain('code="INVALID_TICKET"');
    expect((await validate('', SERVICE)).body).toContain('code="INVALID_REQUEST"');
    // Issued eleven seconds ago: expired.
    const { db } = t.database;
    const token = await signIn();
    const sessionTicket = new URL(
      (await casLogin({ service: SERVICE }, { cookie: `token=${token}` })).headers.location as string,
    );
    const fresh = await spendServiceTicket(db, 100001, sessionTicket.searchParams.get('ticket')!);
    expect(fresh).toBeDefined();
    const old = await issueServiceTicket(
      db,
      { fid: 100001, sessionId: fresh!.sessionId, uid: fresh!.uid, service: SERVICE },
      new Date(Date.now() - 11_000),
    );
    expect((await validate(old)).body).toContain('code="INVALID_TICKET"');
  });

  it('refuses a system the unit did not register, in Chinese, with no ticket', async () => {
    const token = await signIn();
    for (const service of [
      'https://evil.example.com/',
      'http://localhost:3100/business/gov/pc/x',
      'javascript:alert(1)',
    ]) {
      const response = await casLogin({ service }, { cookie: `token=${token}` });
      expect(response.statusCode, service).toBe(400);
      expect(response.body).toContain('未登记的应用');
      expect(response.headers.location).toBeUndefined();
    }
  });

  it('sends a visitor who is not signed in to the portal’s own login page, then back for the ticket', async () => {
    const back = `/cas/login?service=${encodeURIComponent(SERVICE)}`;
    const desktop = await casLogin({ service: SERVICE });
    expect(desktop.statusCode).toBe(302);
    expect(desktop.headers.location).toBe(`/login?redirect=${encodeURIComponent(back)}`);
    const phone = await casLogin({ service: SERVICE }, { 'user-agent': IPHONE });
    expect(phone.headers.location).toBe(`/mobile-login?redirect=${encodeURIComponent(back)}`);
    // gateway: only asks, never a form.
    expect((await casLogin({ service: SERVICE, gateway: 'true' })).headers.location).toBe(SERVICE);
  });

  it('is no identity provider on a unit that signs people in elsewhere (CAS, API code)', async () => {
    for (const host of ['gov.localhost', 'district.localhost']) {
      const response = await casLogin({ service: SERVICE }, { host });
      expect(response.statusCode, host).toBe(404);
      expect(response.body).toContain('未提供统一身份认证');
    }
  });
});

describe('single logout: signing out of the portal ends the business systems’ sessions (CAS 3.0 Appendix C)', () => {
  const received: string[] = [];
  let server: http.Server;
  let service = '';

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (request.method === 'POST') received.push(new URLSearchParams(body).get('logoutRequest') ?? '');
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oa/`;
    service = `${base}home`;
    await t.database.db.insert(ssoServices).values({ fid: 100001, name: '测试办公系统', serviceUrl: base });
    t.app.cache.clear();
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('the portal’s logout tells each system signed in through it, naming its ticket', async () => {
    const token = await signIn();
    const ticket = await ticketFor(service, token);
    expect((await validate(ticket, service)).body).toContain('<cas:user>2023001</cas:user>');
    received.length = 0;
    const logout = await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?terminalType=1`,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(logout.json()).toMatchObject({ success: true });
    expect(received).toHaveLength(1);
    expect(received[0]).toContain(`<samlp:SessionIndex>${ticket}</samlp:SessionIndex>`);
    expect(received[0]).toContain('<saml:NameID>2023001</saml:NameID>');
    // The portal session is over: no new ticket without signing in again.
    const again = await casLogin({ service }, { cookie: `token=${token}` });
    expect(again.headers.location).toMatch(/^\/login\?redirect=/);
  });

  it('/cas/logout ends the portal session too, and goes back to a registered system only', async () => {
    const token = await signIn();
    const ticket = await ticketFor(service, token);
    await validate(ticket, service);
    received.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: `/cas/logout?service=${encodeURIComponent(service)}`,
      headers: { host: 'localhost', cookie: `token=${token}` },
    });
    expect(response.headers.location).toBe(service);
    expect(received.join()).toContain(ticket);
    const info = await t.app.inject({
      method: 'GET',
      url: authApi.userInfo.path,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(info.json()).toMatchObject({ success: false });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/cas/logout?service=https%3A%2F%2Fevil.example.com%2F',
      headers: { host: 'localhost' },
    });
    expect(elsewhere.headers.location).toBe('/login');
  });

  it('a ticket not yet validated when the portal session ended is refused', async () => {
    const token = await signIn();
    const ticket = await ticketFor(SERVICE, token);
    await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?terminalType=1`,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect((await validate(ticket)).body).toContain('code="INVALID_TICKET"');
  });
});
