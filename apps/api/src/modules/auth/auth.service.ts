import { ACCOUNT_THROTTLE, ADDRESS_THROTTLE, CODE, LOGIN_WINDOW_SECONDS, MESSAGES } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { formatMinute } from '../../lib/time';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { idleLimitSeconds, setSessionCookies } from '../../plugins/auth';
import { isLoopback } from '../../plugins/rate-limit';
import { recordAudit, type AuditEvent } from '../audit/audit.repository';
import type { UserRow } from '../users/users.table';
import { checkPassword } from '../users/passwords';
import { findUserByName } from '../users/users.repository';
import { newSessionId, signToken } from './auth.tokens';
import { createSession, revokeSession } from './sessions.repository';
import { clearThrottle, countFailure, lockKey, readThrottle } from './throttle.repository';
import { judge } from './throttle-policy';
import { solveCaptcha } from './captcha';
import { trustDevice, trustedDeviceId } from './device-trust';

export interface AuthDeps {
  db: Db;
  key: Uint8Array;
}

/**
 * Opens a new session (never reusing the presented one, S2), signs its token and sets the cookies. Every sign-in
 * method ends here (A3). The token leaves only in the HttpOnly `token` cookie, never in a response body. A guest
 * session has no row (ADR 019): its token carries everything and expires with the unit's idle limit, so crawlers
 * and health checks never grow a table.
 */
export async function issueSession(
  { db, key }: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  uid: number | null,
  method: string | null = null,
): Promise<string> {
  const now = new Date();
  if (request.session?.kind === 'user') await revokeSession(db, request.session.id, now);
  const fid = request.unit.fid;
  const loginTime = formatMinute(now);
  const sid = uid === null ? newSessionId() : (await createSession(db, { fid, uid, method, now })).id;
  const token =
    uid === null
      ? await signToken(key, { sub: 'guest', fid, typ: 'guest', sid, loginTime }, now, idleLimitSeconds(request.unit))
      : await signToken(key, { sub: String(uid), fid, typ: 'user', sid, loginTime }, now);
  setSessionCookies(request, reply, token, uid === null);
  return sid;
}

/**
 * One sign-in method's audit entries: each names the method and the account tried (A3, D1). The session the
 * sign-in opens records the same method.
 */
export type SignInAudit = ((event: Omit<AuditEvent, 'method'>) => Promise<void>) & { readonly method: string };

export const signInAudit = (db: Db, request: ApiRequest, method: string, username: string): SignInAudit =>
  Object.assign((event: Omit<AuditEvent, 'method'>) => recordAudit(db, request, { method, username, ...event }), {
    method,
  });

/**
 * What an address's failed sign-ins cost it (ADR 026), for every method alike: undefined for loopback, which is
 * this machine or a proxy that forwards no address — one "address" for everyone, so not judged.
 */
export async function judgeAddress(db: Db, request: ApiRequest, now: Date) {
  if (isLoopback(request.ip)) return undefined;
  return judge(
    ADDRESS_THROTTLE,
    await readThrottle(db, addressKey(request.unit.fid, request.ip)),
    LOGIN_WINDOW_SECONDS,
    now,
  );
}

/**
 * The address gate of a sign-in method without a form (single sign-on): an address past its limit, or inside its
 * delay, is refused before anything is asked of the identity provider (A2, A3).
 */
export async function refuseBusyAddress(db: Db, request: ApiRequest, now: Date, audit: SignInAudit): Promise<void> {
  const address = await judgeAddress(db, request, now);
  if (address?.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', reason: 'ip-limited' });
    throw tooManyAttempts(address.lockedSeconds, false);
  }
  if (address?.waitSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', reason: 'delayed' });
    throw tooManyAttempts(address.waitSeconds, false);
  }
}

/** Counts a failed sign-in against the address (not loopback), and locks it past its limit (ADR 026). */
export async function countAddressFailure(db: Db, request: ApiRequest, now: Date, audit: SignInAudit): Promise<number> {
  if (isLoopback(request.ip)) return 0;
  const key = addressKey(request.unit.fid, request.ip);
  const failures = await countFailure(db, key, now);
  if (failures >= ADDRESS_THROTTLE.lockAfter) {
    await lockKey(db, key, new Date(now.getTime() + ADDRESS_THROTTLE.lockSeconds * 1000));
    await audit({ event: 'lockout', outcome: 'failure', reason: `ip-${failures}-failures` });
  }
  return failures;
}

/**
 * The end of every sign-in once the person is known (A3): a disabled account is refused, a new session is opened
 * (S2) and the success is audited — the same for every method. `beforeSession` runs after the account check.
 * Answers the new session's id.
 */
