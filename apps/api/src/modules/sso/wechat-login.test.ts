import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, CODE, wechatLoginApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../units/units.table';
import { tokenOf, useTestApp } from '../../test/test-app';
import { auditEntriesOf, lastAuditId, requestIdsSince } from '../../test/audit-entries';
import { wechatAccounts } from './wechat.table';

// WeChat web authorisation against the dev IdP's /wechat (issue 14 item 4, A6, ADR 042): 星海职业技术学院's
// official account.

const t = useTestApp();
const HOST = '331906.localhost';
const FID = 331906;
const PASSWORD = 'Yizhan@2026';
let idp: FastifyInstance;
let wechatOrigin = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  wechatOrigin = `http://127.0.0.1:${port}/wechat`;
  idp = await buildIdp({ publicOrigin: `http://127.0.0.1:${port}` });
  await idp.listen({ port, host: '127.0.0.1' });
  const [unit] = await t.database.db.select().from(units).where(eq(units.fid, FID));
  await t.database.db
    .update(units)
    .set({ wechat: { ...unit!.wechat!, authorizeOrigin: wechatOrigin, apiOrigin: wechatOrigin } })
    .where(eq(units.fid, FID));
  t.app.cache.clear();
});
afterAll(() => idp.close());

let nextIp = 0;
const ip = () => `10.16.0.${(nextIp += 1)}`;
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** Starts a WeChat sign-in at the portal: WeChat's authorisation URL and the browser-binding cookie. */
async function start(redirect = '/mobile/personal-center') {
  const service = `/wechat-login?redirect=${encodeURIComponent(redirect)}`;
  const response = await t.app.inject({
    url: `${wechatLoginApi.authorize.path}?${new URLSearchParams({ service })}`,
    headers: { host: HOST },
  });
  expect(response.json().success, response.body).toBe(true);
  return { url: new URL(response.json().data.url as string), browser: cookieOf(response, 'yz_wechat')! };
}

/** The person authorises at the dev IdP's WeChat as one of its people; answers code and state as sent back. */
async function atWechat(url: URL, person = 'xiaoming') {
  const page = await idp.inject({ url: `${url.pathname}${url.search}` });
  expect(page.statusCode, page.body).toBe(200);
  const form = Object.fromEntries(
    [...page.body.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((match) => [
      match[1]!,
      match[2]!.replace(/&#(\d+);/g, (_all, code: string) => String.fromCharCode(Number(code))),
    ]),
  );
  const answer = await idp.inject({
    method: 'POST',
    url: '/wechat/connect/oauth2/authorize',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...form, person }).toString(),
  });
  expect(answer.statusCode, answer.body).toBe(302);
  return new URL(answer.headers.location as string);
}

const login = (back: URL, browser: string | undefined, override: Record<string, string> = {}) =>
  t.app.inject({
    url: `${wechatLoginApi.login.path}?${new URLSearchParams({
      code: back.searchParams.get('code')!,
      state: back.searchParams.get('state')!,
      ...override,
    })}`,
    headers: { host: HOST, ...(browser ? { cookie: `yz_wechat=${browser}` } : {}) },
    remoteAddress: ip(),
  });

const bind = (bindCookie: string, username: string, password = PASSWORD) =>
  t.app.inject({
    method: 'POST',
    url: wechatLoginApi.bind.path,
    headers: { host: HOST, cookie: `yz_wechat_bind=${bindCookie}` },
    remoteAddress: ip(),
    payload: { username, password },
  });

const me = async (response: LightMyRequestResponse) =>
  (
    await t.app.inject({
      url: authApi.userInfo.path,
      headers: { host: HOST, authorization: `Bearer ${tokenOf(response)}` },
    })
  ).json().data;

/** Links a WeChat person to a portal account through the bind page; answers the bind's response. */
async function linkFirstTime(person: string, username: string) {
  const { url, browser } = await start();
  const response = await login(await atWechat(url, person), browser);
  expect(response.json(), response.body).toMatchObject({ success: true, data: { outcome: 'bind' } });
  return bind(cookieOf(response, 'yz_wechat_bind')!, username);
}

