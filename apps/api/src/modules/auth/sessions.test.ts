import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authApi, navigationApi } from '@yizhan/contracts';
import { tokenOf, useTestApp } from '../../test/test-app';
import { setUserDisabled } from '../users/users.service';
import { changePassword } from './password-change';
import { users } from '../users/users.table';
import { sessions } from './auth.table';
import { loadSigningKey, signToken, type TokenClaims } from './auth.tokens';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';
const MINUTE = 60_000;

let nextIp = 0;
/** A fresh client address per sign-in, so no throttle counter is shared. */
const ip = () => `10.3.0.${(nextIp += 1)}`;

async function login(username = '2023001', host = 'localhost', password = PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip(),
    headers: { host },
    payload: { username, password },
  });
  const body = response.json();
  expect(body, `login of ${username} on ${host}`).toMatchObject({ success: true });
  return tokenOf(response);
}

async function guest(host = 'localhost'): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: authApi.guestLogin.path, headers: { host } });
  return tokenOf(response);
}

/** The envelope of userInfo for a token (Bearer by default, or the cookie). */
async function userInfo(token: string, host = 'localhost', via: 'bearer' | 'cookie' = 'bearer') {
  const response = await t.app.inject({
    method: 'GET',
    url: authApi.userInfo.path,
    remoteAddress: '10.3.9.9',
    headers: { host, ...(via === 'bearer' ? { authorization: `Bearer ${token}` } : {}) },
    ...(via === 'cookie' ? { cookies: { token } } : {}),
  });
  return response.json();
}

const expectAccepted = async (token: string, host?: string) =>
  expect(await userInfo(token, host)).toMatchObject({ success: true, data: { userType: expect.any(String) } });
const expectRejected = async (token: string, host?: string) =>
  expect(await userInfo(token, host)).toEqual({
    success: false,
    code: 401,
    msg: '登录状态已过期，请重新登录',
    data: null,
  });

const claimsOf = (token: string) => decodeJwt(token) as unknown as TokenClaims & { sub: string };
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const setSession = (token: string, values: Partial<typeof sessions.$inferInsert>) =>
  t.database.db
    .update(sessions)
    .set(values)
    .where(eq(sessions.id, claimsOf(token).sid));

