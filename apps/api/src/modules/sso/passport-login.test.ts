import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, CODE, passportLoginApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../units/units.table';
import { tokenOf, useTestApp } from '../../test/test-app';
import { auditEntriesOf, lastAuditId, requestIdsSince } from '../../test/audit-entries';

// Passport-cookie login against the dev IdP's /passport (issue 14 item 5, ADR 042): 东岳理工学院.

const t = useTestApp();
const HOST = '39374.localhost';
const FID = 39374;
const PASSWORD = 'Yizhan@2026';
let idp: FastifyInstance;
let origin = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  idp = await buildIdp({ publicOrigin: origin });
  await idp.listen({ port, host: '127.0.0.1' });
  await t.database.db
    .update(units)
    .set({
      passportLoginUrl: `http://passport.39374.localhost:${port}/passport/login`,
      passportCookie: { cookieName: 'YZ_PASSPORT', validateUrl: `${origin}/passport/validate` },
    })
    .where(eq(units.fid, FID));
  t.app.cache.clear();
});
afterAll(() => idp.close());

let nextIp = 0;
const ip = () => `10.17.0.${(nextIp += 1)}`;

/** Signs in at the dev IdP's passport (reached as passport.39374.localhost); answers the Set-Cookie it sends. */
async function passportSignIn(username = '2023001') {
  const form = await idp.inject({ url: '/passport/login?fid=39374', headers: { host: 'passport.39374.localhost' } });
  const execution = /name="execution" value="([^"]+)"/.exec(form.body)![1]!;
  const response = await idp.inject({
    method: 'POST',
    url: '/passport/login',
    headers: { host: 'passport.39374.localhost', 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ fid: '39374', execution, username, password: PASSWORD }).toString(),
  });
  return String(response.headers['set-cookie']);
}

/** 2023001 signs in with the built-in form on 东岳理工学院. */
const passwordSignIn = () =>
  t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    headers: { host: HOST },
    remoteAddress: ip(),
    payload: { username: '2023001', password: PASSWORD },
  });

