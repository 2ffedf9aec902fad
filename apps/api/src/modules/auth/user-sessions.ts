import { createHash } from 'node:crypto';
import { and, desc, eq, gt, gte, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RequestUnit } from '../../lib/api-request';
import { idleLimitSeconds } from '../../plugins/auth';
import { users } from '../users';
import { sessions } from './auth.table';
import { revokeUserSessions } from './sessions.repository';

/** The most sessions the console lists for one account: more means something to end all at once anyway. */
const LISTED = 100;

/** What names a session outside the server: a digest of its id, which itself must not leave (it is the token's). */
const handleOf = (id: string) => createHash('sha256').update(id).digest('hex').slice(0, 32);

export interface OpenSession {
  handle: string;
  createdAt: Date;
  lastSeenAt: Date;
  ip: string | null;
  userAgent: string | null;
  method: string | null;
}

/**
 * The sessions of account `uid` that still let it in (ADR 079): not revoked, not expired, not idle past the unit's
 * limit and opened after its last password change (session-resolver's checks, here as a query on `sessions_uid_idx`).
 */
async function openSessionRows(db: Db, unit: RequestUnit, uid: number, now: Date) {
  const idleSince = new Date(now.getTime() - idleLimitSeconds(unit) * 1000);
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      method: sessions.method,
    })
    .from(sessions)
    .innerJoin(users, eq(users.uid, sessions.uid))
    .where(
      and(
        eq(sessions.uid, uid),
        eq(sessions.kind, 'user'),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastSeenAt, idleSince),
        gte(sessions.createdAt, users.passwordChangedAt),
        eq(users.disabled, false),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt))
    .limit(LISTED);
}

/** The account's open sessions, latest activity first, each named by a handle. */
export async function listOpenSessions(
  db: Db,
  unit: RequestUnit,
  uid: number,
  now = new Date(),
): Promise<OpenSession[]> {
  const rows = await openSessionRows(db, unit, uid, now);
  return rows.map(({ id, ...row }) => ({ handle: handleOf(id), ...row }));
}

/** Ends the open session of account `uid` named by `handle` (all of them without one); answers how many ended. */
export async function revokeOpenSessions(
  db: Db,
  unit: RequestUnit,
  uid: number,
  handle: string | undefined,
  now = new Date(),
): Promise<number> {
  if (handle === undefined) return revokeUserSessions(db, uid, now);
  const rows = await openSessionRows(db, unit, uid, now);
  const chosen = rows.filter((row) => handleOf(row.id) === handle);
  for (const row of chosen) {
    await db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, row.id), isNull(sessions.revokedAt)));
  }
  return chosen.length;
}
