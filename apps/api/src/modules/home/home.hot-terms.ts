import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { searchKeywords } from './home.table';

/** How long counted searches wait in memory before they are added to the hot terms (getSearchStatistic). */
export const HOT_TERM_FLUSH_MS = 2_000;

/**
 * Hot-term counts of one process, added to the database in one statement every couple of seconds: a popular
 * keyword searched by many at once would otherwise make every search wait for the same row's lock and a commit.
 * Each instance adds its own increments, so nothing is lost or counted twice across instances; a crash loses at
 * most the last two seconds of counts.
 */
export class HotTermCounter {
  private pending = new Map<string, { fid: number; keyword: string; count: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
  ) {}

  /** Counts one search of a keyword that found something. */
  count(fid: number, keyword: string): void {
    const key = `${fid}\u0000${keyword}`;
    const entry = this.pending.get(key) ?? { fid, keyword, count: 0 };
    entry.count += 1;
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
        await this.db
          .insert(searchKeywords)
          .values(batch)
          .onConflictDoUpdate({
            target: [searchKeywords.fid, searchKeywords.keyword],
            set: { count: sql`${searchKeywords.count} + excluded.count` },
          });
      } catch (error) {
        this.log?.warn({ err: error }, '搜索热词计数写入失败');
      }
    });
    return this.flushing;
  }
}
