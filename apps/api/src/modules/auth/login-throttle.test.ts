import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADDRESS_THROTTLE, authApi, CODE, MESSAGES } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.table';
import { captchaChallenges, loginThrottle } from './auth.table';
import { storeChallenge } from './captcha';
import { DEVICE_COOKIE } from './device-trust';

const t = useTestApp();
const PASSWORD = 'Yizhan@2026';
const FID = 100001;

interface Attempt {
  ip: string;
  username: string;
  password: string;
  /** Solve a captcha with this answer (a challenge stored with the answer 'ABCD'). */
  captcha?: 'right' | 'wrong';
  device?: string;
}

async function login({ ip, username, password, captcha, device }: Attempt): Promise<LightMyRequestResponse> {
  const captchaFields = captcha
    ? {
        captchaId: await storeChallenge(t.database.db, FID, 'ABCD'),
        captchaCode: captcha === 'right' ? 'abcd' : 'WXYZ',
      }
    : {};
  return t.app.inject({
    method: 'POST',
    url: authApi.passwordLogin.path,
    remoteAddress: ip,
    headers: { host: 'localhost', ...(device ? { cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
    payload: { username, password, ...captchaFields },
  });
}

/** Locks an account as five failures from elsewhere would. */
const lockAccount = async (username: string) => {
  const values = { failures: 5, lockedUntil: new Date(Date.now() + 900_000) };
  await t.database.db
    .insert(loginThrottle)
    .values({ key: `account:${FID}:${username}`, ...values })
    .onConflictDoUpdate({ target: loginThrottle.key, set: values });
};

const deviceCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((cookie) => cookie.name === DEVICE_COOKIE);

describe('A2: one answer for unknown accounts and wrong passwords', () => {
  it('gives the same code, message and detail for both, and sets no cookie', async () => {
    const unknown = await login({ ip: '10.2.0.1', username: 'no-such-user', password: PASSWORD });
    const wrong = await login({ ip: '10.2.0.2', username: '2023001', password: 'Not-the-password-1' });
    for (const response of [unknown, wrong]) {
      expect(response.statusCode).toBe(200);
      expect(response.cookies).toEqual([]);
    }
    expect(unknown.json()).toEqual({
      success: false,
      code: CODE.loginFailed,
      msg: MESSAGES.loginFailed,
      data: { captchaRequired: false, remainingAttempts: 4 },
    });
    expect(wrong.json()).toEqual(unknown.json());
  });
});

describe('A2, R6: per-address throttling asks a campus NAT for a captcha, not a wall', () => {
  it('asks every sign-in from an address with many failures for a captcha; other addresses are untouched', async () => {
    const ip = '10.2.2.1';
    for (let attempt = 0; attempt < ADDRESS_THROTTLE.captchaAfter; attempt += 1) {
      const response = await login({ ip, username: `stranger-${attempt}`, password: 'Wrong-password' });
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    // A classmate behind the same NAT still signs in, with a captcha.
    const classmate = await login({ ip, username: '2023001', password: PASSWORD });
    expect(classmate.json()).toMatchObject({ code: CODE.captchaRequired });
    expect((await login({ ip, username: '2023001', password: PASSWORD, captcha: 'right' })).json()).toMatchObject({
      success: true,
    });
    expect((await login({ ip: '10.2.2.2', username: 'T1001', password: PASSWORD })).json()).toMatchObject({
      success: true,
    });
  });

  it('does not judge loopback, which is this machine or a proxy that forwards no address', async () => {
    for (let attempt = 0; attempt < ADDRESS_THROTTLE.captchaAfter + 1; attempt += 1) {
      await login({ ip: '127.0.0.1', username: `loopback-${attempt}`, password: 'Wrong-password' });
    }
    const response = await login({ ip: '127.0.0.1', username: 'T1001', password: PASSWORD });
    expect(response.json()).toMatchObject({ success: true });
  });

  it('blocks an address with 429 only after hundreds of failures', async () => {
    const ip = '10.2.2.9';
    await t.database.db.insert(loginThrottle).values({
      key: `ip:${FID}:${ip}`,
      failures: ADDRESS_THROTTLE.lockAfter - 1,
      lastFailureAt: new Date(Date.now() - 60_000),
    });
    const last = await login({ ip, username: 'stranger', password: 'Wrong-password', captcha: 'right' });
    expect(last.json().code).toBe(CODE.loginFailed);
    const blocked = await login({ ip, username: '2023001', password: PASSWORD, captcha: 'right' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(ADDRESS_THROTTLE.lockSeconds - 60);
  });
});

describe('A2: five failures lock the account, a 图形验证码 from the third (ADR 026 and its addendum)', () => {
  const ip = '10.2.1.1';
  const username = 'T1001';

  it('forgets the failures of an account after its owner signs in', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await login({ ip: '10.2.1.5', username: 'nomenu', password: 'Wrong-password' });
    }
    expect((await login({ ip: '10.2.1.5', username: 'nomenu', password: PASSWORD })).json()).toMatchObject({
      success: true,
    });
    expect((await login({ ip: '10.2.1.5', username: 'nomenu', password: 'Wrong-password' })).json()).toMatchObject({
      data: { remainingAttempts: 4 },
    });
  });

  it('warns with the attempts left, asks for a 图形验证码 from the third failure, counts a missing or wrong one, and locks at the fifth', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await login({ ip, username, password: `Wrong-${attempt}` });
      expect(response.json()).toMatchObject({ code: CODE.loginFailed, msg: MESSAGES.loginFailed });
    }
    const third = await login({ ip, username, password: 'Wrong-3' });
    expect(third.json()).toEqual({
      success: false,
      code: CODE.loginFailed,
      msg: `${MESSAGES.loginFailed}，还可尝试 2 次`,
      data: { captchaRequired: true, remainingAttempts: 2 },
    });

    // Without a captcha, even the right password is not tried — and the attempt counts (issue 35).
    const bare = await login({ ip, username, password: PASSWORD });
    expect(bare.json()).toMatchObject({
      code: CODE.captchaRequired,
      msg: '请输入图形验证码',
      data: { captchaRequired: true, remainingAttempts: 1 },
    });
    expect(bare.cookies).toEqual([]);
    const fifth = await login({ ip, username, password: PASSWORD, captcha: 'wrong' });
    expect(fifth.json()).toMatchObject({
      code: CODE.accountLocked,
      msg: '登录失败次数过多，账号已暂时锁定，请 15 分钟后再试',
    });

    // The lock belongs to the account, whatever the address or the spelling of the name.
    for (const [from, name] of [
      ['10.2.1.2', 'T1001'],
      ['10.2.1.3', 't1001'],
    ] as const) {
      const locked = await login({ ip: from, username: name, password: PASSWORD, captcha: 'right' });
      expect(locked.json()).toMatchObject({ code: CODE.accountLocked });
      expect(locked.cookies).toEqual([]);
    }
  });

  it('audits every refused attempt, a missing 图形验证码 included (issue 35: 13 guesses, 3 audit rows)', async () => {
    const guesser = 'guessed-account';
    const codes: number[] = [];
    for (let attempt = 1; attempt <= 13; attempt += 1) {
      codes.push((await login({ ip: '10.2.1.9', username: guesser, password: `Guess-${attempt}` })).json().code);
    }
    expect(codes).toEqual([
      ...Array<number>(3).fill(CODE.loginFailed),
      CODE.captchaRequired,
      ...Array<number>(9).fill(CODE.accountLocked),
    ]);
    const rows = await t.database.db
      .select({ event: auditLog.event, reason: auditLog.reason })
      .from(auditLog)
      .where(eq(auditLog.username, guesser))
      .orderBy(auditLog.id);
    expect(rows.filter((row) => row.event === 'login_failure')).toHaveLength(13);
    expect(rows.map((row) => row.reason).slice(0, 6)).toEqual([
      'unknown-account',
      'unknown-account',
      'unknown-account',
      'captcha-missing',
      'captcha-missing',
      '5-failures',
    ]);
    expect(rows.filter((row) => row.event === 'lockout')).toHaveLength(1);
  });

  it('spends a captcha on its first use, right or wrong', async () => {
    const spender = 'captcha-spender';
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await login({ ip: '10.2.1.7', username: spender, password: `Wrong-${attempt}` });
    }
    const captchaId = await storeChallenge(t.database.db, FID, 'ABCD');
    const attempt = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: '10.2.1.7',
      headers: { host: 'localhost' },
      payload: { username: spender, password: 'Wrong-again', captchaId, captchaCode: 'XXXX' },
    });
    expect(attempt.json().code).toBe(CODE.captchaRequired);
    const left = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
    expect(left).toEqual([]);
  });

  it('locks a browser the account signed in from before too; such a browser skips only the address rule', async () => {
    const owner = await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD });
    const device = deviceCookieOf(owner)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

    // The address looks attacked: a stranger there, or a forged cookie, needs a captcha; the owner's browser not.
    await t.database.db.insert(loginThrottle).values({
      key: `ip:${FID}:10.2.3.1`,
      failures: ADDRESS_THROTTLE.captchaAfter,
      lastFailureAt: new Date(),
    });
    const stranger = await login({ ip: '10.2.3.1', username: 'stranger-3', password: 'Wrong-password' });
    expect(stranger.json().code).toBe(CODE.captchaRequired);
    const forged = `${device.value.slice(0, -4)}AAAA`;
    expect((await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD, device: forged })).json().code).toBe(
      CODE.captchaRequired,
    );
    const back = await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD, device: device.value });
    expect(back.json()).toMatchObject({ success: true, data: { tourist: 0 } });

    // A2: the account's lock holds on every browser.
    await lockAccount('2023001');
    const locked = await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD, device: device.value });
    expect(locked.json().code).toBe(CODE.accountLocked);
  });
});

describe('图形验证码 (ADR 026)', () => {
  it('draws a new SVG picture per call and keeps only a hash of its answer', async () => {
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: authApi.captcha.path,
        headers: { host: 'localhost' },
        remoteAddress: '10.2.4.1',
      });
    const [first, second] = [(await get()).json(), (await get()).json()];
    expect(first).toMatchObject({ success: true, data: { captchaId: expect.any(String) } });
    expect(first.data.captchaId).not.toBe(second.data.captchaId);
    const svg = Buffer.from(first.data.image.replace('data:image/svg+xml;base64,', ''), 'base64').toString();
    expect(svg).toMatch(/^<svg [^>]*width="120" height="44"/);
    expect(svg).not.toMatch(/<text|<script/);
    const [row] = await t.database.db
      .select()
      .from(captchaChallenges)
      .where(eq(captchaChallenges.id, first.data.captchaId));
    expect(row!.answerHash).toMatch(/^[0-9a-f]{64}$/);
  });
});
