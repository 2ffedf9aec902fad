import { boolean, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { apps } from '../service-hall';
import { units } from '../units';

/** Menu entries of a unit, for the desktop open menu ('pc') or the mobile menu ('mobile'). */
export const menus = pgTable(
  'menus',
  {
    pageNavigationId: serial('page_navigation_id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    terminal: text('terminal', { enum: ['pc', 'mobile'] }).notNull(),
    name: text('name').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull().default(''),
    isDefault: smallint('is_default').notNull().default(1),
    isLogin: smallint('is_login').notNull().default(0),
    isVisitor: smallint('is_visitor').notNull().default(1),
    isFrame: smallint('is_frame').notNull().default(0),
    /** User types that see the entry when signed in; empty means every signed-in user. */
    roles: text('roles').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    /** Hidden by an administrator: kept with its settings, shown to no one (ADR 074). */
    hidden: boolean('hidden').notNull().default(false),
    /** The business system the entry opens (a custom entry); its address and iframe rule are the system's own. */
    systemId: integer('system_id').references(() => apps.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('menus_fid_terminal_sort_idx').on(table.fid, table.terminal, table.sort),
    index('menus_system_id_idx').on(table.systemId),
  ],
);

/** Quick-navigation shortcuts of a unit, shown to signed-in users only. */
export const quickNavigations = pgTable(
  'quick_navigations',
  {
    id: serial('id').primaryKey(),
    fid: integer('fid')
      .notNull()
      .references(() => units.fid, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('quick_navigations_fid_sort_idx').on(table.fid, table.sort)],
);

export type MenuRow = typeof menus.$inferSelect;
