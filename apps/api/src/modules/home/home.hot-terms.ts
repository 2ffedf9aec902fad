import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { searchKeywordDays, searchKeywords } from './home.table';

/** How long counted searches wait in memory before they are added to the hot terms (getSearchStatistic). */
export const HOT_TERM_FLUSH_MS = 2_000;

interface Pending {
  fid: number;
  day: string;
  keyword: string;
  count: number;
  misses: number;
}

/**
 * Search counts of one process, added to the database in two statements every couple of seconds: a popular
 * keyword searched by many at once would otherwise make every search wait for the same row's lock and a commit.
 * Hot terms (search_keywords) count the searches that found something; the day counts (search_keyword_days) count
 * every search and how many found nothing, for the console's statistics (ADR 076). Each instance adds its own
 * increments, so nothing is lost or counted twice across instances; a crash loses at most the last two seconds.
 */
export class HotTermCounter {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Counts one search of a keyword, and whether it found something. */
  count(fid: number, keyword: string, found: boolean, now = new Date()): void {
    const day = shanghaiDay(now);
    const key = `${fid}\u0000${day}\u0000${keyword}`;
    const entry = this.pending.get(key) ?? { fid, day, keyword, count: 0, misses: 0 };
    entry.count += 1;
    if (!found) entry.misses += 1;
    this.pending.set(key, entry);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), HOT_TERM_FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Adds what was counted so far to the database (also on shutdown and in tests). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.db.transaction(async (tx) => {
          const hot = foundPerKeyword(batch);
          if (hot.length > 0) {
            await tx
              .insert(searchKeywords)
              .values(hot)
              .onConflictDoUpdate({
                target: [searchKeywords.fid, searchKeywords.keyword],
                set: { count: sql`${searchKeywords.count} + excluded.count` },
              });
          }
          await tx
            .insert(searchKeywordDays)
            .values(batch)
            .onConflictDoUpdate({
              target: [searchKeywordDays.fid, searchKeywordDays.day, searchKeywordDays.keyword],
              set: {
                count: sql`${searchKeywordDays.count} + excluded.count`,
                misses: sql`${searchKeywordDays.misses} + excluded.misses`,
              },
            });
        });
      } catch (error) {
        this.log?.warn({ err: error }, '搜索计数写入失败');
      }
    });
    return this.flushing;
  }
}

/** The searches that found something, per unit and keyword (a batch may span midnight: two days, one hot term). */
function foundPerKeyword(batch: Pending[]) {
  const hot = new Map<string, { fid: number; keyword: string; count: number }>();
  for (const entry of batch) {
    const found = entry.count - entry.misses;
    if (found === 0) continue;
    const key = `${entry.fid}\u0000${entry.keyword}`;
    const sum = hot.get(key) ?? { fid: entry.fid, keyword: entry.keyword, count: 0 };
    sum.count += found;
    hot.set(key, sum);
  }
  return [...hot.values()];
}