describe('token verification (S5)', () => {
  it('accepts a token by cookie exactly like one by Bearer header', async () => {
    const token = await login();
    expect(await userInfo(token, 'localhost', 'cookie')).toEqual(await userInfo(token, 'localhost', 'bearer'));
    expect((await userInfo(token, 'localhost', 'cookie')).data.name).toBe('李明');
  });

  it('rejects an expired token even while its session row is alive', async () => {
    const token = await login();
    const key = await loadSigningKey(t.database.db);
    const claims = claimsOf(token);
    const stillGood = await signToken(key, claims, new Date());
    await expectAccepted(stillGood);
    const expired = await signToken(key, claims, new Date(Date.now() - 31 * 24 * 60 * MINUTE));
    await expectRejected(expired);
  });

  it('rejects a token without exp, even when signed with the right key', async () => {
    const token = await login();
    const key = await loadSigningKey(t.database.db);
    const { sub, fid, typ, sid, loginTime } = claimsOf(token);
    const noExpiry = await new SignJWT({ fid, typ, sid, loginTime })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuer('yizhan')
      .setIssuedAt()
      .sign(key);
    await expectRejected(noExpiry);
  });

  it('rejects tampered tokens: a changed signature, payload or header', async () => {
    const token = await login();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = signature.slice(0, 5) + (signature[5] === 'A' ? 'B' : 'A') + signature.slice(6);
    await expectRejected(`${header}.${payload}.${flipped}`);

    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const otherUnit = b64({ ...claims, fid: 200001 });
    await expectRejected(`${header}.${otherUnit}.${signature}`);
    await expectRejected(`${header}.${otherUnit}.${signature}`, 'gov.localhost');
    await expectRejected(`${header}.${b64({ ...claims, sub: '2' })}.${signature}`);

    await expectRejected(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    await expectRejected(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`);
    await expectRejected(`${b64({ alg: 'HS512', typ: 'JWT' })}.${payload}.${signature}`);
    await expectRejected('not-a-token');
    await expectRejected(`${token}${'x'.repeat(3000)}`);
  });

  it('rejects a token signed with another key', async () => {
    const token = await login();
    await expectRejected(await signToken(randomBytes(32), claimsOf(token)));
  });

  it('rejects a token of one unit on another unit (cross-unit)', async () => {
    const token = await login();
    await expectAccepted(token, 'localhost');
    await expectAccepted(token, '127.0.0.1');
    await expectRejected(token, 'gov.localhost');
    await expectRejected(token, '331906.localhost');
    const govToken = await login('citizen', 'gov.localhost');
    await expectAccepted(govToken, 'gov.localhost');
    await expectRejected(govToken, 'localhost');
  });

  it('never lets a guest token reach a route that needs a user', async () => {
    const token = await guest();
    await expectAccepted(token);
    const response = await t.app.inject({
      method: 'GET',
      url: navigationApi.quickNavigation.path,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(response.json()).toMatchObject({ success: false, code: 401 });
  });
});

describe('revocation (S4)', () => {
  it('rejects a token after logout', async () => {
    const token = await login();
    const logout = await t.app.inject({
      method: 'POST',
      url: authApi.logout.path,
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    expect(logout.json().success).toBe(true);
    await expectRejected(token);
  });

  it('rejects every token of a disabled user, also after re-enabling', async () => {
    const first = await login('T1001');
    const second = await login('T1001');
    const uid = Number(claimsOf(first).sub);
    await setUserDisabled(t.database.db, uid, true);
    await expectRejected(first);
    await expectRejected(second);
    await setUserDisabled(t.database.db, uid, false);
    await expectRejected(first);
    await expectAccepted(await login('T1001'));
  });

  it('rejects a token from before a disable after re-enabling, whatever path disabled the account (issue 35)', async () => {
    const token = await login('2023001', '331906.localhost');
    const uid = Number(claimsOf(token).sub);
    // As an administrator's SQL or a directory sync would, past the users service.
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.uid, uid));
    await t.database.db.update(users).set({ disabled: false }).where(eq(users.uid, uid));
    await expectRejected(token, '331906.localhost');
    await expectAccepted(await login('2023001', '331906.localhost'), '331906.localhost');
  });

  it('rejects old tokens after a password change; the new password signs in', async () => {
    const token = await login('nomenu');
    await changePassword(t.database.db, Number(claimsOf(token).sub), 'New-Password-2026');
    await expectRejected(token);
    await expectAccepted(await login('nomenu', 'localhost', 'New-Password-2026'));
  });
});

describe('server-side timeouts (S3)', () => {
  it('rejects a session idle longer than the unit limit (331906: 30 minutes)', async () => {
    const host = '331906.localhost';
    const fresh = await login('2023001', host);
    await setSession(fresh, { lastSeenAt: new Date(Date.now() - 29 * MINUTE) });
    await expectAccepted(fresh, host);

    const idle = await login('2023001', host);
    await setSession(idle, { lastSeenAt: new Date(Date.now() - 31 * MINUTE) });
    await expectRejected(idle, host);
  });

  it('uses the 5-day default idle limit on 100001', async () => {
    const recent = await login();
    await setSession(recent, { lastSeenAt: new Date(Date.now() - 31 * MINUTE) });
    await expectAccepted(recent);

    const idle = await login();
    await setSession(idle, { lastSeenAt: new Date(Date.now() - (5 * 24 * 60 + 1) * MINUTE) });
    await expectRejected(idle);
  });

  it('rejects a session past its absolute expiry, however recently used', async () => {
    const token = await login();
    await setSession(token, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    await expectRejected(token);
  });

  it('rejects a guest token past its expiry too', async () => {
    const key = await loadSigningKey(t.database.db);
    const claims = { ...claimsOf(await guest()), sid: 'expired-guest' };
    const issued = new Date(Date.now() - 2 * 24 * 60 * MINUTE);
    await expectRejected(await signToken(key, claims, issued, 24 * 60 * 60));
  });
});

describe('guests cost nothing to store (ADR 019)', () => {
  const countSessions = async () => (await t.database.db.select({ id: sessions.id }).from(sessions)).length;

  it('a flood of cookie-less visits and guest calls leaves the sessions table unchanged', async () => {
    const before = await countSessions();
    for (let index = 0; index < 50; index += 1) {
      const token = await guest(index % 2 === 0 ? 'localhost' : 'gov.localhost');
      await expectAccepted(token, index % 2 === 0 ? 'localhost' : 'gov.localhost');
    }
    expect(await countSessions()).toBe(before);
  });

  it('a guest token is bound to its unit and expires with the unit’s idle limit', async () => {
    const short = claimsOf(await guest('331906.localhost')) as unknown as { iat: number; exp: number };
    expect(short.exp - short.iat).toBe(30 * 60);
    const standard = claimsOf(await guest()) as unknown as { iat: number; exp: number };
    expect(standard.exp - standard.iat).toBe(5 * 24 * 60 * 60);
    await expectRejected(await guest('331906.localhost'));
  });
});
