import {
  CODE,
  LOGIN_FAILURE_WINDOW_SECONDS,
  LOGIN_LOCK_SECONDS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_IP,
  MESSAGES,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { formatMinute } from '../../lib/time';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { idleLimitSeconds, setSessionCookies } from '../../plugins/auth';
import { recordAudit } from '../audit/audit.repository';
import { checkPassword } from '../users/passwords';
import { findUserByName } from '../users/users.repository';
import { newSessionId, signToken } from './auth.tokens';
import { createSession, revokeSession } from './sessions.repository';
import { clearThrottle, countFailure, lockKey, readThrottle } from './throttle.repository';

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
): Promise<void> {
  const now = new Date();
  if (request.session?.kind === 'user') await revokeSession(db, request.session.id, now);
  const fid = request.unit.fid;
  const loginTime = formatMinute(now);
  const token =
    uid === null
      ? await signToken(
          key,
          { sub: 'guest', fid, typ: 'guest', sid: newSessionId(), loginTime },
          now,
          idleLimitSeconds(request.unit),
        )
      : await signToken(
          key,
          { sub: String(uid), fid, typ: 'user', sid: (await createSession(db, { fid, uid, now })).id, loginTime },
          now,
        );
  setSessionCookies(request, reply, token, uid === null);
}

const accountKey = (fid: number, username: string) => `account:${fid}:${username.toLowerCase()}`;
const addressKey = (fid: number, ip: string) => `ip:${fid}:${ip}`;

/** A 429 with Retry-After (R6). */
const tooManyAttempts = (retryAfterSeconds: number) =>
  new BusinessError(CODE.tooManyRequests, '登录尝试过于频繁，请稍后再试', 429, {
    'retry-after': String(Math.max(retryAfterSeconds, 1)),
  });

/**
 * Password sign-in (A1–A3): per-address and per-account throttling, one message for unknown accounts and wrong
 * passwords, five failures in 15 minutes lock the account for 15 minutes, and every outcome is audited.
 */
export async function passwordLogin(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { username: string; password: string },
): Promise<void> {
  const { db } = deps;
  const fid = request.unit.fid;
  const now = new Date();
  const audit = (event: Parameters<typeof recordAudit>[2]) =>
    recordAudit(db, request, { method: 'password', username: input.username, ...event });

  const address = await readThrottle(db, addressKey(fid, request.ip));
  const addressWindowOpen =
    address && now.getTime() - address.windowStart.getTime() < LOGIN_FAILURE_WINDOW_SECONDS * 1000;
  if (addressWindowOpen && address.failures >= LOGIN_MAX_FAILURES_PER_IP) {
    await audit({ event: 'login_failure', outcome: 'failure', reason: 'ip-limited' });
    const retryAfter = Math.ceil(
      (address.windowStart.getTime() + LOGIN_FAILURE_WINDOW_SECONDS * 1000 - now.getTime()) / 1000,
    );
    throw tooManyAttempts(retryAfter);
  }

  const user = await findUserByName(db, fid, input.username);
  const account = await readThrottle(db, accountKey(fid, input.username));
  if (account?.lockedUntil && account.lockedUntil > now) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user?.uid, reason: 'locked' });
    const minutes = Math.ceil((account.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new BusinessError(CODE.accountLocked, `登录失败次数过多，账号已锁定，请 ${minutes} 分钟后再试`);
  }

  const passwordOk = await checkPassword(user?.passwordHash, input.password);
  if (!user || !passwordOk) {
    await countFailure(db, addressKey(fid, request.ip), now);
    const failures = await countFailure(db, accountKey(fid, input.username), now);
    await audit({
      event: 'login_failure',
      outcome: 'failure',
      uid: user?.uid,
      reason: user ? 'bad-password' : 'unknown-account',
    });
    if (failures >= LOGIN_MAX_FAILURES) {
      await lockKey(db, accountKey(fid, input.username), new Date(now.getTime() + LOGIN_LOCK_SECONDS * 1000));
      await audit({ event: 'lockout', outcome: 'failure', uid: user?.uid, reason: `${failures}-failures` });
    }
    throw new BusinessError(CODE.loginFailed, MESSAGES.loginFailed);
  }
  if (user.disabled) {
    await audit({ event: 'login_failure', outcome: 'failure', uid: user.uid, reason: 'disabled' });
    throw new BusinessError(CODE.loginFailed, '该账号已停用，请联系管理员');
  }

  await clearThrottle(db, accountKey(fid, input.username));
  await issueSession(deps, request, reply, user.uid);
  await audit({ event: 'login', outcome: 'success', uid: user.uid });
}
