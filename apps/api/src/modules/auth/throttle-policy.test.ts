import { describe, expect, it } from 'vitest';
import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, LOGIN_WINDOW_SECONDS } from '@yizhan/contracts';
import { delaySeconds, judge, type ThrottleCounter } from './throttle-policy';

const now = new Date('2026-11-23T08:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
const counter = (failures: number, lastFailureSecondsAgo = 0, lockedForSeconds = 0): ThrottleCounter => ({
  failures,
  windowStart: ago(600),
  lastFailureAt: ago(lastFailureSecondsAgo),
  lockedUntil: lockedForSeconds ? new Date(now.getTime() + lockedForSeconds * 1000) : null,
});

describe('A2: sign-in throttling grows step by step (ADR 026)', () => {
  it('asks an account for nothing, then a captcha from the third failure, and locks it at the fifth (A2)', () => {
    const table = [0, 1, 2, 3, 4].map((failures) => {
      const verdict = judge(ACCOUNT_THROTTLE, counter(failures), LOGIN_WINDOW_SECONDS, now);
      return [failures, verdict.captcha, verdict.waitSeconds, verdict.remaining];
    });
    expect(table).toEqual([
      [0, false, 0, 5],
      [1, false, 0, 4],
      [2, false, 0, 3],
      [3, true, 0, 2],
      [4, true, 0, 1],
    ]);
    expect(ACCOUNT_THROTTLE.lockAfter).toBe(5);
    expect(ACCOUNT_THROTTLE.lockSeconds).toBe(15 * 60);
    expect(LOGIN_WINDOW_SECONDS).toBe(15 * 60);
  });

  it('counts the delay from the latest failure and caps it (the address rule)', () => {
    expect(judge(ADDRESS_THROTTLE, counter(101, 1), LOGIN_WINDOW_SECONDS, now).waitSeconds).toBe(1);
    expect(judge(ADDRESS_THROTTLE, counter(101, 3), LOGIN_WINDOW_SECONDS, now).waitSeconds).toBe(0);
    expect(delaySeconds(ADDRESS_THROTTLE, 400)).toBe(ADDRESS_THROTTLE.delayMaxSeconds);
  });

  it('reports a lock until it ends, and forgets failures whose window has passed', () => {
    expect(judge(ACCOUNT_THROTTLE, counter(5, 0, 600), LOGIN_WINDOW_SECONDS, now).lockedSeconds).toBe(600);
    const old: ThrottleCounter = {
      failures: 4,
      windowStart: ago(LOGIN_WINDOW_SECONDS + 1),
      lastFailureAt: ago(1),
      lockedUntil: null,
    };
    expect(judge(ACCOUNT_THROTTLE, old, LOGIN_WINDOW_SECONDS, now)).toEqual({
      lockedSeconds: 0,
      waitSeconds: 0,
      captcha: false,
      remaining: 5,
    });
    expect(judge(ACCOUNT_THROTTLE, undefined, LOGIN_WINDOW_SECONDS, now).captcha).toBe(false);
  });

  it('is generous per address: a campus NAT gets a captcha long before any delay or block', () => {
    expect(judge(ADDRESS_THROTTLE, counter(9), LOGIN_WINDOW_SECONDS, now).captcha).toBe(false);
    expect(judge(ADDRESS_THROTTLE, counter(10), LOGIN_WINDOW_SECONDS, now)).toMatchObject({
      captcha: true,
      waitSeconds: 0,
    });
    expect(judge(ADDRESS_THROTTLE, counter(99), LOGIN_WINDOW_SECONDS, now).waitSeconds).toBe(0);
    expect(judge(ADDRESS_THROTTLE, counter(100), LOGIN_WINDOW_SECONDS, now).waitSeconds).toBe(1);
    expect(ADDRESS_THROTTLE.lockAfter).toBeGreaterThanOrEqual(500);
  });
});
