import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { AdminRole } from '@yizhan/contracts';
import { units } from '../units';
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
