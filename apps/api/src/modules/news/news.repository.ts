import { and, asc, count, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import { shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { newsArticles, newsCategories, newsConfigs, newsSubscriptions, newsViewDays } from './news.table';

export type NewsArticleRow = typeof newsArticles.$inferSelect;
export type NewsCategoryRow = typeof newsCategories.$inferSelect;

/** A unit's news config row, if it has one. */
export const findConfig = (db: Db, fid: number) => db.select().from(newsConfigs).where(eq(newsConfigs.fid, fid));

/** A unit's categories in their default order (news_categories_fid_sort_idx). */
export const listCategories = (db: Db, fid: number) =>
  db
    .select()
    .from(newsCategories)
    .where(eq(newsCategories.fid, fid))
    .orderBy(asc(newsCategories.sort), asc(newsCategories.id));

/** The category ids a user subscribed to, in the user's order (news_subscriptions_uid_sort_idx). */
export const listSubscriptions = async (db: Db, uid: number): Promise<number[]> =>
  (
    await db
      .select({ categoryId: newsSubscriptions.categoryId })
      .from(newsSubscriptions)
      .where(eq(newsSubscriptions.uid, uid))
      .orderBy(asc(newsSubscriptions.sort))
  ).map((row) => row.categoryId);

/** Replaces a user's subscriptions within one unit by `categoryIds`, in that order (ids already checked). */
export async function replaceSubscriptions(db: Db, uid: number, fid: number, categoryIds: number[]) {
  await db.transaction(async (tx) => {
    const ofUnit = tx.select({ id: newsCategories.id }).from(newsCategories).where(eq(newsCategories.fid, fid));
    await tx
      .delete(newsSubscriptions)
      .where(and(eq(newsSubscriptions.uid, uid), inArray(newsSubscriptions.categoryId, ofUnit)));
    if (categoryIds.length > 0) {
      await tx
        .insert(newsSubscriptions)
        .values(categoryIds.map((categoryId, index) => ({ uid, categoryId, sort: index + 1 })));
    }
  });
}

const { content: _content, ...listColumns } = getTableColumns(newsArticles);

/**
 * Pinned, then newest first, spelt as the list indexes are built (`desc nulls last`, drizzle's default for `.desc()`
 * in an index): a plain `desc` means `nulls first`, which the planner cannot read off those indexes, so it fetched
 * every row of the category and sorted them (10 ms a page on the large set). The columns are NOT NULL: same order.
 */
const newestFirst = [
  sql`${newsArticles.pinned} desc nulls last`,
  sql`${newsArticles.publishedAt} desc nulls last`,
  sql`${newsArticles.id} desc nulls last`,
];

/**
 * What the sites may show (ADR 073): published articles only — drafts, those awaiting review or their time, and
 * withdrawn ones never. Spelt as the partial indexes' predicate, so the planner uses them.
 */
export const shownArticle = sql`${newsArticles.state} = 'published'`;

const ofUnit = (fid: number, categoryId: number | undefined) =>
  and(
    eq(newsArticles.fid, fid),
    shownArticle,
    categoryId === undefined ? undefined : eq(newsArticles.categoryId, categoryId),
  );

/**
 * One page of a unit's articles, newest first, of one category or all: each list query has its index
 * (fid, category_id, published_at, id) or (fid, published_at, id). The page's ids are found first, from the index
 * alone (an Index Only Scan walks past the skipped rows without reading them), then only those rows are read — a far
 * page of the infinite list costs about what the first does.
 */
export function pageArticles(db: Db, fid: number, categoryId: number | undefined, page: number, size: number) {
  const pageIds = db
    .select({ id: newsArticles.id })
    .from(newsArticles)
    .where(ofUnit(fid, categoryId))
    .orderBy(...newestFirst)
    .limit(size)
    .offset((page - 1) * size);
  return db
    .select(listColumns)
    .from(newsArticles)
    .where(inArray(newsArticles.id, pageIds))
    .orderBy(...newestFirst);
}

/** How many articles a unit has, in one category or all (an Index Only Scan of the same indexes). */
export async function countArticles(db: Db, fid: number, categoryId: number | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(newsArticles).where(ofUnit(fid, categoryId));
  return row?.total ?? 0;
}

/** The newest `size` articles of a category, newest first (the home page's news blocks). */
export const listNewestArticles = (db: Db, fid: number, categoryId: number, size: number) =>
  db
    .select(listColumns)
    .from(newsArticles)
    .where(ofUnit(fid, categoryId))
    .orderBy(...newestFirst)
    .limit(size);

/**
 * The published article with this id in this unit (at most one row): a primary-key lookup. Its category's name comes from the
 * unit's cached categories, not a join (which read the small categories table with a Seq Scan on every article).
 */
export const findArticle = (db: Db, fid: number, id: number) =>
  db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.fid, fid), eq(newsArticles.id, id), shownArticle));

/**
 * Adds one view to a published article of this unit, and to the unit's views of the day (the console's news reads,
 * ADR 076); the new count, or undefined when the unit has no such article.
 */
export async function addView(db: Db, fid: number, id: number, now = new Date()): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsArticles)
      .set({ views: sql`${newsArticles.views} + 1` })
      .where(and(eq(newsArticles.fid, fid), eq(newsArticles.id, id), shownArticle))
      .returning({ views: newsArticles.views });
    if (!row) return undefined;
    await tx
      .insert(newsViewDays)
      .values({ fid, day: shanghaiDay(now), articleId: id, count: 1 })
      .onConflictDoUpdate({
        target: [newsViewDays.fid, newsViewDays.day, newsViewDays.articleId],
        set: { count: sql`${newsViewDays.count} + 1` },
      });
    return row.views;
  });
}
