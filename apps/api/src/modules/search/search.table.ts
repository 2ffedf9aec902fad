import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';

/**
 * Searches that found nothing (无结果搜索), counted per unit, day (Asia/Shanghai) and keyword as typed: the console's
 * report of what people looked for and did not find (ADR 075). A counter row each, never a row per search; rows
 * older than the report can show are removed as new counts arrive.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    // The report reads one unit's days in a range: the key's (fid, day) prefix.
    primaryKey({ columns: [table.fid, table.day, table.keyword] }),
    index('search_misses_day_idx').on(table.day),
  ],
);
