import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { BatchedCounter } from '../../lib/batched-counter';
import { searchKeywords } from './home.table';

/** How long counted searches wait in memory before they are added to the hot terms (getSearchStatistic). */
export const HOT_TERM_FLUSH_MS = 2_000;

/** Hot-term counts of one process, added to the database every couple of seconds (BatchedCounter). */
export class HotTermCounter {
  private readonly counts: BatchedCounter<{ fid: number; keyword: string }>;

  constructor(db: Db, log?: FastifyBaseLogger) {
    this.counts = new BatchedCounter(
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
  }

  /** Counts one search of a keyword that found something. */
  count(fid: number, keyword: string): void {
    this.counts.count(`${fid}\u0000${keyword}`, { fid, keyword });
  }

  /** Adds what was counted so far to the database (also on shutdown and in tests). */
  flush(): Promise<void> {
    return this.counts.flush();
  }
}
