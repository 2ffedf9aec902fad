import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { authApi, CODE, LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_IP, MESSAGES } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';

const login = (ip: string, username: string, password: string): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip,
    headers: { host: 'localhost' },
    payload: { username, password },
  });

describe('one answer for unknown accounts and wrong passwords (A2)', () => {
  it('gives the same code and message for both, and sets no cookie', async () => {
    const unknown = await login('10.2.0.1', 'no-such-user', PASSWORD);
    const wrong = await login('10.2.0.2', '2023001', 'Not-the-password-1');
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual({ success: false, code: CODE.loginFailed, msg: MESSAGES.loginFailed, data: null });
    expect(wrong.json()).toEqual(unknown.json());
    expect(CODE.loginFailed).toBe(2001);
  });
});

describe('account lockout (A2)', () => {
  it('locks an account after five failures, even against the right password, from any address', async () => {
    for (let attempt = 1; attempt <= LOGIN_MAX_FAILURES; attempt += 1) {
      const response = await login('10.2.1.1', 'T1001', `Wrong-password-${attempt}`);
      expect(response.json(), `attempt ${attempt}`).toMatchObject({ success: false, code: 2001 });
    }
    expect(LOGIN_MAX_FAILURES).toBe(5);

    const sixth = await login('10.2.1.1', 'T1001', PASSWORD);
    expect(sixth.statusCode).toBe(200);
    expect(sixth.json()).toMatchObject({ success: false, code: 2002, msg: expect.stringContaining('锁定') });
    expect(sixth.cookies).toEqual([]);

    // The lock belongs to the account, whatever the address or the spelling of the name.
    expect((await login('10.2.1.2', 'T1001', PASSWORD)).json()).toMatchObject({ code: 2002 });
    expect((await login('10.2.1.3', 't1001', PASSWORD)).json()).toMatchObject({ code: 2002 });
  });

  it('leaves another account from another address unaffected', async () => {
    const response = await login('10.2.1.4', '2023001', PASSWORD);
    expect(response.json()).toMatchObject({ success: true, code: 200, data: { tourist: 0 } });
    expect(response.cookies.find((cookie) => cookie.name === 'token')?.value).toEqual(expect.any(String));
  });

  it('does not lock an account whose failures were interrupted by a success', async () => {
    for (let attempt = 1; attempt < LOGIN_MAX_FAILURES; attempt += 1) {
      await login('10.2.1.5', 'nomenu', 'Wrong-password');
    }
    expect((await login('10.2.1.5', 'nomenu', PASSWORD)).json()).toMatchObject({ success: true });
    expect((await login('10.2.1.5', 'nomenu', 'Wrong-password')).json()).toMatchObject({ code: 2001 });
    expect((await login('10.2.1.5', 'nomenu', PASSWORD)).json()).toMatchObject({ success: true });
  });
});

describe('per-address limit (A2, R6)', () => {
  it('answers 429 with Retry-After after 30 failures from one address across account names', async () => {
    const ip = '10.2.2.1';
    expect(LOGIN_MAX_FAILURES_PER_IP).toBe(30);
    for (let attempt = 0; attempt < LOGIN_MAX_FAILURES_PER_IP; attempt += 1) {
      const response = await login(ip, `stranger-${attempt}`, 'Wrong-password');
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
      expect(response.json().code).toBe(2001);
    }

    const limited = await login(ip, '2023001', PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, code: 429, msg: expect.stringMatching(/频繁/) });
    const retryAfter = Number(limited.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(limited.cookies).toEqual([]);

    // Other addresses, and the accounts that address tried, are not locked out by it.
    expect((await login('10.2.2.2', '2023001', PASSWORD)).json()).toMatchObject({ success: true });
    expect((await login('10.2.2.2', 'stranger-0', 'Wrong-password')).json()).toMatchObject({ code: 2001 });
  });
});
