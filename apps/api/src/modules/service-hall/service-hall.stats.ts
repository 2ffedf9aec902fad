import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appClickDays, appDayClicks, apps } from './service-hall.table';

// The console's statistics of service clicks over a range of days (ADR 076): the unit's day counters for the days,
// the per-app day counters for the ranking, both on their keys (unit, then day).

/** A unit's clicks per day between two days (inclusive); days without any are absent. */
export const clicksPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({ day: appClickDays.day, count: appClickDays.count })
    .from(appClickDays)
    .where(and(eq(appClickDays.fid, fid), between(appClickDays.day, from, to)));

/** The ranking of apps by their clicks in the range, on the counters alone. */
export function rankedApps(db: Db, fid: number, from: string, to: string, limit: number) {
  const total = sql<number>`sum(${appDayClicks.count})`.mapWith(Number);
  return db
    .select({ appId: appDayClicks.appId, count: total })
    .from(appDayClicks)
    .where(and(eq(appDayClicks.fid, fid), between(appDayClicks.day, from, to)))
    .groupBy(appDayClicks.appId)
    .orderBy(desc(total), appDayClicks.appId)
    .limit(limit);
}

/**
 * The `limit` services and business systems clicked most often between two days (inclusive), with their names: the
 * ranking is made on the counters alone, then only its apps are looked up (by primary key).
 */
export async function topClickedApps(db: Db, fid: number, from: string, to: string, limit: number) {
  const ranked = await rankedApps(db, fid, from, to, limit);
  if (ranked.length === 0) return [];
  const names = await db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(
      inArray(
        apps.id,
        ranked.map((row) => row.appId),
      ),
    );
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  return ranked.map((row) => ({ appId: row.appId, name: nameOf.get(row.appId) ?? '', count: row.count }));
}
