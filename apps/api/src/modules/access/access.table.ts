import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdminRole } from '@yizhan/contracts';
import { units } from '../units';
import { sessions } from '../auth';
import { users } from '../users';

/**
 * Console roles granted to users (ADR 069): data, not code. A grant covers one unit, or every unit when `fid` is null
 * (the platform administrator); a 事项管理员's grant lists the departments it covers.
 */
export const adminGrants = pgTable(
  'admin_grants',
  {
    id: serial('id').primaryKey(),
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    fid: integer('fid').references(() => units.fid, { onDelete: 'cascade' }),
    role: text('role').$type<AdminRole>().notNull(),
    /** Department ids of a serviceAdmin grant (service-hall's departments; no foreign key on an array). */
    departmentIds: integer('department_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_grants_uid_idx').on(table.uid)],
);

export type AdminGrantRow = typeof adminGrants.$inferSelect;

/**
 * A console role's authenticator (两步验证, ADR 080): the TOTP secret, sealed with the personal-data key, and the
 * last time step a code was taken for, so a code is never taken twice. `enabledAt` is null while the account is
 * still setting it up (the secret shown, no code confirmed yet).
 */
export const adminSecondSteps = pgTable('admin_second_steps', {
  uid: integer('uid')
    .primaryKey()
    .references(() => users.uid, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
});

/** The sessions that have given their second step: they go with the session (signing out ends them). */
export const consoleStepUps = pgTable('console_step_ups', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
});
