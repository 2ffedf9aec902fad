import type { Db } from '../../db/client';
import type { RequestSession, RequestUnit, RequestUser } from '../../lib/api-request';
import { idleLimitSeconds } from '../../plugins/auth';
import { verifyToken } from './auth.tokens';
import { findSession, touchSession, type SessionRow } from './sessions.repository';

/** What resolving a session needs; the trusted apps' secret versions are the integration module's (ADR 039). */
export interface SessionDeps {
  db: Db;
  key: Uint8Array;
  isCurrentSecretVersion(db: Db, fid: number, version: number): Promise<boolean>;
}

/** Whether a stored (signed-in) session is still good for this unit at this moment. */
export function isSessionUsable(session: SessionRow, user: RequestUser | null, unit: RequestUnit, now: Date): boolean {
  if (session.fid !== unit.fid || session.revokedAt || session.expiresAt <= now) return false;
  if (now.getTime() - session.lastSeenAt.getTime() > idleLimitSeconds(unit) * 1000) return false;
  if (session.kind === 'guest') return session.uid === null;
  return !!user && !user.disabled && user.passwordChangedAt <= session.createdAt;
}

/**
 * The session a token speaks for on a unit, or null. Guest tokens are complete in themselves (signed, unit-bound,
 * expiring with the unit's idle limit: ADR 019), so they cost no query; a user token costs one primary-key
 * lookup, and its idle timestamp is written only when it is more than a minute old.
 */
export async function resolveSession(
  { db, key, isCurrentSecretVersion }: SessionDeps,
  unit: RequestUnit,
  token: string | undefined,
  now = new Date(),
): Promise<RequestSession | null> {
  if (!token) return null;
  // verifyToken keeps the tokens it verified: a returning visitor's token is checked by HMAC once, not per page.
  const claims = await verifyToken(key, token, unit.fid);
  if (!claims) return null;
  if (claims.typ === 'guest') {
    if (claims.sub !== 'guest') return null;
    return { id: claims.sid, kind: 'guest', uid: null, user: null, loginTime: claims.loginTime };
  }
  const found = await findSession(db, claims.sid);
  if (!found || found.session.kind !== 'user' || claims.sub !== String(found.session.uid)) return null;
  if (!isSessionUsable(found.session, found.user, unit, now)) return null;
  // A trusted app's token (createToken) lives only as long as the app secret it was issued under (ADR 039).
  if (claims.asv !== undefined && !(await isCurrentSecretVersion(db, unit.fid, claims.asv))) return null;
  if (now.getTime() - found.session.lastSeenAt.getTime() > 60_000) await touchSession(db, found.session, now);
  return {
    id: found.session.id,
    kind: 'user',
    uid: found.session.uid,
    user: found.user,
    loginTime: claims.loginTime,
  };
}
