import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authApi, navigationApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

type Inject = InjectOptions;

/** One request to the API, from a given client address and host. */
const call = (options: Inject & { ip: string; host?: string; token?: string }): Promise<LightMyRequestResponse> => {
  const { ip, host = 'localhost', token, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    remoteAddress: ip,
    headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
};

const cookie = (response: LightMyRequestResponse, name: string) => response.cookies.find((item) => item.name === name);

/** A JWT (header.payload.signature, base64url), as a session token is. */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

const guestLogin = async (ip: string, headers: Record<string, string> = {}) =>
  call({ method: 'GET', url: authApi.guestLogin.path, ip, headers });

const userInfo = async (ip: string, token?: string, host?: string) =>
  call({ method: 'GET', url: authApi.userInfo.path, ip, ...(token ? { token } : {}), ...(host ? { host } : {}) });

const login = (ip: string, body: unknown, extra: Partial<Inject> = {}) =>
  call({ method: 'POST', url: authApi.passwordLogin.path, ip, payload: body as object, ...extra });

describe('guest login (S1)', () => {
  it('sets an HttpOnly Lax token cookie and a readable tourist=1 cookie, without Secure over http', async () => {
    const response = await guestLogin('10.1.0.1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 200, data: { tourist: 1 } });
    expect(cookie(response, 'token')).toEqual({
      name: 'token',
      value: expect.stringMatching(JWT),
      path: '/',
      maxAge: 2592000,
      httpOnly: true,
      sameSite: 'Lax',
    });
    expect(cookie(response, 'tourist')).toEqual({
      name: 'tourist',
      value: '1',
      path: '/',
      maxAge: 2592000,
      sameSite: 'Lax',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookies Secure when a trusted proxy says the visitor came over https', async () => {
    const proxied = await guestLogin('127.0.0.1', { 'x-forwarded-proto': 'https' });
    expect(cookie(proxied, 'token')?.secure).toBe(true);
    expect(cookie(proxied, 'tourist')?.secure).toBe(true);
    // The same header from an untrusted address is ignored.
    const spoofed = await guestLogin('10.1.0.2', { 'x-forwarded-proto': 'https' });
    expect(cookie(spoofed, 'token')?.secure).toBeUndefined();
  });

  it('gives userInfo of a guest', async () => {
    const token = tokenOf(await guestLogin('10.1.0.3'));
    const response = await userInfo('10.1.0.3', token);
    expect(response.json()).toMatchObject({ success: true, data: { userType: 'GUEST', uid: '', fid: 100001 } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers userInfo without a token with the 401 envelope', async () => {
    const response = await userInfo('10.1.0.4');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: false, code: 401, msg: '登录状态已过期，请重新登录', data: null });
  });
});

describe('password login (S2)', () => {
  it('issues a new session with a new random id; the guest token it replaces stays a guest token', async () => {
    const ip = '10.1.1.1';
    const guestToken = tokenOf(await guestLogin(ip));
    const response = await call({
      method: 'POST',
      url: authApi.passwordLogin.path,
      ip,
      payload: { username: '2023001', password: PASSWORD },
      cookies: { token: guestToken },
    });
    const body = response.json();
    expect(body).toMatchObject({ success: true, code: 200 });
    expect(body.data).toEqual({ tourist: 0, mustChangePassword: false });
    const token = tokenOf(response);
    expect(token).not.toBe(guestToken);
    expect(cookie(response, 'token')?.httpOnly).toBe(true);
    expect(cookie(response, 'tourist')?.value).toBe('0');
    expect(response.headers['cache-control']).toBe('no-store');

    const guestSid = decodeJwt(guestToken).sid as string;
    const userSid = decodeJwt(token).sid as string;
    expect(userSid).not.toBe(guestSid);
    expect(userSid).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(decodeJwt(token)).toMatchObject({ typ: 'user', fid: 100001 });

    // A guest token has no row to retire (ADR 019); it still speaks for a guest only, never for the user.
    expect((await userInfo(ip, guestToken)).json()).toMatchObject({ success: true, data: { userType: 'GUEST' } });
    const info = (await userInfo(ip, token)).json();
    expect(info).toMatchObject({ success: true, data: { userType: 'STUDENT', name: '李明', fid: 100001 } });
    expect(info.data.uid).toMatch(/^\d+$/);
    expect(info.data.loginTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('accepts the account name case-insensitively', async () => {
    const response = await login('10.1.1.2', { username: 't1001', password: PASSWORD });
    expect(response.json()).toMatchObject({ success: true });
    const info = (await userInfo('10.1.1.2', tokenOf(response))).json();
    expect(info.data).toMatchObject({ userType: 'TEACHER', name: '王芳' });
  });

  it('R7: marks responses to a signed-in user no-store outside /pedestal/auth too', async () => {
    const token = tokenOf(await login('10.1.1.3', { username: '2023001', password: PASSWORD }));
    const response = await call({ method: 'GET', url: navigationApi.quickNavigation.path, ip: '10.1.1.3', token });
    expect(response.json().success).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('R7 tokens stay in cookies (issue 9 finding 8)', () => {
  /**
   * The body carries no token a script could read: no `token` field, no JWT-looking string, not the cookie's
   * value; the HttpOnly `token` cookie holds the session and works both as a Bearer token and as the cookie.
   */
  const expectTokenOnlyInCookie = async (response: LightMyRequestResponse, ip: string, userType: string) => {
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, code: 200 });
    expect(response.body).not.toMatch(/token/i);
    expect(response.body).not.toMatch(JWT);
    const token = tokenOf(response);
    expect(token).toMatch(JWT);
    expect(response.body).not.toContain(token);
    expect(cookie(response, 'token')).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    const byBearer = await userInfo(ip, token);
    expect(byBearer.json()).toMatchObject({ success: true, data: { userType } });
    const byCookie = await call({ method: 'GET', url: authApi.userInfo.path, ip, cookies: { token } });
    expect(byCookie.json()).toMatchObject({ success: true, data: { userType } });
    return token;
  };

  it('guest login answers only tourist: 1', async () => {
    const response = await guestLogin('10.1.3.1');
    expect(response.json().data).toEqual({ tourist: 1 });
    expect(cookie(response, 'tourist')?.value).toBe('1');
    await expectTokenOnlyInCookie(response, '10.1.3.1', 'GUEST');
  });

  it('password sign-in answers only tourist: 0 and whether the password must be changed first', async () => {
    const response = await login('10.1.3.2', { username: '2023001', password: PASSWORD });
    expect(response.json().data).toEqual({ tourist: 0, mustChangePassword: false });
    expect(cookie(response, 'tourist')?.value).toBe('0');
    await expectTokenOnlyInCookie(response, '10.1.3.2', 'STUDENT');
  });

  it('logout answers only the next url, its new guest token in the cookie', async () => {
    const userToken = tokenOf(await login('10.1.3.3', { username: '2023001', password: PASSWORD }));
    const response = await call({ method: 'POST', url: authApi.logout.path, ip: '10.1.3.3', token: userToken });
    expect(response.json().data).toEqual({ url: '/login' });
    expect(cookie(response, 'tourist')?.value).toBe('1');
    const guestToken = await expectTokenOnlyInCookie(response, '10.1.3.3', 'GUEST');
    expect(guestToken).not.toBe(userToken);
  });
});

describe('password login input (R1)', () => {
  const expect400 = async (response: LightMyRequestResponse, field: RegExp) => {
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.msg).toMatch(field);
    expect(body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect(response.cookies).toEqual([]);
  };

  it('refuses a missing username or password, naming the field by its label', async () => {
    await expect400(await login('10.1.2.1', { password: PASSWORD }), /账号/);
    await expect400(await login('10.1.2.1', { username: '2023001' }), /密码/);
    await expect400(await login('10.1.2.1', { username: '   ', password: PASSWORD }), /请输入账号/);
  });

  it('refuses wrong types', async () => {
    await expect400(await login('10.1.2.2', { username: 2023001, password: PASSWORD }), /账号/);
    await expect400(await login('10.1.2.2', { username: '2023001', password: 20262026 }), /密码/);
  });

  it('refuses an over-long password (129) and username (65), but not the longest allowed ones', async () => {
    await expect400(await login('10.1.2.3', { username: '2023001', password: 'a'.repeat(129) }), /密码过长/);
    await expect400(await login('10.1.2.3', { username: 'u'.repeat(65), password: PASSWORD }), /账号过长/);
    const longest = await login('10.1.2.3', { username: 'u'.repeat(64), password: 'a'.repeat(128) });
    expect(longest.statusCode).toBe(200);
    expect(longest.json()).toMatchObject({ success: false, code: 2001 });
  });

  it('refuses a form-encoded body with 415 and invalid JSON with 400', async () => {
    const form = await login('10.1.2.4', `username=2023001&password=${encodeURIComponent(PASSWORD)}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 415, msg: expect.stringContaining('application/json') });
    expect(form.cookies).toEqual([]);

    const broken = await login('10.1.2.4', '{"username": "2023001", ', {
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toMatchObject({ success: false, code: 400, msg: '请求体不是合法的 JSON' });
  });
});