export async function completeSignIn(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  user: UserRow,
  audit: SignInAudit,
  beforeSession?: () => Promise<void>,
): Promise<string> {
  if (user.disabled) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user.uid, reason: 'disabled' });
    throw new BusinessError(CODE.loginFailed, '该账号已停用，请联系管理员');
  }
  await beforeSession?.();
  const sid = await issueSession(deps, request, reply, user.uid, audit.method);
  await audit({ event: 'login', outcome: 'success', uid: user.uid });
  return sid;
}

const accountKey = (fid: number, username: string) => `account:${fid}:${username.trim().toLowerCase()}`;
const deviceKey = (fid: number, device: string) => `device:${fid}:${device}`;
const addressKey = (fid: number, ip: string) => `ip:${fid}:${ip}`;

/** A 429 with Retry-After (R6): the progressive delay, or an address past its limit. */
const tooManyAttempts = (seconds: number, captchaRequired: boolean) =>
  new BusinessError(
    CODE.tooManyRequests,
    `登录尝试过于频繁，请 ${Math.max(seconds, 1)} 秒后再试`,
    429,
    { 'retry-after': String(Math.max(seconds, 1)) },
    { captchaRequired },
  );

const accountLocked = (seconds: number) =>
  new BusinessError(
    CODE.accountLocked,
    `登录失败次数过多，账号已暂时锁定，请 ${Math.ceil(seconds / 60)} 分钟后再试；此前登录过的设备不受影响`,
    200,
    {},
    { remainingAttempts: 0 },
  );

const captchaNeeded = (message: string, remainingAttempts: number) =>
  new BusinessError(CODE.captchaRequired, message, 200, {}, { captchaRequired: true, remainingAttempts });

/**
 * Password sign-in (A1–A3, ADR 026). The same message for unknown accounts and wrong passwords; failures are
 * counted per account and per address, and what they cost grows step by step — a 图形验证码, then a delay before
 * the next attempt, and only after many failures a lock. A browser the account signed in from before is counted
 * on its own, so an attack from elsewhere never locks the owner out. Every outcome is audited.
 */
export async function passwordLogin(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { username: string; password: string; captchaId?: string | undefined; captchaCode?: string | undefined },
): Promise<void> {
  const { db, key } = deps;
  const fid = request.unit.fid;
  const now = new Date();
  const audit = signInAudit(db, request, 'password', input.username);

  const user = await findUserByName(db, fid, input.username);
  const device = await trustedDeviceId(key, request, input.username);
  const ownKey = device ? deviceKey(fid, device) : accountKey(fid, input.username);
  const account = judge(ACCOUNT_THROTTLE, await readThrottle(db, ownKey), LOGIN_WINDOW_SECONDS, now);
  // A trusted device skips the address rule (ADR 026).
  const address = device ? undefined : await judgeAddress(db, request, now);
  const captchaRequired = account.captcha || Boolean(address?.captcha);

  if (address?.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'ip-limited' });
    throw tooManyAttempts(address.lockedSeconds, captchaRequired);
  }
  if (account.lockedSeconds) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'locked' });
    throw accountLocked(account.lockedSeconds);
  }
  const wait = Math.max(account.waitSeconds, address?.waitSeconds ?? 0);
  if (wait) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'delayed' });
    throw tooManyAttempts(wait, captchaRequired);
  }
  if (captchaRequired) {
    if (!input.captchaId || !input.captchaCode?.trim()) throw captchaNeeded('请输入图形验证码', account.remaining);
    if (!(await solveCaptcha(db, fid, input.captchaId, input.captchaCode, now))) {
      await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'captcha' });
      throw captchaNeeded('图形验证码错误或已过期，请重新输入', account.remaining);
    }
  }

  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    const failures = await countFailure(db, ownKey, now);
    const reason = user ? 'bad-password' : 'unknown-account';
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason });
    const addressFailures = address ? await countAddressFailure(db, request, now, audit) : 0;
    if (failures >= ACCOUNT_THROTTLE.lockAfter) {
      await lockKey(db, ownKey, new Date(now.getTime() + ACCOUNT_THROTTLE.lockSeconds * 1000));
      await audit({ event: 'lockout', outcome: 'failure', uid: user?.uid, reason: `${failures}-failures` });
      throw accountLocked(ACCOUNT_THROTTLE.lockSeconds);
    }
    const remainingAttempts = ACCOUNT_THROTTLE.lockAfter - failures;
    const warn = failures >= ACCOUNT_THROTTLE.captchaAfter;
    throw new BusinessError(
      CODE.loginFailed,
      warn ? `${MESSAGES.loginFailed}，还可尝试 ${remainingAttempts} 次` : MESSAGES.loginFailed,
      200,
      {},
      { captchaRequired: warn || addressFailures >= ADDRESS_THROTTLE.captchaAfter, remainingAttempts },
    );
  }
  await completeSignIn(deps, request, reply, user, audit, async () => {
    await clearThrottle(db, ownKey);
    await trustDevice(key, request, reply, input.username);
  });
}
