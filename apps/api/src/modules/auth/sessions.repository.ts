import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { shanghaiDay, TOKEN_COOKIE_MAX_AGE_SECONDS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import { users, type UserRow } from '../users';
import { markActiveDay } from './active-days';
import { sessions } from './auth.table';
import { newSessionId } from './auth.tokens';

export type SessionRow = typeof sessions.$inferSelect;

/** Opens a new session row (a new random id every time, S2). */
export async function createSession(
  db: Db,
  input: { fid: number; uid: number | null; method?: string | null; now?: Date; ip?: string; userAgent?: string },
) {
  const now = input.now ?? new Date();
  const row = {
    id: newSessionId(),
    fid: input.fid,
    uid: input.uid,
    kind: input.uid === null ? ('guest' as const) : ('user' as const),
    method: input.method ?? null,
    ip: input.ip ?? null,
    // Cut short: a User-Agent is the client's to choose, and the console only needs enough to recognise it.
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_COOKIE_MAX_AGE_SECONDS * 1000),
  };
  await db.insert(sessions).values(row);
  if (input.uid !== null) await markActiveDay(db, input.fid, input.uid, now);
  return row;
}

/** The lookup every signed-in request makes (a join of two whole rows), prepared once (preparedPerDb). */
const sessionLookup = preparedPerDb((db) =>
  db
    .select({ session: sessions, user: users })
    .from(sessions)
    .leftJoin(users, eq(users.uid, sessions.uid))
    .where(eq(sessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('find_session'),
);

/** A session with its user (null for guests), whatever its state; the caller decides whether it is still good. */
export async function findSession(
  db: Db,
  id: string,
): Promise<{ session: SessionRow; user: UserRow | null } | undefined> {
  const rows = await sessionLookup(db).execute({ id });
  return rows[0];
}

/** The sign-in method a session was opened with (null for older sessions). */
export async function sessionMethod(db: Db, id: string): Promise<string | null> {
  const [row] = await db.select({ method: sessions.method }).from(sessions).where(eq(sessions.id, id));
  return row?.method ?? null;
}

/**
 * Records activity, at most once a minute per session so reads stay cheap; the first use of a day also marks the
 * user active that day (the console's active users, ADR 076).
 */
export async function touchSession(
  db: Db,
  session: Pick<SessionRow, 'id' | 'fid' | 'uid' | 'lastSeenAt'>,
  now = new Date(),
) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, session.id), lt(sessions.lastSeenAt, new Date(now.getTime() - 60_000))));
  if (session.uid !== null && shanghaiDay(session.lastSeenAt) !== shanghaiDay(now)) {
    await markActiveDay(db, session.fid, session.uid, now);
  }
}

/** Revokes one session (logout, or the guest session replaced by a sign-in). */
export async function revokeSession(db: Db, id: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Revokes every session of a user (disable, password change: S4); answers how many were still open. */
export async function revokeUserSessions(db: Db, uid: number, now = new Date()): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.uid, uid), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Deletes sessions that can never be used again: expired, revoked, or idle past the longest possible limit. */
export async function deleteDeadSessions(db: Db, now = new Date()) {
  const staleBefore = new Date(now.getTime() - TOKEN_COOKIE_MAX_AGE_SECONDS * 1000);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.revokedAt, sql`${now.toISOString()}::timestamptz - interval '1 day'`),
        lt(sessions.lastSeenAt, staleBefore),
      ),
    );
}
