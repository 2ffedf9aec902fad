import { and, between, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeVisits, searchKeywordDays, visitEnvironmentDays } from './home.table';

// The console's statistics of visits and searches over a range of days (ADR 076): each reads its table's key
// (unit, then day), so 90 days cost 90 days of rows of one unit, never a scan of the table.

/**
 * A unit's visits per day, all channels together, from the counters kept since the portal first ran (the split by
 * environment below starts with its own counters).
 */
export const visitsPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({ day: homeVisits.day, count: sql<number>`sum(${homeVisits.count})`.mapWith(Number) })
    .from(homeVisits)
    .where(and(eq(homeVisits.fid, fid), between(homeVisits.day, from, to)))
    .groupBy(homeVisits.day);

/** A unit's visits per day and client environment between two days (inclusive). */
export const visitsPerEnvironment = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({
      day: visitEnvironmentDays.day,
      environment: visitEnvironmentDays.environment,
      count: visitEnvironmentDays.count,
    })
    .from(visitEnvironmentDays)
    .where(and(eq(visitEnvironmentDays.fid, fid), between(visitEnvironmentDays.day, from, to)));

const inRange = (fid: number, from: string, to: string) =>
  and(eq(searchKeywordDays.fid, fid), between(searchKeywordDays.day, from, to));

/** A unit's searches per day, and how many found nothing. */
export const searchesPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({
      day: searchKeywordDays.day,
      count: sql<number>`sum(${searchKeywordDays.count})`.mapWith(Number),
      misses: sql<number>`sum(${searchKeywordDays.misses})`.mapWith(Number),
    })
    .from(searchKeywordDays)
    .where(inRange(fid, from, to))
    .groupBy(searchKeywordDays.day);

/** The `limit` keywords searched most often in the range, with how many of their searches found nothing. */
export function topSearches(db: Db, fid: number, from: string, to: string, limit: number) {
  const total = sql<number>`sum(${searchKeywordDays.count})`.mapWith(Number);
  return db
    .select({
      keyword: searchKeywordDays.keyword,
      count: total,
      zeroResults: sql<number>`sum(${searchKeywordDays.misses})`.mapWith(Number),
    })
    .from(searchKeywordDays)
    .where(inRange(fid, from, to))
    .groupBy(searchKeywordDays.keyword)
    .orderBy(desc(total), searchKeywordDays.keyword)
    .limit(limit);
}

/** The `limit` keywords that found nothing most often in the range. */
export function topZeroResultSearches(db: Db, fid: number, from: string, to: string, limit: number) {
  const misses = sql<number>`sum(${searchKeywordDays.misses})`.mapWith(Number);
  return db
    .select({
      keyword: searchKeywordDays.keyword,
      count: misses,
      lastDay: sql<string>`max(${searchKeywordDays.day})::text`,
    })
    .from(searchKeywordDays)
    .where(and(inRange(fid, from, to), gt(searchKeywordDays.misses, 0)))
    .groupBy(searchKeywordDays.keyword)
    .orderBy(desc(misses), searchKeywordDays.keyword)
    .limit(limit);
}
