import { eq, sql } from 'drizzle-orm';
import { LOGIN_WINDOW_SECONDS } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { loginThrottle } from './auth.table';

/** The counter of a key: failures in the current window and the lock, if any. */
export async function readThrottle(db: Db, key: string) {
  const rows = await db.select().from(loginThrottle).where(eq(loginThrottle.key, key)).limit(1);
  return rows[0];
}

/**
 * Counts one failure atomically and stamps it (progressive delays count from it): a window older than 15 minutes
 * starts over. Returns the failures in the
 * current window (so concurrent attempts cannot slip past the limit).
 */
export async function countFailure(db: Db, key: string, now = new Date()): Promise<number> {
  const windowOpen = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  const rows = await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`case when ${loginThrottle.windowStart} < ${windowOpen.toISOString()}::timestamptz then 1 else ${loginThrottle.failures} + 1 end`,
        windowStart: sql`case when ${loginThrottle.windowStart} < ${windowOpen.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${loginThrottle.windowStart} end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginThrottle.failures });
  return rows[0]!.failures;
}

/** Locks a key until the given time. */
export async function lockKey(db: Db, key: string, until: Date) {
  await db.update(loginThrottle).set({ lockedUntil: until }).where(eq(loginThrottle.key, key));
}

/** Forgets a key's failures (after a successful sign-in). */
export async function clearThrottle(db: Db, key: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

/** Drops counters whose window and lock are both over. */
export async function deleteStaleThrottles(db: Db, now = new Date()) {
  const windowOpen = new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000);
  await db
    .delete(loginThrottle)
    .where(
      sql`${loginThrottle.windowStart} < ${windowOpen.toISOString()}::timestamptz and (${loginThrottle.lockedUntil} is null or ${loginThrottle.lockedUntil} < ${now.toISOString()}::timestamptz)`,
    );
}
