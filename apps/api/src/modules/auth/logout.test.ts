import type { LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

let nextIp = 0;
const ip = () => `10.4.0.${(nextIp += 1)}`;

async function login(host = 'localhost', username = '2023001'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip(),
    headers: { host },
    payload: { username, password: PASSWORD },
  });
  expect(response.json(), `login on ${host}`).toMatchObject({ success: true });
  return tokenOf(response);
}

function logout(
  token: string,
  options: { host?: string; service?: string; terminalType?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const { host = 'localhost', service, terminalType, headers = {} } = options;
  const query = new URLSearchParams({
    ...(service === undefined ? {} : { service }),
    ...(terminalType === undefined ? {} : { terminalType }),
  });
  return t.app.inject({
    method: 'POST',
    url: `${authApi.logout.path}?${query}`,
    headers: { host, authorization: `Bearer ${token}`, ...headers },
  });
}

const userInfo = async (token: string, host = 'localhost') =>
  (
    await t.app.inject({
      method: 'GET',
      url: authApi.userInfo.path,
      headers: { host, authorization: `Bearer ${token}` },
    })
  ).json();

describe('logout on a built-in login unit (spec §4, S4)', () => {
  it('revokes the session, sets a fresh guest cookie and sends the desktop to /login', async () => {
    const token = await login();
    const response = await logout(token, { service: '/personal-center', terminalType: '1' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toEqual({ url: '/login?redirect=%2Fpersonal-center' });

    const guestToken = tokenOf(response);
    expect(decodeJwt(guestToken)).toMatchObject({ typ: 'guest', sub: 'guest', fid: 100001 });
    expect(decodeJwt(guestToken).sid).not.toBe(decodeJwt(token).sid);
    const tokenCookie = response.cookies.find((cookie) => cookie.name === 'token');
    expect(tokenCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(response.cookies.find((cookie) => cookie.name === 'tourist')).toMatchObject({ value: '1' });

    expect(await userInfo(token)).toMatchObject({ success: false, code: 401 });
    expect(await userInfo(guestToken)).toMatchObject({ success: true, data: { userType: 'GUEST', uid: '' } });
  });

  it('sends the mobile to /mobile-login, and to the bare login page without a service', async () => {
    const mobile = await logout(await login(), { service: '/mobile/work', terminalType: '2' });
    expect(mobile.json().data.url).toBe('/mobile-login?redirect=%2Fmobile%2Fwork');
    const bare = await logout(await login());
    expect(bare.json().data.url).toBe('/login');
  });

  it('refuses an off-site service and falls back to the login page', async () => {
    const response = await logout(await login(), { service: 'https://evil.example/phish' });
    expect(response.json().data.url).toBe('/login');
  });

  it('works for a guest too, handing out a new guest token', async () => {
    const guest = tokenOf(
      await t.app.inject({ method: 'GET', url: authApi.guestLogin.path, headers: { host: 'localhost' } }),
    );
    const response = await logout(guest, { service: '/news' });
    expect(response.json().data.url).toBe('/login?redirect=%2Fnews');
    const fresh = tokenOf(response);
    expect(fresh).not.toBe(guest);
    expect(await userInfo(fresh)).toMatchObject({ success: true, data: { userType: 'GUEST' } });
  });

  it('refuses an unknown terminalType with 400', async () => {
    const token = await login();
    const response = await logout(token, { terminalType: '3' });
    expect(response.statusCode).toBe(400);
    expect(response.json().msg).toMatch(/终端类型/);
    expect(await userInfo(token)).toMatchObject({ success: true });
  });
});

describe('logout on single sign-on units', () => {
  it('sends a CAS unit to the CAS logout with its cas-login service', async () => {
    const token = await login('gov.localhost', 'citizen');
    const response = await logout(token, { host: 'gov.localhost', service: '/personal-center' });
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3100/cas/logout');
    expect(url.searchParams.get('service')).toBe('http://gov.localhost/cas-login?redirect=%2Fpersonal-center');
    expect(await userInfo(token, 'gov.localhost')).toMatchObject({ code: 401 });
  });

  it('sends the 331906 mobile to the passport login, and its desktop to /login', async () => {
    const mobile = await logout(await login('331906.localhost'), { host: '331906.localhost', terminalType: '2' });
    const url = new URL(mobile.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://passport.331906.localhost:3100/passport/login');
    expect(url.searchParams.get('fid')).toBe('331906');
    expect(url.searchParams.get('refer')).toBe('http://331906.localhost/mobile');

    const desktop = await logout(await login('331906.localhost'), {
      host: '331906.localhost',
      terminalType: '1',
      service: '/home',
    });
    expect(desktop.json().data.url).toBe('/login?redirect=%2Fhome');
  });
});

describe('same-origin check on logout (R5)', () => {
  it('refuses a cross-site Origin with 403 and keeps the session', async () => {
    const token = await login();
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of crossSite) {
      const response = await logout(token, { headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
      expect(response.json()).toMatchObject({ success: false, code: 403 });
      expect(response.cookies).toEqual([]);
    }
    expect(await userInfo(token)).toMatchObject({ success: true, data: { name: '李明' } });
  });

  it('allows the same origin', async () => {
    const token = await login();
    const response = await logout(token, { headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(await userInfo(token)).toMatchObject({ code: 401 });
  });

  it('refuses logout by GET', async () => {
    const token = await login();
    const response = await t.app.inject({
      method: 'GET',
      url: authApi.logout.path,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(404);
    expect(await userInfo(token)).toMatchObject({ success: true });
  });
});
