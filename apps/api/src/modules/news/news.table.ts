import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users, userRef } from '../users';
import { unitRef } from '../units';

/** How a unit's news pages are shown (news/config); a unit without a row gets the defaults (news.service.ts). */
export const newsConfigs = pgTable('news_configs', {
  fid: unitRef().primaryKey(),
  title: text('title').notNull().default('新闻资讯'),
  pageSize: smallint('page_size').notNull().default(10),
  showViews: boolean('show_views').notNull().default(true),
  previewSize: smallint('preview_size').notNull().default(6),
  /** Whether an editor's article waits for a publisher (ADR 073); a unit may turn it off. */
  reviewRequired: boolean('review_required').notNull().default(true),
});

/** News categories (新闻栏目) of a unit, in their default order; `top` ones lead (category/top). */
export const newsCategories = pgTable(
  'news_categories',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    top: boolean('top').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [index('news_categories_fid_sort_idx').on(table.fid, table.sort, table.id)],
);

/** What the sites show: only published articles, by the partial indexes below (ADR 073). */
const shown = sql`state = 'published'`;

/**
 * Articles. `content` is HTML cleaned by sanitizeArticleHtml before it is stored (and again when answered);
 * `image` is a picture we serve, with its size. `views` is a counter the change notice ignores (migration 0012).
 * `state` is where the console's workflow has it (contracts NewsStatus); the sites read only 'published' rows, the
 * pinned ones first. `published_at` is when it was (or is due to be) published; a draft's is when it was created.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    source: text('source').notNull().default(''),
    image: text('image').notNull().default(''),
    imageWidth: integer('image_width').notNull().default(0),
    imageHeight: integer('image_height').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    views: integer('views').notNull().default(0),
    state: text('state').notNull().default('published'),
    pinned: boolean('pinned').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (table) => [
    // One per list query of the sites: a category's page, and every category's page, pinned then newest first.
    index('news_articles_fid_category_shown_idx')
      .on(table.fid, table.categoryId, table.pinned.desc(), table.publishedAt.desc(), table.id.desc())
      .where(shown),
    index('news_articles_fid_shown_idx')
      .on(table.fid, table.pinned.desc(), table.publishedAt.desc(), table.id.desc())
      .where(shown),
    index('news_articles_category_idx').on(table.categoryId),
    // The console's list, last edited first: all of a unit's, by state, by category, by the start of a title.
    index('news_articles_fid_updated_idx').on(table.fid, table.updatedAt.desc(), table.id.desc()),
    index('news_articles_fid_state_updated_idx').on(table.fid, table.state, table.updatedAt.desc(), table.id.desc()),
    index('news_articles_fid_category_updated_idx').on(
      table.fid,
      table.categoryId,
      table.updatedAt.desc(),
      table.id.desc(),
    ),
    index('news_articles_fid_title_idx').on(table.fid, table.title.op('text_pattern_ops')),
    // The articles due at a set time: the scheduler's next wake-up (news.schedule.ts).
    index('news_articles_scheduled_idx')
      .on(table.publishedAt)
      .where(sql`state = 'scheduled'`),
  ],
);

/** Every save of an article, whole (ADR 073): the history, the diff between two and a revert read these. */
export const newsArticleVersions = pgTable(
  'news_article_versions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    uid: integer('uid'),
    username: text('username').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull().default('save'),
    title: text('title').notNull(),
    categoryId: integer('category_id').notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    content: text('content').notNull(),
  },
  (table) => [index('news_article_versions_article_idx').on(table.articleId, table.id)],
);

/** PostgreSQL `bytea` as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Pictures uploaded for articles, re-encoded (WebP, at most 1600 px wide, no metadata) and kept in the database like
 * avatars, so every instance serves them and a backup holds them. `id` is the random name in the address.
 */
export const newsImages = pgTable(
  'news_images',
  {
    id: text('id').primaryKey(),
    fid: unitRef(),
    uid: integer('uid'),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('news_images_fid_idx').on(table.fid)],
);

/** The categories a user subscribed to, in the user's order: they lead the user's news page. */
export const newsSubscriptions = pgTable(
  'news_subscriptions',
  {
    uid: integer('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => newsCategories.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.categoryId] }),
    index('news_subscriptions_uid_sort_idx').on(table.uid, table.sort),
    index('news_subscriptions_category_idx').on(table.categoryId),
  ],
);

/** News of subscribed categories a user has opened or marked read (the information center's 订阅资讯). */
export const newsReads = pgTable(
  'news_reads',
  {
    uid: userRef(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.uid, table.articleId] }),
    index('news_reads_article_idx').on(table.articleId),
  ],
);

/**
 * Article views per unit, Asia/Shanghai day and article (guests included), bumped with `views`: the console's news
 * reads over a range (ADR 076). `views` alone has no dates; news_reads keeps only a user's first read.
 */
export const newsViewDays = pgTable(
  'news_view_days',
  {
    fid: unitRef(),
    day: date('day', { mode: 'string' }).notNull(),
    articleId: integer('article_id')
      .notNull()
      .references(() => newsArticles.id, { onDelete: 'cascade' }),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.day, table.articleId] }),
    index('news_view_days_article_idx').on(table.articleId),
  ],
);
