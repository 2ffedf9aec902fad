import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, CODE, ssoApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { auditLog } from '../audit/audit.table';
import { units } from '../units/units.table';
import { tokenOf, useTestApp } from '../../test/test-app';

const t = useTestApp();
const CAMPUS = 100001;
let idp: FastifyInstance;
let issuer = '';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}/oidc`;
  // inject has no socket port: the portal's redirect URI is http://localhost/auth-login.
  idp = await buildIdp({ publicOrigin: `http://127.0.0.1:${port}`, oidcRedirectUris: ['http://localhost/auth-login'] });
  await idp.listen({ port, host: '127.0.0.1' });
  const [unit] = await t.database.db.select().from(units).where(eq(units.fid, CAMPUS));
  await t.database.db
    .update(units)
    .set({ oauth2: { ...unit!.oauth2!, issuer } })
    .where(eq(units.fid, CAMPUS));
  t.app.cache.clear();
});
afterAll(() => idp.close());

let nextIp = 0;
const ip = () => `10.15.0.${(nextIp += 1)}`;
const cookieOf = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((cookie) => cookie.name === name)?.value;

/** Starts a sign-in at the portal: the provider's URL and the browser-binding cookie. */
async function start(redirect = '/news') {
  const response = await t.app.inject({
    url: `${ssoApi.authLogin.path}?${new URLSearchParams({ method: 'oauth2', redirect })}`,
    headers: { host: 'localhost' },
  });
  expect(response.json().success, response.body).toBe(true);
  return { url: new URL(response.json().data.url as string), browser: cookieOf(response, 'yz_oauth')! };
}

/** The person signs in at the dev IdP; answers code, state and iss as the provider sends them back. */
async function atProvider(url: URL, username = 'lisi') {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const go = async (location: string, init: { method?: 'POST'; payload?: string } = {}) => {
    const target = new URL(location, url);
    const response = await idp.inject({
      method: init.method ?? 'GET',
      url: `${target.pathname}${target.search}`,
      headers: {
        cookie: cookie(),
        ...(init.payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(init.payload ? { payload: init.payload } : {}),
    });
    for (const item of response.cookies) jar.set(item.name, item.value);
    return response;
  };
  let response = await go(url.toString());
  response = await go(response.headers.location as string);
  const action = /action="([^"]+)"/.exec(response.body)![1]!;
  response = await go(action, {
    method: 'POST',
    payload: new URLSearchParams({ username, password: 'Yizhan@2026' }).toString(),
  });
  for (
    let hops = 0;
    hops < 6 && !String(response.headers.location).startsWith('http://localhost/auth-login');
    hops += 1
  ) {
    response = await go(response.headers.location as string);
  }
  return new URL(response.headers.location as string).searchParams;
}

/** Runs `check` while 示范大学's provider cannot be reached (its issuer on a closed port), then puts it back. */
async function whileProviderDown(check: () => Promise<void>) {
  const [unit] = await t.database.db.select().from(units).where(eq(units.fid, CAMPUS));
  await t.database.db
    .update(units)
    .set({ oauth2: { ...unit!.oauth2!, issuer: 'http://127.0.0.1:9/oidc' } })
    .where(eq(units.fid, CAMPUS));
  t.app.cache.clear();
  try {
    await check();
  } finally {
    await t.database.db.update(units).set({ oauth2: unit!.oauth2! }).where(eq(units.fid, CAMPUS));
    t.app.cache.clear();
  }
}

const finish = (params: URLSearchParams, browser: string | undefined, override: Record<string, string> = {}) =>
  t.app.inject({
    url: `${ssoApi.oauth2Login.path}?${new URLSearchParams({
      code: params.get('code')!,
      state: params.get('state')!,
      iss: params.get('iss')!,
      ...override,
    })}`,
    headers: { host: 'localhost', ...(browser ? { cookie: `yz_oauth=${browser}` } : {}) },
    remoteAddress: ip(),
  });

