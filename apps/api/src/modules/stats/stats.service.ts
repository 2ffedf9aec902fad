import { CLIENT_ENVIRONMENT_NAMES, CLIENT_ENVIRONMENTS, shanghaiDay, type Statistics } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { activeUsersPerDay } from '../auth';
import { searchesPerDay, topSearches, topZeroResultSearches, visitsPerDay, visitsPerEnvironment } from '../home';
import { newsViewsPerDay, topViewedArticles } from '../news';
import { clicksPerDay, topClickedApps } from '../service-hall';

/** How many entries each ranking holds. */
export const RANKING_SIZE = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A day (YYYY-MM-DD) `n` days later (or earlier). */
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The last `days` days up to today (Asia/Shanghai), today included. */
export function rangeOf(days: number, now = new Date()) {
  const to = shanghaiDay(now);
  const from = addDays(to, 1 - days);
  return {
    from,
    to,
    days: Array.from({ length: days }, (_, index) => addDays(from, index)),
  };
}
export type StatsRangeDays = ReturnType<typeof rangeOf>;

/** A figure per day of the range from rows of the days that had one (the others are 0). */
function perDay<T extends { day: string; count: number }>(days: string[], rows: T[], value = (row: T) => row.count) {
  const byDay = new Map<string, number>();
  for (const row of rows) byDay.set(row.day, (byDay.get(row.day) ?? 0) + value(row));
  return days.map((day) => byDay.get(day) ?? 0);
}

/** A unit's statistics over a range: every figure read from its module's counters (ADR 076). */
export async function readStatistics(db: Db, fid: number, range: StatsRangeDays): Promise<Statistics> {
  const { from, to, days } = range;
  const [visits, byEnvironment, clicks, searches, views, active, services, top, zero, news] = await Promise.all([
    visitsPerDay(db, fid, from, to),
    visitsPerEnvironment(db, fid, from, to),
    clicksPerDay(db, fid, from, to),
    searchesPerDay(db, fid, from, to),
    newsViewsPerDay(db, fid, from, to),
    activeUsersPerDay(db, fid, from, to),
    topClickedApps(db, fid, from, to, RANKING_SIZE),
    topSearches(db, fid, from, to, RANKING_SIZE),
    topZeroResultSearches(db, fid, from, to, RANKING_SIZE),
    topViewedArticles(db, fid, from, to, RANKING_SIZE),
  ]);
  const terminals = CLIENT_ENVIRONMENTS.map((environment) => {
    const figures = perDay(
      days,
      byEnvironment.filter((row) => row.environment === environment),
    );
    return {
      environment,
      name: CLIENT_ENVIRONMENT_NAMES[environment],
      total: figures.reduce((sum, figure) => sum + figure, 0),
      perDay: figures,
    };
  });
  const columns = {
    visits: perDay(days, visits),
    clicks: perDay(days, clicks),
    searches: perDay(days, searches),
    zeroResults: perDay(days, searches, (row) => row.misses),
    newsViews: perDay(days, views),
    activeUsers: perDay(days, active),
  };
  return {
    from,
    to,
    daily: days.map((day, index) => ({
      day,
      visits: columns.visits[index]!,
      clicks: columns.clicks[index]!,
      searches: columns.searches[index]!,
      zeroResults: columns.zeroResults[index]!,
      newsViews: columns.newsViews[index]!,
      activeUsers: columns.activeUsers[index]!,
    })),
    terminals,
    services,
    searches: top,
    zeroResults: zero,
    news,
  };
}
