import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from './db';
import { searchHistory } from './table';

// A signed-in user's search history (getSearchRecord, clearSearchRecord; ADR 036): one row per keyword and unit.

/** A signed-in user's searches on a unit, newest first. */
export const listHistory = (db: Db, uid: number, fid: number, limit: number) =>
  db
    .select({ keyword: searchHistory.keyword, searchedAt: searchHistory.searchedAt })
    .from(searchHistory)
    .where(and(eq(searchHistory.uid, uid), eq(searchHistory.fid, fid)))
    .orderBy(desc(searchHistory.searchedAt), desc(searchHistory.keyword))
    .limit(limit);

/** Records a search (the keyword moves to the top, once) and keeps only the newest `keep`. */
export async function addHistory(db: Db, uid: number, fid: number, keyword: string, keep: number) {
  await db
    .insert(searchHistory)
    .values({ uid, fid, keyword })
    .onConflictDoUpdate({
      target: [searchHistory.uid, searchHistory.fid, searchHistory.keyword],
      set: { searchedAt: sql`now()` },
    });
  const kept = await listHistory(db, uid, fid, keep);
  await db.delete(searchHistory).where(
    and(
      eq(searchHistory.uid, uid),
      eq(searchHistory.fid, fid),
      notInArray(
        searchHistory.keyword,
        kept.map((row) => row.keyword),
      ),
    ),
  );
}

/** Deletes one keyword of a user's history, or all of it; returns how many went. */
export async function clearHistory(db: Db, uid: number, fid: number, keyword?: string): Promise<number> {
  const mine = and(eq(searchHistory.uid, uid), eq(searchHistory.fid, fid));
  const rows = await db
    .delete(searchHistory)
    .where(keyword === undefined ? mine : and(mine, inArray(searchHistory.keyword, [keyword])))
    .returning({ keyword: searchHistory.keyword });
  return rows.length;
}
