import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsViewDays } from './news.table';

// The console's statistics of news reads over a range of days (ADR 076), on news_view_days' key (unit, day).

const inRange = (fid: number, from: string, to: string) =>
  and(eq(newsViewDays.fid, fid), between(newsViewDays.day, from, to));

/** A unit's article views per day between two days (inclusive); days without any are absent. */
export const newsViewsPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({ day: newsViewDays.day, count: sql<number>`sum(${newsViewDays.count})`.mapWith(Number) })
    .from(newsViewDays)
    .where(inRange(fid, from, to))
    .groupBy(newsViewDays.day);

/** The ranking of articles by their views in the range, on the counters alone. */
export function rankedArticles(db: Db, fid: number, from: string, to: string, limit: number) {
  const total = sql<number>`sum(${newsViewDays.count})`.mapWith(Number);
  return db
    .select({ articleId: newsViewDays.articleId, count: total })
    .from(newsViewDays)
    .where(inRange(fid, from, to))
    .groupBy(newsViewDays.articleId)
    .orderBy(desc(total), newsViewDays.articleId)
    .limit(limit);
}

/**
 * The `limit` articles read most often in the range, with their titles: the ranking is made on the counters alone,
 * then only its articles are looked up (by primary key).
 */
export async function topViewedArticles(db: Db, fid: number, from: string, to: string, limit: number) {
  const ranked = await rankedArticles(db, fid, from, to, limit);
  if (ranked.length === 0) return [];
  const titles = await db
    .select({ id: newsArticles.id, title: newsArticles.title })
    .from(newsArticles)
    .where(
      inArray(
        newsArticles.id,
        ranked.map((row) => row.articleId),
      ),
    );
  const titleOf = new Map(titles.map((row) => [row.id, row.title]));
  return ranked.map((row) => ({ articleId: row.articleId, title: titleOf.get(row.articleId) ?? '', count: row.count }));
}
