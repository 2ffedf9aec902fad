import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { applications } from '../applications';
import { apps } from '../service-hall';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * 好差评 (issue 38 §2, ADR 087): one rating per application, by its owner, once it ended. The service is resolved
 * from the application's service name when rated (`service_id`, null when the unit has no service of that name) and
 * its department kept beside (`dept_id`: whose work list a 差评 lands on). A 差评 (level 2 and 1) carries its
 * follow-up on the row: the deadline (15 working days after the day rated, through the unit's calendar), 整改, 回访
 * and an appeal; a rating whose appeal was granted is `excluded` from every summary and statistic.
 */
export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id').references(() => apps.id, { onDelete: 'set null' }),
    /** The service's department when rated (a department id of the unit); null without a service. */
    deptId: integer('dept_id'),
    applyNo: text('apply_no').notNull(),
    serviceName: text('service_name').notNull(),
    deptName: text('dept_name').notNull().default(''),
    /** 5 非常满意 … 1 非常不满意 (RATING_LEVELS). */
    level: smallint('level').notNull(),
    tags: text('tags').array().notNull().default([]),
    content: text('content').notNull().default(''),
    ratedAt: timestamp('rated_at', { withTimezone: true }).notNull(),
    /** The day rated in Beijing, `YYYY-MM-DD`: the month of the statistics and the deadline's start. */
    ratedDay: text('rated_day').notNull(),
    /** A 差评's deadline, `YYYY-MM-DD`; '' for the others. */
    dueDay: text('due_day').notNull().default(''),
    /** 'none' for the others; a 差评 'pending' 待整改 → 'rectified' 已整改 → 'visited' 已回访. */
    followUp: text('follow_up', { enum: ['none', 'pending', 'rectified', 'visited'] })
      .notNull()
      .default('none'),
    appeal: text('appeal', { enum: ['none', 'appealing', 'reversed', 'upheld'] })
      .notNull()
      .default('none'),
    excluded: boolean('excluded').notNull().default(false),
    rectification: text('rectification').notNull().default(''),
    rectifiedDay: text('rectified_day').notNull().default(''),
    visitDay: text('visit_day').notNull().default(''),
    visitWay: text('visit_way').notNull().default(''),
    visitAnswer: text('visit_answer').notNull().default(''),
    visitNote: text('visit_note').notNull().default(''),
    appealReason: text('appeal_reason').notNull().default(''),
    decisionNote: text('decision_note').notNull().default(''),
  },
  (table) => [
    check('ratings_level_check', sql`${table.level} between 1 and 5`),
    uniqueIndex('ratings_application_idx').on(table.applicationId),
    // A service's summary: counts per level, read from the index alone.
    index('ratings_service_level_idx')
      .on(table.fid, table.serviceId, table.level)
      .where(sql`not ${table.excluded}`),
    // The 差评 work list, nearest deadline first: the whole unit's, and a 事项管理员's departments'.
    index('ratings_bad_due_idx')
      .on(table.fid, table.dueDay, table.id)
      .where(sql`${table.level} <= 2`),
    index('ratings_bad_dept_due_idx')
      .on(table.fid, table.deptId, table.dueDay, table.id)
      .where(sql`${table.level} <= 2`),
    // The statistics of a month or a year of months, read from the index alone (every column they count is in it).
    index('ratings_stats_idx').on(
      table.fid,
      table.ratedDay,
      table.serviceId,
      table.deptId,
      table.level,
      table.followUp,
      table.excluded,
      table.dueDay,
      table.rectifiedDay,
    ),
    index('ratings_uid_idx').on(table.uid),
  ],
);

export type RatingRow = typeof ratings.$inferSelect;
