import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { units } from '../units';

/** A person who can sign in to one unit. The account name is unique per unit, case-insensitively. */
export const users = pgTable(
  'users',
  {
    uid: serial('uid').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** STUDENT, TEACHER, STAFF or ALUMNI (contracts userTypeSchema without GUEST). */
    userType: text('user_type').notNull(),
    avatar: text('avatar').notNull().default(''),
    /** Argon2id PHC string; never leaves the API. */
    passwordHash: text('password_hash').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The department the person belongs to (service-hall's departments of the unit), or none. Its foreign key
     * (ON DELETE SET NULL) is written in SQL by its own migration: users sit below the service hall (ADR 083).
     */
    departmentId: integer('department_id'),
    /**
     * The password was set by an administrator (a new account, a reset): until the user sets their own, every call
     * but the change and logout is refused (ADR 079).
     */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_fid_username_idx').on(table.fid, sql`lower(${table.username})`),
    // The console's user search: an account name's or a person's name's start (LIKE 'term%'), any collation.
    index('users_fid_username_pattern_idx').on(table.fid, sql`lower(${table.username}) text_pattern_ops`),
    index('users_fid_name_pattern_idx').on(table.fid, sql`${table.name} text_pattern_ops`),
    // A notice to a department reaches its members through this (and a department's removal finds them by it).
    index('users_department_id_idx').on(table.departmentId),
  ],
);

export type UserRow = typeof users.$inferSelect;
