import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BatchedCounter } from '../../lib/batched-counter';
import { searchMisses } from './search.table';

/** How long counted misses wait in memory before they are added (as the hot terms do). */
const MISS_FLUSH_MS = 2_000;
/** Days of misses kept: the report shows 30; the rest is a margin for a later look. */
const KEPT_DAYS = 90;
const DAY_MS = 86_400_000;
/** Old days are removed at most this often per process. */
const PRUNE_EVERY_MS = 3_600_000;

/** The day `days` before `now`'s (Asia/Shanghai), as `YYYY-MM-DD`. */
export const dayBefore = (now: Date, days: number) => shanghaiDay(new Date(now.getTime() - days * DAY_MS));

/**
 * Counts searches that found nothing, per unit, day and keyword, and adds them every couple of seconds
 * (BatchedCounter); now and then it removes the days no report shows any more.
 */
export class SearchMissCounter {
  private readonly counts: BatchedCounter<{ fid: number; day: string; keyword: string }>;
  private prunedAt = 0;

  constructor(
    db: Db,
    log?: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.counts = new BatchedCounter(
      async (batch) => {
        await db
          .insert(searchMisses)
          .values(batch)
          .onConflictDoUpdate({
            target: [searchMisses.fid, searchMisses.day, searchMisses.keyword],
            set: { count: sql`${searchMisses.count} + excluded.count` },
          });
        const at = this.now();
        if (at.getTime() - this.prunedAt < PRUNE_EVERY_MS) return;
        this.prunedAt = at.getTime();
        await db.delete(searchMisses).where(lt(searchMisses.day, dayBefore(at, KEPT_DAYS)));
      },
      { flushMs: MISS_FLUSH_MS, failure: '无结果搜索计数写入失败', log },
    );
  }

  /** Counts one search of `keyword` on unit `fid` that found nothing. */
  count(fid: number, keyword: string): void {
    const day = shanghaiDay(this.now());
    this.counts.count(`${fid}\u0000${day}\u0000${keyword}`, { fid, day, keyword });
  }

  /** Adds what was counted so far to the database (also on shutdown and in tests). */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}

/** A unit's most frequent searches without results since `since` (a day), with their count and last day. */
export const topMisses = (db: Db, fid: number, since: string, limit: number) =>
  db
    .select({
      keyword: searchMisses.keyword,
      count: sql<number>`sum(${searchMisses.count})::int`,
      lastDay: sql<string>`max(${searchMisses.day})::text`,
    })
    .from(searchMisses)
    .where(and(eq(searchMisses.fid, fid), gte(searchMisses.day, since)))
    .groupBy(searchMisses.keyword)
    .orderBy(desc(sql`sum(${searchMisses.count})`), searchMisses.keyword)
    .limit(limit);
