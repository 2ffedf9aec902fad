import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BatchedCounter } from '../../lib/batched-counter';
import { searchKeywordDays, searchKeywords } from './home.table';

/** How long counted searches wait in memory before they are added to the hot terms (getSearchStatistic). */
export const HOT_TERM_FLUSH_MS = 2_000;

type DayRow = { fid: number; day: string; keyword: string; found: boolean };

/** A flush's day counts, one row per unit, day and keyword: every search, and those that found nothing. */
function perKeywordDay(batch: (DayRow & { count: number })[]) {
  const rows = new Map<string, { fid: number; day: string; keyword: string; count: number; misses: number }>();
  for (const { fid, day, keyword, found, count } of batch) {
    const key = `${fid}\u0000${day}\u0000${keyword}`;
    const row = rows.get(key) ?? { fid, day, keyword, count: 0, misses: 0 };
    row.count += count;
    if (!found) row.misses += count;
    rows.set(key, row);
  }
  return [...rows.values()];
}

/**
 * Search counts of one process, added to the database every couple of seconds (BatchedCounter). Hot terms
 * (search_keywords) count the searches that found something — a typo or a probe never becomes one; the day counts
 * (search_keyword_days) count every search and how many found nothing, for the console's statistics and its report
 * of searches that found nothing (ADR 075, 076).
 */
export class HotTermCounter {
  private readonly hot: BatchedCounter<{ fid: number; keyword: string }>;
  private readonly days: BatchedCounter<DayRow>;

  constructor(db: Db, log?: FastifyBaseLogger) {
    this.hot = new BatchedCounter(
      async (batch) => {
        await db
          .insert(searchKeywords)
          .values(batch)
          .onConflictDoUpdate({
            target: [searchKeywords.fid, searchKeywords.keyword],
            set: { count: sql`${searchKeywords.count} + excluded.count` },
          });
      },
      { flushMs: HOT_TERM_FLUSH_MS, failure: '搜索热词计数写入失败', log },
    );
    this.days = new BatchedCounter(
      async (batch) => {
        await db
          .insert(searchKeywordDays)
          .values(perKeywordDay(batch))
          .onConflictDoUpdate({
            target: [searchKeywordDays.fid, searchKeywordDays.day, searchKeywordDays.keyword],
            set: {
              count: sql`${searchKeywordDays.count} + excluded.count`,
              misses: sql`${searchKeywordDays.misses} + excluded.misses`,
            },
          });
      },
      { flushMs: HOT_TERM_FLUSH_MS, failure: '搜索次数统计写入失败', log },
    );
  }

  /** Counts one search of a keyword, and whether it found something. */
  count(fid: number, keyword: string, found: boolean, now = new Date()): void {
    if (found) this.hot.count(`${fid}\u0000${keyword}`, { fid, keyword });
    const day = shanghaiDay(now);
    this.days.count(`${fid}\u0000${day}\u0000${keyword}\u0000${found}`, { fid, day, keyword, found });
  }

  /** Adds what was counted so far to the database (also on shutdown and in tests). */
  async flush(): Promise<void> {
    await Promise.all([this.hot.flush(), this.days.flush()]);
  }
}
