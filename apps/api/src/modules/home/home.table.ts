import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { contentCategories } from '../site-config';
import { apps } from '../service-hall';
import { unitRef, units } from '../units';

const appRef = () =>
  integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

/** Common tools (常用工具) of a unit's home page. */
export const homeTools = pgTable(
  'home_tools',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('home_tools_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** Theme cards (主题服务, the spec's "car" list) of a unit's home page. */
export const homeCars = pgTable(
  'home_cars',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull().default(''),
    link: text('link').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('home_cars_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** Items (news, notices …) of a content category; the home page shows the newest of each. */
export const contentItems = pgTable(
  'content_items',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    image: text('image').notNull().default(''),
    link: text('link').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('content_items_fid_category_published_idx').on(
      table.fid,
      table.categoryId,
      table.publishedAt.desc(),
      table.id.desc(),
    ),
  ],
);

/** Specials (专题): themed bundles of a unit's apps, such as 新生入学 or 企业开办一件事. */
export const specials = pgTable(
  'specials',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    summary: text('summary').notNull().default(''),
    description: text('description').notNull().default(''),
    cover: text('cover').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    /** Switched off in the console (ADR 081): left off the home page, its services kept for when it returns. */
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [index('specials_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** The apps of a special, in display order. */
export const specialApps = pgTable(
  'special_apps',
  {
    specialId: integer('special_id')
      .notNull()
      .references(() => specials.id, { onDelete: 'cascade' }),
    appId: appRef(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.specialId, table.appId] }),
    index('special_apps_special_sort_idx').on(table.specialId, table.sort),
    index('special_apps_app_idx').on(table.appId),
  ],
);

/** Recommendation groups (推荐位) of a unit. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('recommendations_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** The apps of a recommendation group, in display order. */
export const recommendationApps = pgTable(
  'recommendation_apps',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    appId: appRef(),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.recommendationId, table.appId] }),
    index('recommendation_apps_group_sort_idx').on(table.recommendationId, table.sort),
    index('recommendation_apps_app_idx').on(table.appId),
  ],
);

/**
 * Visits (page loads of the portal) per unit, day (Asia/Shanghai) and channel of spec §4 (1 desktop, 2 mobile
 * browser, 3 mobile inside an app): one counter row each, bumped by an upsert — never a row per visit.
 */
export const homeVisits = pgTable(
  'home_visits',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    terminalType: smallint('terminal_type').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.terminalType] }),
    check('home_visits_terminal_type_check', sql`${table.terminalType} between 1 and 3`),
    check('home_visits_count_check', sql`${table.count} >= 0`),
  ],
);

/**
 * Visits per unit, day (Asia/Shanghai) and client environment (contracts' ClientEnvironment: the eight apps, Android,
 * iOS, or a browser), read from the reporting page's user agent: the console's visits by terminal (ADR 076). A
 * counter row each, bumped beside home_visits by the same report.
 */
export const visitEnvironmentDays = pgTable(
  'visit_environment_days',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    environment: text('environment').notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.environment] }),
    check('visit_environment_days_count_check', sql`${table.count} >= 0`),
  ],
);

/**
 * Searches per unit, day and keyword, and how many of them found nothing: the console's top and zero-result
 * searches over a range (ADR 076). Added by the hot-term counter's flush, a few seconds after the searches.
 */
export const searchKeywordDays = pgTable(
  'search_keyword_days',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
    misses: integer('misses').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.keyword] }),
    check('search_keyword_days_count_check', sql`${table.count} >= ${table.misses} and ${table.misses} >= 0`),
  ],
);

/**
 * How often each keyword was searched on a unit (搜索热词). The console may pin a word to the front of the hot list
 * (one it adds starts pinned, at 0) or hide one from it; counting goes on either way (ADR 075).
 */
export const searchKeywords = pgTable(
  'search_keywords',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    keyword: text('keyword').notNull(),
    count: integer('count').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    uniqueIndex('search_keywords_fid_keyword_idx').on(table.fid, table.keyword),
    // The console's list, by count.
    index('search_keywords_fid_count_idx').on(table.fid, table.count.desc(), table.keyword),
    // The hot list: pinned first, then by count, hidden ones left out.
    index('search_keywords_fid_hot_idx')
      .on(table.fid, table.pinned.desc(), table.count.desc(), table.keyword)
      .where(sql`not ${table.hidden}`),
  ],
);

/**
 * A unit's home-content draft (ADR 081): the whole home content as the console edits it, one row per unit. Publishing
 * writes it to the live tables; a preview link (a random token, for a while) shows the home page with it.
 */
export const homeDrafts = pgTable('home_drafts', {
  fid: integer('fid')
    .primaryKey()
    .references(() => units.fid, { onDelete: 'cascade' }),
  content: jsonb('content').notNull(),
  previewToken: text('preview_token'),
  previewUntil: timestamp('preview_until', { withTimezone: true }),
  /** The draft's version when it was last published: another version means unpublished changes. */
  publishedVersion: text('published_version'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
