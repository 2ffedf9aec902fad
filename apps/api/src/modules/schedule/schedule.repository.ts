import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedPerDb } from '../../db/prepared';
import {
  calendarFeeds,
  classPeriods,
  scheduleItems,
  schoolCalendarEvents,
  schoolTerms,
  timetableCourses,
  timetableMembers,
} from './schedule.table';
import { SCHEDULE_ITEM_MAX_DAYS } from '@yizhan/contracts';

/** A unit's terms, oldest first (school_terms_fid_start_idx). */
export const listTerms = (db: Db, fid: number) =>
  db.select().from(schoolTerms).where(eq(schoolTerms.fid, fid)).orderBy(asc(schoolTerms.startDate));

/** A unit's class periods and rests in the day's order (class_periods_fid_sort_idx). */
export const listPeriods = (db: Db, fid: number) =>
  db.select().from(classPeriods).where(eq(classPeriods.fid, fid)).orderBy(asc(classPeriods.sort));

/** A unit's school calendar events, in date order (school_calendar_events_fid_start_idx). */
export const listEvents = (db: Db, fid: number) =>
  db
    .select()
    .from(schoolCalendarEvents)
    .where(eq(schoolCalendarEvents.fid, fid))
    .orderBy(asc(schoolCalendarEvents.startDate), asc(schoolCalendarEvents.id));

/**
 * The course meetings a user is on in one term: the user's members range (primary key `(uid, course_id)`), each
 * course by its primary key. Prepared once (preparedPerDb, ADR 046): every signed-in timetable reads it.
 */
const termCourses = preparedPerDb((db) =>
  db
    .select({
      id: timetableCourses.id,
      fid: timetableCourses.fid,
      termId: timetableCourses.termId,
      courseName: timetableCourses.courseName,
      teacher: timetableCourses.teacher,
      place: timetableCourses.place,
      weekday: timetableCourses.weekday,
      startPeriod: timetableCourses.startPeriod,
      endPeriod: timetableCourses.endPeriod,
      weeks: timetableCourses.weeks,
      sourceId: timetableCourses.sourceId,
      updatedAt: timetableCourses.updatedAt,
    })
    .from(timetableMembers)
    .innerJoin(timetableCourses, eq(timetableCourses.id, timetableMembers.courseId))
    .where(
      and(
        eq(timetableMembers.uid, sql.placeholder('uid')),
        eq(timetableCourses.fid, sql.placeholder('fid')),
        eq(timetableCourses.termId, sql.placeholder('termId')),
      ),
    )
    .prepare('term_courses'),
);
export const coursesOf = (db: Db, fid: number, uid: number, termId: number) =>
  termCourses(db).execute({ fid, uid, termId });

/**
 * A user's items that overlap `[from, to)`. An item lasts at most SCHEDULE_ITEM_MAX_DAYS, so only those starting
 * from that long before `from` can overlap: the scan is one bounded range of (uid, starts_at). Prepared once.
 */
const overlapping = preparedPerDb((db) =>
  db
    .select()
    .from(scheduleItems)
    .where(
      and(
        eq(scheduleItems.fid, sql.placeholder('fid')),
        eq(scheduleItems.uid, sql.placeholder('uid')),
        gte(scheduleItems.startsAt, sql.placeholder('earliest')),
        lt(scheduleItems.startsAt, sql.placeholder('to')),
        gt(scheduleItems.endsAt, sql.placeholder('from')),
      ),
    )
    .orderBy(asc(scheduleItems.startsAt), asc(scheduleItems.id))
    .prepare('schedule_items_between'),
);
export const itemsBetween = (db: Db, fid: number, uid: number, from: Date, to: Date) =>
  overlapping(db).execute({
    fid,
    uid,
    earliest: new Date(from.getTime() - SCHEDULE_ITEM_MAX_DAYS * 86_400_000).toISOString(),
    from: from.toISOString(),
    to: to.toISOString(),
  });

const own = (fid: number, uid: number) => and(eq(scheduleItems.fid, fid), eq(scheduleItems.uid, uid));

/** One of the user's own items. */
export const findItem = async (db: Db, fid: number, uid: number, id: number) =>
  (
    await db
      .select()
      .from(scheduleItems)
      .where(and(own(fid, uid), eq(scheduleItems.id, id)))
  )[0];

export interface ItemValues {
  title: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  notes: string;
}

/** Adds an item for the user. */
export const insertItem = async (db: Db, fid: number, uid: number, values: ItemValues) =>
  (
    await db
      .insert(scheduleItems)
      .values({ fid, uid, ...values })
      .returning()
  )[0]!;

/** Changes one of the user's own items; undefined when it is not theirs (or gone). */
export const updateItem = async (db: Db, fid: number, uid: number, id: number, values: ItemValues) =>
  (
    await db
      .update(scheduleItems)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(own(fid, uid), eq(scheduleItems.id, id)))
      .returning()
  )[0];

/** Deletes one of the user's own items; whether there was one. */
export const deleteItem = async (db: Db, fid: number, uid: number, id: number) =>
  (
    await db
      .delete(scheduleItems)
      .where(and(own(fid, uid), eq(scheduleItems.id, id)))
      .returning({ id: scheduleItems.id })
  ).length > 0;

/** The user's feed row, if any. */
export const findFeed = async (db: Db, uid: number) =>
  (await db.select().from(calendarFeeds).where(eq(calendarFeeds.uid, uid)))[0];

/** The feed a token hash opens on a unit (calendar_feeds_token_hash_idx). */
export const findFeedByHash = async (db: Db, fid: number, tokenHash: string) =>
  (
    await db
      .select()
      .from(calendarFeeds)
      .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(calendarFeeds.fid, fid)))
  )[0];

/** Stores a new token hash for the user: the old address stops working in the same statement. */
export const replaceFeed = async (db: Db, fid: number, uid: number, tokenHash: string) =>
  (
    await db
      .insert(calendarFeeds)
      .values({ uid, fid, tokenHash })
      .onConflictDoUpdate({ target: calendarFeeds.uid, set: { fid, tokenHash, createdAt: sql`now()` } })
      .returning()
  )[0]!;

/** Removes the user's feed. */
export const deleteFeed = (db: Db, uid: number) => db.delete(calendarFeeds).where(eq(calendarFeeds.uid, uid));