describe('OpenID Connect sign-in through the dev IdP (spec §7 oauth2/login, issue 14)', () => {
  it('A6: asks for the code with PKCE S256, a state and a nonce, at the one redirect URI', async () => {
    const { url, browser } = await start();
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/auth`);
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/auth-login');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
    expect(browser).toMatch(/^[\w-]{43}$/);
  });

  it('A3, A6: signs the person in with the same session and audit as a password sign-in', async () => {
    const { url, browser } = await start('/service-hall');
    const response = await finish(await atProvider(url), browser);
    expect(response.json(), response.body).toMatchObject({
      success: true,
      data: { tourist: 0, redirect: '/service-hall' },
    });
    const me = await t.app.inject({
      url: authApi.userInfo.path,
      headers: { host: 'localhost', authorization: `Bearer ${tokenOf(response)}` },
    });
    expect(me.json().data).toMatchObject({ name: '李四', userType: 'CITIZEN' });
    const entries = await t.database.db
      .select({ event: auditLog.event, outcome: auditLog.outcome, method: auditLog.method })
      .from(auditLog)
      .where(eq(auditLog.method, 'oauth2'));
    // One entry, as a password sign-in writes: login / success.
    expect(entries).toEqual([{ event: 'login', outcome: 'success', method: 'oauth2' }]);
  });

  it('A6: a state is good once: reusing it fails', async () => {
    const { url, browser } = await start();
    const params = await atProvider(url);
    expect((await finish(params, browser)).json().success).toBe(true);
    const again = await finish(params, browser);
    expect(again.json()).toMatchObject({
      success: false,
      code: CODE.ssoFailed,
      msg: '登录请求已失效或已使用，请重新登录',
    });
  });

  it('A6: a state is bound to the browser that asked: another browser’s answer fails', async () => {
    const { url } = await start();
    const other = await start();
    const params = await atProvider(url);
    const response = await finish(params, other.browser);
    expect(response.json()).toMatchObject({ success: false, msg: '登录请求不属于当前浏览器，请重新登录' });
    expect((await finish(params, undefined)).json().success).toBe(false);
  });

  it('A6: an answer naming another issuer (iss) fails', async () => {
    const { url, browser } = await start();
    const response = await finish(await atProvider(url), browser, { iss: 'https://evil.example/oidc' });
    expect(response.json()).toMatchObject({ success: false, code: CODE.ssoFailed });
    expect(response.cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  });

  it('A6: a code redeemed without its PKCE verifier is refused by the provider; the portal, which holds it, redeems it', async () => {
    const { url, browser } = await start();
    const params = await atProvider(url);
    // An attacker who intercepted the code has no verifier (it never leaves the server).
    const basic = Buffer.from('yizhan-portal:yizhan-dev-secret').toString('base64');
    const stolen = await fetch(`${issuer}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: params.get('code')!,
        redirect_uri: 'http://localhost/auth-login',
      }),
    });
    expect(((await stolen.json()) as { error: string }).error).toMatch(/invalid_(grant|request)/);
    expect((await finish(params, browser)).json().success).toBe(true);
  });

  it('F2: a provider that cannot be reached is reported in Chinese before the browser is sent there', async () => {
    await whileProviderDown(async () => {
      const response = await t.app.inject({
        url: `${ssoApi.authLogin.path}?method=oauth2`,
        headers: { host: 'localhost' },
      });
      expect(response.json()).toMatchObject({ success: false, code: CODE.ssoUnavailable });
    });
  });

  it('RP-initiated logout: signing out of an OIDC session ends the sign-in at the provider too, with the ID token as hint', async () => {
    const signIn = async () => {
      const { url, browser } = await start('/news');
      return tokenOf(await finish(await atProvider(url), browser));
    };
    for (const [terminalType, page] of [
      ['1', '/login'],
      ['2', '/mobile-login'],
    ] as const) {
      const token = await signIn();
      const response = await t.app.inject({
        method: 'POST',
        url: `${authApi.logout.path}?terminalType=${terminalType}&service=%2Fnews`,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      const target = new URL(response.json().data.url as string);
      expect(`${target.origin}${target.pathname}`).toBe(`${issuer}/session/end`);
      expect(target.searchParams.get('client_id')).toBe('yizhan-portal');
      expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`http://localhost${page}`);
      expect(decodeJwt(target.searchParams.get('id_token_hint')!)).toMatchObject({ sub: 'lisi', aud: 'yizhan-portal' });
      // The provider takes the hint and the return page (this browser holds no sign-in there, so it goes straight
      // on to end it; the dev IdP's own test covers the confirmation a signed-in browser sees).
      const confirm = await fetch(target, { headers: { accept: 'text/html' } });
      expect(confirm.status).toBe(200);
      expect(await confirm.text()).toContain('/oidc/session/end/confirm');
      // And the portal's session is over.
      const me = await t.app.inject({
        url: authApi.userInfo.path,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      expect(me.json().data?.uid ?? '').toBe('');
    }
  });

  it('a password session on the same unit signs out to the login page; a provider down at logout does not stop it', async () => {
    const password = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      headers: { host: 'localhost' },
      payload: { username: '2023001', password: 'Yizhan@2026' },
      remoteAddress: ip(),
    });
    const out = await t.app.inject({
      method: 'POST',
      url: `${authApi.logout.path}?service=%2Fnews`,
      headers: { host: 'localhost', authorization: `Bearer ${tokenOf(password)}` },
    });
    expect(out.json().data.url).toBe('/login?redirect=%2Fnews');

    const { url, browser } = await start('/news');
    const token = tokenOf(await finish(await atProvider(url), browser));
    await whileProviderDown(async () => {
      const down = await t.app.inject({
        method: 'POST',
        url: `${authApi.logout.path}?service=%2Fnews`,
        headers: { host: 'localhost', authorization: `Bearer ${token}` },
      });
      expect(down.json()).toMatchObject({ success: true, data: { url: '/login?redirect=%2Fnews' } });
    });
  });

  it('is refused on a unit without a provider', async () => {
    const response = await t.app.inject({
      url: `${ssoApi.authLogin.path}?method=oauth2`,
      headers: { host: 'gov.localhost' },
    });
    expect(response.statusCode).toBe(400);
  });
});
