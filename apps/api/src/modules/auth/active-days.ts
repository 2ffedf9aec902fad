import { and, between, count, eq } from 'drizzle-orm';
import { shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { activeUserDays } from './auth.table';

/** Notes that a user was active on a unit today (Asia/Shanghai); a second note of the day changes nothing. */
export async function markActiveDay(db: Db, fid: number, uid: number, now = new Date()) {
  await db
    .insert(activeUserDays)
    .values({ fid, uid, day: shanghaiDay(now) })
    .onConflictDoNothing();
}

/** A unit's active users per day between two days (inclusive), on the table's key; days nobody came are absent. */
export const activeUsersPerDay = (db: Db, fid: number, from: string, to: string) =>
  db
    .select({ day: activeUserDays.day, count: count() })
    .from(activeUserDays)
    .where(and(eq(activeUserDays.fid, fid), between(activeUserDays.day, from, to)))
    .groupBy(activeUserDays.day)
    .orderBy(activeUserDays.day);
