import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateCounters } from './rate-limit.table';

/** Counts one request under `key` in its window and returns the count so far (one atomic statement). */
export async function countRequest(db: Db, key: string, expiresAt: Date): Promise<number> {
  const [row] = await db
    .insert(rateCounters)
    .values({ key, hits: 1, expiresAt })
    .onConflictDoUpdate({ target: rateCounters.key, set: { hits: sql`${rateCounters.hits} + 1` } })
    .returning({ hits: rateCounters.hits });
  return row!.hits;
}

/** Drops the counters of windows that are over. */
export async function deleteExpiredCounters(db: Db, now = new Date()) {
  await db.delete(rateCounters).where(lt(rateCounters.expiresAt, now));
}
