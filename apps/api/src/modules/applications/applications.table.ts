import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * A person's applications (我的办件, issue 38 §1) as business systems push them: one row per application, owned by
 * its applicant, keyed by its system's own id (`source_system`, `external_id`: pushing it again updates it) and
 * numbered by the system (`apply_no`, unique in the unit: the public lookup's key). `status` is the state it is in
 * now (APPLICATION_STATUS); every state it went through is a row of `application_steps`. A rating (好差评) or an
 * appointment refers to an application by its `id`; nothing here says whether it was rated. Per-user data: never
 * cached.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    sourceSystem: text('source_system').notNull(),
    externalId: text('external_id').notNull(),
    applyNo: text('apply_no').notNull(),
    serviceName: text('service_name').notNull(),
    /** The system's display name; the key's system when it gave none. */
    source: text('source').notNull().default(''),
    /** The department that handles it now (the latest step's, or the one it was filed with). */
    deptName: text('dept_name').notNull().default(''),
    /** 1 已提交, 2 已受理, 3 办理中, 4 需补正, 5 办结, 6 不予受理. */
    status: smallint('status').notNull(),
    /** The last four digits of the phone on the form, sealed (ADR 048); '' when the system gave no phone. */
    phoneTail: text('phone_tail').notNull().default(''),
    pcUrl: text('pc_url').notNull().default(''),
    mobileUrl: text('mobile_url').notNull().default(''),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('applications_status_check', sql`${table.status} between 1 and 6`),
    uniqueIndex('applications_source_idx').on(table.fid, table.sourceSystem, table.externalId),
    // The public lookup by 办件编号.
    uniqueIndex('applications_apply_no_idx').on(table.fid, table.applyNo),
    // 全部 newest change first; the counts per state read the same (fid, uid) prefix of the next one.
    index('applications_owner_updated_idx').on(table.fid, table.uid, table.updatedAt.desc(), table.id.desc()),
    // One state's list newest change first, and the counts per state.
    index('applications_owner_status_idx').on(
      table.fid,
      table.uid,
      table.status,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('applications_uid_idx').on(table.uid),
  ],
);

/** Each state an application entered, in order: its timeline. */
export const applicationSteps = pgTable(
  'application_steps',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    deptName: text('dept_name').notNull().default(''),
    note: text('note').notNull().default(''),
    /** 需补正: what to add, and where in the system it is added (http/https, or ''). */
    supplement: text('supplement').notNull().default(''),
    supplementUrl: text('supplement_url').notNull().default(''),
  },
  (table) => [
    check('application_steps_status_check', sql`${table.status} between 1 and 6`),
    index('application_steps_application_idx').on(table.applicationId, table.id),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
export type ApplicationStepRow = typeof applicationSteps.$inferSelect;
