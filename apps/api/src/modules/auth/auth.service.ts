import { ADDRESS_THROTTLE, CODE, LOGIN_WINDOW_SECONDS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { formatMinute } from '../../lib/time';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { idleLimitSeconds, setSessionCookies } from '../../plugins/auth';
import { isLoopback } from '../../plugins/rate-limit';
import { recordAudit, type AuditEvent } from '../audit';
import type { UserRow } from '../users';
import { newSessionId, signToken } from './auth.tokens';
import { createSession, revokeSession } from './sessions.repository';
import { countFailure, lockKey, readThrottle } from './throttle.repository';
import { judge } from './throttle-policy';

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

const addressKey = (fid: number, ip: string) => `ip:${fid}:${ip}`;

/** A 429 with Retry-After (R6): the progressive delay, or an address past its limit. */
export const tooManyAttempts = (seconds: number, captchaRequired: boolean) =>
  new BusinessError(
    CODE.tooManyRequests,
    `登录尝试过于频繁，请 ${Math.max(seconds, 1)} 秒后再试`,
    429,
    { 'retry-after': String(Math.max(seconds, 1)) },
    { captchaRequired },
  );
