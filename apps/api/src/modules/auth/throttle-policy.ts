import type { ThrottleRule } from '@yizhan/contracts';

/** A key's counter as stored: failures in the current window, the latest failure, and any lock. */
export interface ThrottleCounter {
  failures: number;
  windowStart: Date;
  lastFailureAt: Date | null;
  lockedUntil: Date | null;
}

/** What the next attempt on a key must respect. */
export interface ThrottleVerdict {
  /** Seconds the key stays locked (0: not locked). */
  lockedSeconds: number;
  /** Seconds before the next attempt is accepted (the progressive delay; 0: now). */
  waitSeconds: number;
  /** The attempt must carry a correct 图形验证码. */
  captcha: boolean;
  /** Failures left before the lock. */
  remaining: number;
}

/** The delay after `failures` failures: none below `delayAfter`, then doubling up to `delayMaxSeconds`. */
export function delaySeconds(rule: ThrottleRule, failures: number): number {
  if (failures < rule.delayAfter) return 0;
  return Math.min(rule.delayMaxSeconds, rule.delayBaseSeconds * 2 ** (failures - rule.delayAfter));
}

/**
 * Applies a rule to a counter (ADR 026). A counter whose window has passed counts as empty; so does a missing one.
 * Pure, so the whole policy is tested as a table.
 */
export function judge(
  rule: ThrottleRule,
  counter: ThrottleCounter | undefined,
  windowSeconds: number,
  now: Date,
): ThrottleVerdict {
  const lockedSeconds = counter?.lockedUntil ? secondsUntil(counter.lockedUntil, now) : 0;
  const open = counter && now.getTime() - counter.windowStart.getTime() < windowSeconds * 1000;
  const failures = open ? counter.failures : 0;
  const last = open ? counter.lastFailureAt : null;
  return {
    lockedSeconds,
    waitSeconds: last ? secondsUntil(new Date(last.getTime() + delaySeconds(rule, failures) * 1000), now) : 0,
    captcha: failures >= rule.captchaAfter,
    remaining: Math.max(0, rule.lockAfter - failures),
  };
}

const secondsUntil = (when: Date, now: Date) => Math.max(0, Math.ceil((when.getTime() - now.getTime()) / 1000));
