import type { LightMyRequestResponse } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, authApi, CODE, MESSAGES } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
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

/** Moves a counter's clock back, as if its latest failure happened `seconds` earlier. */
const rewind = (key: string, seconds: number) =>
  t.database.db
    .update(loginThrottle)
    .set({ lastFailureAt: sql`${loginThrottle.lastFailureAt} - make_interval(secs => ${seconds})` })
    .where(eq(loginThrottle.key, key));

/** Locks an account as ten failures from elsewhere would. */
const lockAccount = async (username: string) => {
  const values = { failures: 10, lockedUntil: new Date(Date.now() + 900_000) };
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
      data: { captchaRequired: false, remainingAttempts: 9 },
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

describe('A2: an attacked account costs the attacker more at every step, never its owner (ADR 026)', () => {
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
      data: { remainingAttempts: 9 },
    });
  });

  it('warns with the attempts left and asks for a 图形验证码 from the third failure', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const response = await login({ ip, username, password: `Wrong-${attempt}` });
      expect(response.json()).toMatchObject({ code: CODE.loginFailed, msg: MESSAGES.loginFailed });
    }
    const third = await login({ ip, username, password: 'Wrong-3' });
    expect(third.json()).toEqual({
      success: false,
      code: CODE.loginFailed,
      msg: `${MESSAGES.loginFailed}，还可尝试 7 次`,
      data: { captchaRequired: true, remainingAttempts: 7 },
    });

    // Without a captcha, even the right password is not tried.
    const bare = await login({ ip, username, password: PASSWORD });
    expect(bare.json()).toMatchObject({
      code: CODE.captchaRequired,
      msg: '请输入图形验证码',
      data: { captchaRequired: true },
    });
    expect(bare.cookies).toEqual([]);
    const wrongCaptcha = await login({ ip, username, password: PASSWORD, captcha: 'wrong' });
    expect(wrongCaptcha.json()).toMatchObject({
      code: CODE.captchaRequired,
      msg: expect.stringContaining('图形验证码错误'),
    });
  });

  it('spends a captcha on its first use, right or wrong', async () => {
    const captchaId = await storeChallenge(t.database.db, FID, 'ABCD');
    const attempt = (captchaCode: string) =>
      t.app.inject({
        method: 'POST',
        url: authApi.passwordLogin.path,
        remoteAddress: ip,
        headers: { host: 'localhost' },
        payload: { username, password: 'Wrong-again', captchaId, captchaCode },
      });
    expect((await attempt('XXXX')).json().code).toBe(CODE.captchaRequired);
    expect((await attempt('ABCD')).json().code).toBe(CODE.captchaRequired);
    const left = await t.database.db.select().from(captchaChallenges).where(eq(captchaChallenges.id, captchaId));
    expect(left).toEqual([]);
  });

  it('makes the attacker wait longer after each failure from the fifth on (429 with Retry-After)', async () => {
    const key = `account:${FID}:t1001`;
    await login({ ip, username, password: 'Wrong-4', captcha: 'right' });
    const fifth = await login({ ip, username, password: 'Wrong-5', captcha: 'right' });
    expect(fifth.json()).toMatchObject({
      msg: `${MESSAGES.loginFailed}，还可尝试 5 次`,
      data: { remainingAttempts: 5 },
    });

    const early = await login({ ip, username, password: PASSWORD, captcha: 'right' });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe(String(ACCOUNT_THROTTLE.delayBaseSeconds));
    expect(early.json()).toMatchObject({ code: CODE.tooManyRequests, msg: '登录尝试过于频繁，请 15 秒后再试' });

    await rewind(key, 15);
    const sixth = await login({ ip, username, password: 'Wrong-6', captcha: 'right' });
    expect(sixth.json()).toMatchObject({ code: CODE.loginFailed });
    expect((await login({ ip, username, password: PASSWORD, captcha: 'right' })).headers['retry-after']).toBe('30');
  });

  it('locks password sign-in on new devices only after ten failures', async () => {
    const key = `account:${FID}:t1001`;
    for (let failure = 7; failure <= 9; failure += 1) {
      await rewind(key, ACCOUNT_THROTTLE.delayMaxSeconds);
      expect((await login({ ip, username, password: `Wrong-${failure}`, captcha: 'right' })).json().code).toBe(
        CODE.loginFailed,
      );
    }
    await rewind(key, ACCOUNT_THROTTLE.delayMaxSeconds);
    const tenth = await login({ ip, username, password: 'Wrong-10', captcha: 'right' });
    expect(tenth.json()).toMatchObject({ code: CODE.accountLocked, msg: expect.stringContaining('锁定') });

    // The lock belongs to the account, whatever the address or the spelling of the name.
    for (const [from, name] of [
      ['10.2.1.2', 'T1001'],
      ['10.2.1.3', 't1001'],
    ] as const) {
      const locked = await login({ ip: from, username: name, password: PASSWORD, captcha: 'right' });
      expect(locked.json()).toMatchObject({
        code: CODE.accountLocked,
        msg: expect.stringContaining('此前登录过的设备'),
      });
      expect(locked.cookies).toEqual([]);
    }
  });

  it('lets the owner in from a browser the account signed in from before, while it stays locked elsewhere', async () => {
    // 李明 signs in once (his browser becomes trusted), then an attacker locks his account from elsewhere.
    const owner = await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD });
    const device = deviceCookieOf(owner)!;
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    await lockAccount('2023001');

    const attacker = await login({ ip: '10.2.3.2', username: '2023001', password: PASSWORD, captcha: 'right' });
    expect(attacker.json().code).toBe(CODE.accountLocked);
    const back = await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD, device: device.value });
    expect(back.json()).toMatchObject({ success: true, data: { tourist: 0 } });

    // The trust names one account: it does nothing for another, and a forged cookie is ignored.
    await lockAccount('nomenu');
    const other = await login({ ip: '10.2.3.1', username: 'nomenu', password: PASSWORD, device: device.value });
    expect(other.json().code).toBe(CODE.accountLocked);
    const forged = `${device.value.slice(0, -4)}AAAA`;
    expect((await login({ ip: '10.2.3.1', username: '2023001', password: PASSWORD, device: forged })).json().code).toBe(
      CODE.accountLocked,
    );
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
