import { and, between, desc, eq, sql } from 'drizzle-orm';
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

/** The `limit` articles read most often in the range, with their titles. */
export function topViewedArticles(db: Db, fid: number, from: string, to: string, limit: number) {
  const total = sql<number>`sum(${newsViewDays.count})`.mapWith(Number);
  return db
    .select({ articleId: newsViewDays.articleId, title: newsArticles.title, count: total })
    .from(newsViewDays)
    .innerJoin(newsArticles, eq(newsArticles.id, newsViewDays.articleId))
    .where(inRange(fid, from, to))
    .groupBy(newsViewDays.articleId, newsArticles.title)
    .orderBy(desc(total), newsViewDays.articleId)
    .limit(limit);
}
