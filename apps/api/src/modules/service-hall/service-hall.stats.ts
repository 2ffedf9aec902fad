import { and, between, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appClickDays, appClicks, apps } from './service-hall.table';

// The console's statistics of service clicks over a range (ADR 076): the day counters for the days, the click log
// (on app_clicks_fid_at_idx: the unit, then the time) for which services were clicked.

/** A unit's clicks per day between two days (inclusive); days without any are absent. */
export const clicksPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({ day: appClickDays.day, count: appClickDays.count })
    .from(appClickDays)
    .where(and(eq(appClickDays.fid, fid), between(appClickDays.day, from, to)));

/** The `limit` services and business systems clicked most often from `since` until before `until`. */
export function topClickedApps(db: Db, fid: number, since: Date, until: Date, limit: number) {
  const total = sql<number>`count(*)`.mapWith(Number);
  return db
    .select({ appId: appClicks.appId, name: apps.name, count: total })
    .from(appClicks)
    .innerJoin(apps, eq(apps.id, appClicks.appId))
    .where(and(eq(appClicks.fid, fid), gte(appClicks.at, since), lt(appClicks.at, until)))
    .groupBy(appClicks.appId, apps.name)
    .orderBy(desc(total), appClicks.appId)
    .limit(limit);
}
