import {
  boolean,
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

/**
 * Articles. `content` is HTML cleaned by sanitizeArticleHtml before it is stored (and again when answered);
 * `image` is a picture we serve, with its size. `views` is a counter the change notice ignores (migration 0012).
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
  },
  (table) => [
    // One per list query: a category's page, and every category's page, newest first (keyset-friendly).
    index('news_articles_fid_category_published_idx').on(
      table.fid,
      table.categoryId,
      table.publishedAt.desc(),
      table.id.desc(),
    ),
    index('news_articles_fid_published_idx').on(table.fid, table.publishedAt.desc(), table.id.desc()),
    index('news_articles_category_idx').on(table.categoryId),
  ],
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