const passportLogin = (query: Record<string, string>, cookie?: string) =>
  t.app.inject({
    url: `${passportLoginApi.passportLogin.path}?${new URLSearchParams(query)}`,
    headers: { host: HOST, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip(),
  });

const me = async (response: LightMyRequestResponse) =>
  (
    await t.app.inject({
      url: authApi.userInfo.path,
      headers: { host: HOST, authorization: `Bearer ${tokenOf(response)}` },
    })
  ).json().data;

describe('passport-cookie login through the dev IdP (spec §7 passport/login, passportCookieLogin)', () => {
  it('the passport sets its cookie on the unit’s domain, HttpOnly', async () => {
    const setCookie = await passportSignIn();
    expect(setCookie).toMatch(
      /^YZ_PASSPORT=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Domain=39374\.localhost$/,
    );
  });

  it('without a cookie: the passport login with fid, refer back to /passport-cookie-login, and the variant', async () => {
    const response = await passportLogin({ service: '/service-hall' });
    expect(response.json()).toMatchObject({ success: true, data: { outcome: 'login' } });
    const url = new URL(response.json().data.url as string);
    expect(`${url.hostname}${url.pathname}`).toBe('passport.39374.localhost/passport/login');
    expect(url.searchParams.get('fid')).toBe('39374');
    expect(url.searchParams.get('refer')).toBe(
      'http://39374.localhost/passport-cookie-login?redirect=%2Fservice-hall&from=passport',
    );
    expect(url.searchParams.has('mode')).toBe(false);
    for (const mode of ['qr', 'code']) {
      const variant = new URL((await passportLogin({ service: '/', mode })).json().data.url as string);
      expect(variant.searchParams.get('mode')).toBe(mode);
    }
    // Back from the passport still without one: a failure, not another trip.
    const back = await passportLogin({ service: '/service-hall', returned: '1' });
    expect(back.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
  });

  it('A3: a good cookie signs its person in with the same audit events as a password sign-in', async () => {
    const cookie = (await passportSignIn('2023001')).split(';')[0]!;
    const before = await lastAuditId(t.database.db);
    const password = await passwordSignIn();
    expect(password.json().success).toBe(true);
    const response = await passportLogin({ service: '/news' }, cookie);
    expect(response.json()).toMatchObject({ success: true, data: { outcome: 'signed-in', url: '/news' } });
    expect(await me(response)).toMatchObject({ name: '李明', account: '2023001' });
    const [passwordRequest, passportRequest] = await requestIdsSince(t.database.db, FID, before);
    const passwordEvents = await auditEntriesOf(t.database.db, passwordRequest!);
    const passportEvents = await auditEntriesOf(t.database.db, passportRequest!);
    expect(passportEvents.map(({ method: _method, ...rest }) => rest)).toEqual(
      passwordEvents.map(({ method: _method, ...rest }) => rest),
    );
    expect(passportEvents).toEqual([
      expect.objectContaining({ event: 'login', outcome: 'success', method: 'passport' }),
    ]);

    // Presented again by the same signed-in browser: the session is kept, no second sign-in.
    const kept = await passportLogin(
      { service: 'http://39374.localhost/service-hall' },
      `${cookie}; token=${tokenOf(response)}`,
    );
    expect(kept.json()).toMatchObject({ success: true, data: { outcome: 'kept', url: '/service-hall' } });
  });

  it('logout of a passport session ends the passport sign-in too, returning to the login page; a password session does not', async () => {
    const logout = (response: LightMyRequestResponse, terminalType: string) =>
      t.app.inject({
        method: 'POST',
        url: `${authApi.logout.path}?terminalType=${terminalType}&service=%2Fnews`,
        headers: { host: HOST, authorization: `Bearer ${tokenOf(response)}` },
      });
    const setCookie = await passportSignIn('2023001');
    const cookie = setCookie.split(';')[0]!;
    const signedIn = await passportLogin({ service: '/news' }, cookie);
    const out = await logout(signedIn, '1');
    const target = new URL(out.json().data.url as string);
    expect(`${target.hostname}${target.pathname}`).toBe('passport.39374.localhost/passport/logout');
    expect(target.searchParams.get('refer')).toBe('http://39374.localhost/login?redirect=%2Fnews');
    // At the passport: the cookie is cleared, the sign-in behind it is gone, and the browser comes back.
    const atPassport = await idp.inject({
      url: `${target.pathname}${target.search}`,
      headers: { host: 'passport.39374.localhost', cookie },
    });
    expect(atPassport.headers.location).toBe('http://39374.localhost/login?redirect=%2Fnews');
    expect(String(atPassport.headers['set-cookie'])).toMatch(/^YZ_PASSPORT=; /);
    expect((await passportLogin({ service: '/news', returned: '1' }, cookie)).json().success).toBe(false);
    // On the phone, back to the phone's login page.
    const phone = await logout(await passportLogin({ service: '/news' }, (await passportSignIn()).split(';')[0]!), '2');
    expect(new URL(phone.json().data.url as string).searchParams.get('refer')).toBe(
      'http://39374.localhost/mobile-login?redirect=%2Fnews',
    );

    const password = await passwordSignIn();
    expect((await logout(password, '1')).json().data.url).toBe('/login?redirect=%2Fnews');
  });

  it('a bad passport cookie fails, is audited and sets no session', async () => {
    const before = await lastAuditId(t.database.db);
    const response = await passportLogin({ service: '/news' }, 'YZ_PASSPORT=forged-value-that-no-passport-issued');
    expect(response.json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
      msg: '通行证登录状态无效或已过期，请重新登录',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
    const [requestId] = await requestIdsSince(t.database.db, FID, before);
    expect(await auditEntriesOf(t.database.db, requestId!)).toEqual([
      expect.objectContaining({ event: 'login_failure', outcome: 'failure', method: 'passport' }),
    ]);
    // A signed-out passport's cookie is as bad.
    const cookie = (await passportSignIn()).split(';')[0]!;
    await idp.inject({ url: '/passport/logout', headers: { host: 'passport.39374.localhost', cookie } });
    expect((await passportLogin({ service: '/news' }, cookie)).json()).toMatchObject({ success: false });
  });

  it('A4: goes on only to this site or the unit’s registered systems', async () => {
    const cookie = (await passportSignIn()).split(';')[0]!;
    for (const service of ['https://evil.example/steal', '//evil.example/x', 'javascript:alert(1)']) {
      const response = await passportLogin({ service }, cookie);
      expect(response.statusCode, service).toBe(400);
      expect(response.json().msg).toMatch(/返回地址不合法/);
    }
    // Its demo business system is a registered system: the passport-cookie conversion sends people there.
    const business = 'http://ehall.39374.localhost:3100/business/dongyue/pc/jwxt?name=x';
    expect((await passportLogin({ service: business }, cookie)).json()).toMatchObject({
      success: true,
      data: { outcome: 'signed-in', url: business },
    });
  });

  it('F2: a passport out of reach fails closed; a unit without a passport refuses', async () => {
    const [unit] = await t.database.db.select().from(units).where(eq(units.fid, FID));
    await t.database.db
      .update(units)
      .set({ passportCookie: { cookieName: 'YZ_PASSPORT', validateUrl: 'http://127.0.0.1:9/passport/validate' } })
      .where(eq(units.fid, FID));
    t.app.cache.clear();
    try {
      const response = await passportLogin({ service: '/news' }, 'YZ_PASSPORT=abc');
      expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    } finally {
      await t.database.db.update(units).set({ passportCookie: unit!.passportCookie }).where(eq(units.fid, FID));
      t.app.cache.clear();
    }
    const none = await t.app.inject({
      url: `${passportLoginApi.passportLogin.path}?service=%2F`,
      headers: { host: 'gov.localhost' },
    });
    expect(none.json()).toMatchObject({ success: false, msg: '本站未启用通行证登录' });
  });
});
