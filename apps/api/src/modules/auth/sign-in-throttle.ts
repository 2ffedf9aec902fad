import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, CODE, LOGIN_WINDOW_SECONDS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { ApiRequest } from '../../lib/api-request';
import { isLoopback } from '../../plugins/rate-limit';
import type { SignInAudit } from './auth.service';
import { clearThrottle, countFailure, lockKey, readThrottle } from './throttle.repository';
import { judge, type ThrottleVerdict } from './throttle-policy';

/** The account a sign-in form names: it has a counter of its own (ADR 026), which the methods without a form lack. */
export interface ThrottledAccount {
  /** As typed: unknown accounts and wrong passwords count on the same key (A2). */
  username: string;
  /** The account's user, when there is one: the audit entries name it. */
  uid?: number | undefined;
  /** A browser this account signed in from before skips the per-address rule (ADR 026). */
  trusted: boolean;
}

/** What the refusals of a key add up to after counting one more: what a refusal's message may tell. */
export interface FailureTally {
  failures: number;
  /** Failures the account has left before its lock. */
  remaining: number;
  addressFailures: number;
}

/** One attempt's throttle (A2, ADR 026): judged before anything is verified, charged with every counted refusal. */
export interface AttemptThrottle {
  /** The attempt must carry a correct 图形验证码 (only a form can ask for one). */
  captchaRequired: boolean;
  /** Audits a refusal and counts it on the account and the address, locking either past its limit. */
  charge(audit: SignInAudit, reason: string): Promise<FailureTally>;
  /** A success starts the account's count over. */
  clear(): Promise<void>;
}

const accountKey = (fid: number, username: string) => `account:${fid}:${username.trim().toLowerCase()}`;
const addressKey = (fid: number, ip: string) => `ip:${fid}:${ip}`;

const accountLocked = (seconds: number) =>
  new BusinessError(
    CODE.accountLocked,
    `登录失败次数过多，账号已暂时锁定，请 ${Math.ceil(seconds / 60)} 分钟后再试`,
    200,
    {},
    { remainingAttempts: 0 },
  );

/** A 429 with Retry-After (R6): the progressive delay, or an address past its limit. */
const tooManyAttempts = (seconds: number, captchaRequired: boolean) =>
  new BusinessError(
    CODE.tooManyRequests,
    `登录尝试过于频繁，请 ${Math.max(seconds, 1)} 秒后再试`,
    429,
    { 'retry-after': String(Math.max(seconds, 1)) },
    { captchaRequired },
  );

/**
 * What an address's failed sign-ins cost it (ADR 026), for every method alike: undefined for loopback, which is
 * this machine or a proxy that forwards no address — one "address" for everyone, so not judged.
 */
async function judgeAddress(db: Db, request: ApiRequest, now: Date): Promise<ThrottleVerdict | undefined> {
  if (isLoopback(request.ip)) return undefined;
  return judge(
    ADDRESS_THROTTLE,
    await readThrottle(db, addressKey(request.unit.fid, request.ip)),
    LOGIN_WINDOW_SECONDS,
    now,
  );
}

/** Counts a failed sign-in against the address, and locks it past its limit (ADR 026). */
async function countAddressFailure(db: Db, request: ApiRequest, now: Date, audit: SignInAudit): Promise<number> {
  const key = addressKey(request.unit.fid, request.ip);
  const failures = await countFailure(db, key, now);
  if (failures >= ADDRESS_THROTTLE.lockAfter) {
    await lockKey(db, key, new Date(now.getTime() + ADDRESS_THROTTLE.lockSeconds * 1000));
    await audit({ event: 'lockout', outcome: 'failure', reason: `ip-${failures}-failures` });
  }
  return failures;
}

/**
 * The gate before a sign-in asks anyone anything (A2, ADR 026 and its addendum): an address past its limit, an
 * account locked, or either inside its delay is refused and audited — not counted: such an attempt tries nothing,
 * and counting it would only let an attacker stretch the owner's lock. Answers the throttle the attempt's refusals
 * are charged to.
 */
export async function throttleAttempt(
  db: Db,
  request: ApiRequest,
  now: Date,
  audit: SignInAudit,
  account?: ThrottledAccount,
): Promise<AttemptThrottle> {
  const uid = account?.uid;
  const ownKey = account ? accountKey(request.unit.fid, account.username) : undefined;
  const own = ownKey ? judge(ACCOUNT_THROTTLE, await readThrottle(db, ownKey), LOGIN_WINDOW_SECONDS, now) : undefined;
  const address = account?.trusted ? undefined : await judgeAddress(db, request, now);
  // Only a form can show a 图形验证码: a method without an account never asks for one.
  const captchaRequired = own ? own.captcha || Boolean(address?.captcha) : false;

  if (address?.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid, reason: 'ip-limited' });
    throw tooManyAttempts(address.lockedSeconds, captchaRequired);
  }
  if (own?.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid, reason: 'locked' });
    throw accountLocked(own.lockedSeconds);
  }
  const wait = Math.max(own?.waitSeconds ?? 0, address?.waitSeconds ?? 0);
  if (wait) {
    await audit({ event: 'login_failure', outcome: 'failure', uid, reason: 'delayed' });
    throw tooManyAttempts(wait, captchaRequired);
  }

  return {
    captchaRequired,
    async charge(chargedAudit, reason) {
      const failures = ownKey ? await countFailure(db, ownKey, now) : 0;
      await chargedAudit({ event: 'login_failure', outcome: 'failure', uid, reason });
      const addressFailures = address ? await countAddressFailure(db, request, now, chargedAudit) : 0;
      if (ownKey && failures >= ACCOUNT_THROTTLE.lockAfter) {
        await lockKey(db, ownKey, new Date(now.getTime() + ACCOUNT_THROTTLE.lockSeconds * 1000));
        await chargedAudit({ event: 'lockout', outcome: 'failure', uid, reason: `${failures}-failures` });
        throw accountLocked(ACCOUNT_THROTTLE.lockSeconds);
      }
      return { failures, remaining: ACCOUNT_THROTTLE.lockAfter - failures, addressFailures };
    },
    async clear() {
      if (ownKey) await clearThrottle(db, ownKey);
    },
  };
}