describe('WeChat sign-in through the dev IdP (spec §7 wechat/authorize, wechat/login; A6)', () => {
  it('asks WeChat with the appid, the /wechat-login redirect URI, a scope and a one-time state', async () => {
    const { url, browser } = await start('/news');
    expect(`${url.origin}${url.pathname}`).toBe(`${wechatOrigin}/connect/oauth2/authorize`);
    expect(url.searchParams.get('appid')).toBe('wx5f3c1e2d4b6a8c90');
    expect(url.searchParams.get('redirect_uri')).toBe('http://331906.localhost/wechat-login?redirect=%2Fnews');
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.hash).toBe('#wechat_redirect');
    expect(browser).toMatch(/^[\w-]{43}$/);
    // The AppSecret never goes to the browser.
    expect(url.toString()).not.toContain('secret');
  });

  it('refuses a callback that is not this site’s /wechat-login, and a unit without WeChat', async () => {
    const other = await t.app.inject({
      url: `${wechatLoginApi.authorize.path}?service=${encodeURIComponent('https://evil.example/wechat-login')}`,
      headers: { host: HOST },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().msg).toMatch(/返回地址/);
    const none = await t.app.inject({
      url: `${wechatLoginApi.authorize.path}?service=%2Fwechat-login`,
      headers: { host: 'gov.localhost' },
    });
    expect(none.json()).toMatchObject({ success: false, msg: '本站未启用微信登录' });
  });

  it('a first WeChat sign-in binds with the portal password once; the next one signs in directly', async () => {
    const { url, browser } = await start('/mobile/personal-center');
    const first = await login(await atWechat(url, 'xiaoming'), browser);
    expect(first.json()).toMatchObject({
      success: true,
      data: { outcome: 'bind', redirect: '/mobile/personal-center' },
    });
    expect(cookieOf(first, 'token')).toBeUndefined();
    const bindCookie = cookieOf(first, 'yz_wechat_bind')!;
    const pending = await t.app.inject({
      url: wechatLoginApi.pendingBind.path,
      headers: { host: HOST, cookie: `yz_wechat_bind=${bindCookie}` },
    });
    expect(pending.json().data).toEqual({ nickname: '小明同学', redirect: '/mobile/personal-center' });

    // A wrong password links nothing (and is counted as the password sign-in counts it).
    expect((await bind(bindCookie, '2023001', 'wrong-password')).json()).toMatchObject({ success: false });
    const bound = await bind(bindCookie, '2023001');
    expect(bound.json()).toMatchObject({ success: true, data: { tourist: 0, redirect: '/mobile/personal-center' } });
    expect(await me(bound)).toMatchObject({ name: '李明', account: '2023001' });
    const links = await t.database.db.select().from(wechatAccounts).where(eq(wechatAccounts.fid, FID));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ appId: 'wx5f3c1e2d4b6a8c90', nickname: '小明同学' });
    // The bind is used up.
    expect((await bind(bindCookie, '2023001')).json()).toMatchObject({ success: false, code: CODE.ssoFailed });

    const again = await start('/mobile/home');
    const second = await login(await atWechat(again.url, 'xiaoming'), again.browser);
    expect(second.json()).toMatchObject({ success: true, data: { outcome: 'signed-in', redirect: '/mobile/home' } });
    expect(await me(second)).toMatchObject({ name: '李明' });
  });

  it('A3: a WeChat sign-in writes exactly the audit events of a password sign-in', async () => {
    await linkFirstTime('wanglaoshi', 'T1001');
    const before = await lastAuditId(t.database.db);
    const password = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: HOST },
      remoteAddress: ip(),
      payload: { username: 'T1001', password: PASSWORD },
    });
    expect(password.json().success).toBe(true);
    const { url, browser } = await start();
    expect((await login(await atWechat(url, 'wanglaoshi'), browser)).json().data.outcome).toBe('signed-in');
    const [passwordRequest, wechatRequest] = await requestIdsSince(t.database.db, FID, before);
    const passwordEvents = await auditEntriesOf(t.database.db, passwordRequest!);
    const wechatEvents = await auditEntriesOf(t.database.db, wechatRequest!);
    expect(wechatEvents.map(({ method: _method, ...rest }) => rest)).toEqual(
      passwordEvents.map(({ method: _method, ...rest }) => rest),
    );
    expect(wechatEvents).toEqual([expect.objectContaining({ event: 'login', outcome: 'success', method: 'wechat' })]);
  });

  it('A6: a WeChat code is single-use: presented again (with a fresh state) it fails, and the failure is audited', async () => {
    const { url, browser } = await start();
    const back = await atWechat(url, 'axing');
    expect((await login(back, browser)).json().success).toBe(true);
    const fresh = await start();
    const before = await lastAuditId(t.database.db);
    const replay = await login(back, fresh.browser, { state: new URL(fresh.url).searchParams.get('state')! });
    expect(replay.json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
      msg: '微信授权码无效、已使用或已过期，请重新登录',
    });
    expect(cookieOf(replay, 'token')).toBeUndefined();
    const [requestId] = await requestIdsSince(t.database.db, FID, before);
    expect(await auditEntriesOf(t.database.db, requestId!)).toEqual([
      expect.objectContaining({ event: 'login_failure', outcome: 'failure', method: 'wechat' }),
    ]);
    // WeChat itself says so: the dev IdP answers 40163 for a used code.
    const direct = await idp.inject({
      url: `/wechat/sns/oauth2/access_token?${new URLSearchParams({
        appid: 'wx5f3c1e2d4b6a8c90',
        secret: 'yizhan-wechat-dev-secret',
        code: back.searchParams.get('code')!,
        grant_type: 'authorization_code',
      })}`,
    });
    expect(direct.json()).toMatchObject({ errcode: 40163 });
  });

  it('A6: a state is good once: reusing it fails', async () => {
    const { url, browser } = await start();
    const back = await atWechat(url, 'axing');
    expect((await login(back, browser)).json().success).toBe(true);
    const again = await login(back, browser);
    expect(again.json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
      msg: '微信授权请求已失效或已使用，请重新登录',
    });
  });

  it('A6: a state is bound to the browser that asked: another browser’s answer fails, as does none', async () => {
    const { url } = await start();
    const other = await start();
    const back = await atWechat(url, 'axing');
    expect((await login(back, other.browser)).json()).toMatchObject({
      success: false,
      msg: '微信授权请求不属于当前浏览器，请重新登录',
    });
    const { url: url2 } = await start();
    expect((await login(await atWechat(url2, 'axing'), undefined)).json().success).toBe(false);
  });

  it('A6: a code WeChat never issued fails; a missing state is a validation error naming the field', async () => {
    const { url, browser } = await start();
    const back = await atWechat(url, 'axing');
    const forged = await login(back, browser, { code: 'not-a-real-code' });
    expect(forged.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    const missing = await t.app.inject({ url: `${wechatLoginApi.login.path}?code=abc`, headers: { host: HOST } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain('登录请求');
  });

  it('F2: WeChat out of reach fails closed with a Chinese message', async () => {
    const [unit] = await t.database.db.select().from(units).where(eq(units.fid, FID));
    await t.database.db
      .update(units)
      .set({ wechat: { ...unit!.wechat!, apiOrigin: 'http://127.0.0.1:9' } })
      .where(eq(units.fid, FID));
    t.app.cache.clear();
    try {
      const { url, browser } = await start();
      const response = await login(await atWechat(url, 'axing'), browser);
      expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    } finally {
      await t.database.db.update(units).set({ wechat: unit!.wechat! }).where(eq(units.fid, FID));
      t.app.cache.clear();
    }
  });
});
