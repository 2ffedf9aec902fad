import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  type AnyPgColumn,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users, userRef } from '../users';
import { unitRef } from '../units';

/** Categories of a unit's apps: attributeType 1 services (服务大厅), 2 business systems (业务系统). */
export const appTypes = pgTable(
  'app_types',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    attributeType: smallint('attribute_type').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** 隐藏: left out of the hall's filters on both sites; what refers to it stays (ADR 082). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [index('app_types_fid_attribute_sort_idx').on(table.fid, table.attributeType, table.sort)],
);

/** Handling departments (办理部门) of a unit. */
export const departments = pgTable(
  'departments',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 隐藏: left out of the hall's filters on both sites; what refers to it stays (ADR 082). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [index('departments_fid_sort_idx').on(table.fid, table.sort)],
);

/** Service labels (高频, 新生, 掌上办 …) of a unit. */
export const appLabels = pgTable(
  'app_labels',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    /** 隐藏: left out of the hall's filters on both sites; what refers to it stays (ADR 082). */
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [index('app_labels_fid_sort_idx').on(table.fid, table.sort)],
);

/** A service or business system of a unit: what a card shows and what /to-handle-service needs (spec §2). */
export const apps = pgTable(
  'apps',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    summary: text('summary').notNull().default(''),
    pcUrl: text('pc_url').notNull().default(''),
    mobileUrl: text('mobile_url').notNull().default(''),
    deptId: integer('dept_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    typeId: integer('type_id')
      .notNull()
      .references(() => appTypes.id, { onDelete: 'cascade' }),
    /** 1 service, 2 business system. */
    attributeType: smallint('attribute_type').notNull(),
    /** 1 can be handled online, 0 counter only. */
    resource: smallint('resource').notNull().default(1),
    /** 1 new window, 9 inside the mobile app, 0 same window. */
    openType: smallint('open_type').notNull().default(1),
    /** 1: the mobile click opens the guide first. */
    guideStatus: smallint('guide_status').notNull().default(0),
    audiences: text('audiences').array().notNull().default([]),
    /** Guests see only these. */
    visitorVisible: boolean('visitor_visible').notNull().default(true),
    /** User types that see it when signed in; empty means every signed-in user (the menu rule). */
    roles: text('roles').array().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    /** 上架: false takes a service off both sites (lists, guide, search) while the console keeps it. */
    listed: boolean('listed').notNull().default(true),
    /** The business system a service is handled in (handling mode 业务系统); its addresses are copied at save. */
    systemId: integer('system_id').references((): AnyPgColumn => apps.id, { onDelete: 'set null' }),
    /** How a business system signs the portal's users in (ADR 074): 'portal' (the portal's CAS / OpenID), an API code, the passport cookie, or not at all. */
    signOn: text('sign_on', { enum: ['none', 'portal', 'apiCode', 'passport'] })
      .notNull()
      .default('none'),
    /** Whether a business system may be shown inside the portal's frame (/iframe); otherwise it opens on its own. */
    frameAllowed: boolean('frame_allowed').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('apps_fid_attribute_sort_idx').on(table.fid, table.attributeType, table.sort, table.id),
    index('apps_fid_type_sort_idx').on(table.fid, table.typeId, table.sort, table.id),
    index('apps_fid_dept_sort_idx').on(table.fid, table.deptId, table.sort, table.id),
    index('apps_fid_attribute_hits_idx').on(table.fid, table.attributeType, table.hits.desc(), table.id),
    // The console's filters (ADR 071): 上架 state, and a name's first characters.
    index('apps_fid_attribute_listed_sort_idx').on(table.fid, table.attributeType, table.listed, table.sort, table.id),
    index('apps_fid_name_pattern_idx').on(table.fid, sql`${table.name} text_pattern_ops`),
  ],
);

/** Which labels an app carries. */
export const appLabelLinks = pgTable(
  'app_label_links',
  {
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => appLabels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.appId, table.labelId] }),
    index('app_label_links_label_idx').on(table.labelId, table.appId),
  ],
);

/** One material of a guide (contracts guideMaterialSchema). */
export interface GuideMaterial {
  name: string;
  copies: string;
  format: string;
  required: boolean;
  medium: 'electronic' | 'paper' | 'both';
  sampleUrl: string;
  blankUrl: string;
  note: string;
}

/** The service guide (办事指南) of an app: at most one. */
export const appGuides = pgTable('app_guides', {
  appId: integer('app_id')
    .primaryKey()
    .references(() => apps.id, { onDelete: 'cascade' }),
  itemName: text('item_name').notNull(),
  itemType: text('item_type').notNull(),
  implAgency: text('impl_agency').notNull(),
  coAgencies: text('co_agencies').array().notNull().default([]),
  audienceText: text('audience_text').notNull(),
  handleMode: text('handle_mode', { enum: ['online', 'counter', 'both'] }).notNull(),
  acceptCondition: text('accept_condition').notNull(),
  setBasis: text('set_basis').notNull(),
  materials: jsonb('materials').$type<GuideMaterial[]>().notNull(),
  workflow: jsonb('workflow').$type<string[]>().notNull(),
  legalEndTime: integer('legal_end_time').notNull(),
  promiseEndTime: integer('promise_end_time').notNull(),
  chargeStandard: text('charge_standard').notNull(),
  chargeBasis: text('charge_basis').notNull(),
  handlePlace: text('handle_place').notNull(),
  handleTime: text('handle_time').notNull(),
  askPhone: text('ask_phone').notNull(),
  supervisePhone: text('supervise_phone').notNull(),
  faq: jsonb('faq').$type<{ question: string; answer: string }[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

const appRef = () =>
  integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

/** A user's collected (收藏) apps. */
export const appCollects = pgTable(
  'app_collects',
  {
    uid: userRef(),
    appId: appRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_collects_uid_app_idx').on(table.uid, table.appId),
    index('app_collects_uid_created_idx').on(table.uid, table.createdAt),
  ],
);

/** A user's latest use of each app (最近使用): one row per user and app. */
export const appRecentUses = pgTable(
  'app_recent_uses',
  {
    uid: userRef(),
    appId: appRef(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('app_recent_uses_uid_app_idx').on(table.uid, table.appId),
    index('app_recent_uses_uid_used_idx').on(table.uid, table.usedAt),
  ],
);

/** Append-only log of service clicks (clickService), guests included. */
export const appClicks = pgTable(
  'app_clicks',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    appId: appRef(),
    uid: integer('uid').references(() => users.uid, { onDelete: 'set null' }),
    terminalType: smallint('terminal_type').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('app_clicks_app_at_idx').on(table.appId, table.at),
    index('app_clicks_fid_at_idx').on(table.fid, table.at),
  ],
);

/**
 * Service clicks per unit and Asia/Shanghai day, bumped with every logged click: the home statistic reads a row a
 * day instead of counting a log that grows with every click for as long as the portal runs.
 */
export const appClickDays = pgTable(
  'app_click_days',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day] }),
    check('app_click_days_count_check', sql`${table.count} >= 0`),
  ],
);

/**
 * Clicks per unit, Asia/Shanghai day and app, bumped with every logged click: the console ranks a range's services
 * from a row per app and day (ADR 076) rather than counting a log that grows with every click.
 */
export const appDayClicks = pgTable(
  'app_day_clicks',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    appId: appRef(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.appId] }),
    index('app_day_clicks_app_idx').on(table.appId),
    check('app_day_clicks_count_check', sql`${table.count} >= 0`),
  ],
);

export type AppRow = typeof apps.$inferSelect;
export type AppGuideRow = typeof appGuides.$inferSelect;
