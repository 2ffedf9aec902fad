import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * A unit's terms (学期). Week 1 starts on `start_date`, a Monday; `source_id` is the 教务 system's own id of the term
 * (integration pushes are idempotent by it). Unit-wide and cached: announces its changes (ADR 018).
 */
export const schoolTerms = pgTable(
  'school_terms',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    weekCount: smallint('week_count').notNull(),
    sourceId: text('source_id'),
  },
  (table) => [
    index('school_terms_fid_start_idx').on(table.fid, table.startDate),
    uniqueIndex('school_terms_fid_source_idx').on(table.fid, table.sourceId),
  ],
);

/** The daily timetable (作息时间): class periods (kind 1, numbered) and the rests between them (kind 2). */
export const classPeriods = pgTable(
  'class_periods',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    sort: smallint('sort').notNull(),
    kind: smallint('kind').notNull(),
    period: smallint('period').notNull().default(0),
    name: text('name').notNull(),
    section: text('section').notNull(),
    /** `HH:mm`, Asia/Shanghai wall time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (table) => [index('class_periods_fid_sort_idx').on(table.fid, table.sort)],
);

/**
 * A course meeting of a term (one teaching class on one weekday and run of periods), in the weeks listed. Who attends
 * or teaches it is `timetable_members`, so a class pushed once serves its whole roster. `source_id`: the 教务
 * system's id of the meeting (idempotent pushes).
 */
export const timetableCourses = pgTable(
  'timetable_courses',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    termId: integer('term_id')
      .notNull()
      .references(() => schoolTerms.id, { onDelete: 'cascade' }),
    courseName: text('course_name').notNull(),
    teacher: text('teacher').notNull().default(''),
    place: text('place').notNull().default(''),
    weekday: smallint('weekday').notNull(),
    startPeriod: smallint('start_period').notNull(),
    endPeriod: smallint('end_period').notNull(),
    weeks: smallint('weeks').array().notNull(),
    sourceId: text('source_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('timetable_courses_term_idx').on(table.termId),
    uniqueIndex('timetable_courses_fid_source_idx').on(table.fid, table.sourceId),
  ],
);

/** Who is on a course meeting (student or teacher alike): a user's timetable is one index range of this. */
export const timetableMembers = pgTable(
  'timetable_members',
  {
    uid: userRef(),
    courseId: integer('course_id')
      .notNull()
      .references(() => timetableCourses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.courseId] }),
    index('timetable_members_course_idx').on(table.courseId),
  ],
);

/** School calendar events (校历): holidays, exams, campus events, from the first to the last day. */
export const schoolCalendarEvents = pgTable(
  'school_calendar_events',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    /** 1 假期, 2 考试, 3 活动 (CALENDAR_EVENT_KINDS). */
    kind: smallint('kind').notNull(),
    title: text('title').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    sourceId: text('source_id'),
  },
  (table) => [
    index('school_calendar_events_fid_start_idx').on(table.fid, table.startDate),
    uniqueIndex('school_calendar_events_fid_source_idx').on(table.fid, table.sourceId),
  ],
);

/** A user's own schedule items (我的日程): never shown to anyone else. */
export const scheduleItems = pgTable(
  'schedule_items',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    place: text('place').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('schedule_items_uid_starts_idx').on(table.uid, table.startsAt)],
);

/**
 * A user's calendar subscription: the SHA-256 of the token in its address, never the token. A new address replaces
 * the row; revoking deletes it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    uid: userRef().primaryKey(),
    fid: unitRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_hash_idx').on(table.tokenHash)],
);
