import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { NEWS_COUNT_CAP, type NewsStatus } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { newsArticles, newsArticleVersions, newsConfigs, newsImages } from './news.table';

// What the console reads and writes of the news (ADR 073): every state of an article, its versions, its pictures.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Exec = Db | Tx;
export type ArticleRow = typeof newsArticles.$inferSelect;
export type VersionRow = typeof newsArticleVersions.$inferSelect;

/** A LIKE pattern for text starting with `term` (its own % and _ matched as themselves). */
const startsWith = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ConsoleFilter {
  categoryId?: number | undefined;
  status?: NewsStatus | undefined;
  title?: string | undefined;
  page: number;
  pageSize: number;
}

/**
 * One page of a unit's articles in every state, last edited first, with their count up to NEWS_COUNT_CAP. Each
 * filter has its index (fid + state / category_id + updated_at, or fid + title text_pattern_ops), so no page reads
 * the whole table; nor does the count, which stops at the cap (a whole unit's count read every row of 100,000).
 */
export async function pageConsoleArticles(db: Db, fid: number, filter: ConsoleFilter) {
  const where = and(
    eq(newsArticles.fid, fid),
    filter.categoryId === undefined ? undefined : eq(newsArticles.categoryId, filter.categoryId),
    filter.status === undefined ? undefined : eq(newsArticles.state, filter.status),
    filter.title ? sql`${newsArticles.title} LIKE ${startsWith(filter.title)}` : undefined,
  );
  // In the order of the page: the planner then walks the page's index (a plain count scanned the table).
  const lastEditedFirst = [sql`${newsArticles.updatedAt} desc nulls last`, sql`${newsArticles.id} desc nulls last`];
  const [list, [total]] = await Promise.all([
    db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        categoryId: newsArticles.categoryId,
        state: newsArticles.state,
        pinned: newsArticles.pinned,
        publishedAt: newsArticles.publishedAt,
        updatedAt: newsArticles.updatedAt,
        updatedBy: newsArticles.updatedBy,
      })
      .from(newsArticles)
      .where(where)
      .orderBy(...lastEditedFirst)
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ total: count() }).from(
      db
        .select({ id: newsArticles.id })
        .from(newsArticles)
        .where(where)
        .orderBy(...lastEditedFirst)
        .limit(NEWS_COUNT_CAP)
        .as('counted'),
    ),
  ]);
  return { list, total: total?.total ?? 0 };
}

/** An article of the unit in any state; `lock` holds its row until the transaction ends (a save, a state change). */
export async function findConsoleArticle(db: Exec, fid: number, id: number, lock = false) {
  const query = db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.fid, fid), eq(newsArticles.id, id)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export type ArticleChange = Partial<Omit<ArticleRow, 'id' | 'fid' | 'views'>>;

export async function insertArticle(tx: Tx, values: typeof newsArticles.$inferInsert): Promise<ArticleRow> {
  const [row] = await tx.insert(newsArticles).values(values).returning();
  return row!;
}

export async function updateArticle(tx: Tx, id: number, change: ArticleChange): Promise<ArticleRow> {
  const [row] = await tx.update(newsArticles).set(change).where(eq(newsArticles.id, id)).returning();
  return row!;
}

/** Keeps the article's content as it is now as its newest version. */
export async function addVersion(
  tx: Tx,
  article: ArticleRow,
  by: { uid: number; username: string },
  kind: 'save' | 'revert',
) {
  await tx.insert(newsArticleVersions).values({
    articleId: article.id,
    uid: by.uid,
    username: by.username,
    kind,
    title: article.title,
    categoryId: article.categoryId,
    summary: article.summary,
    image: article.image,
    content: article.content,
  });
}

/** An article's versions, oldest first (news_article_versions_article_idx). */
export const listVersions = (db: Exec, articleId: number) =>
  db
    .select()
    .from(newsArticleVersions)
    .where(eq(newsArticleVersions.articleId, articleId))
    .orderBy(asc(newsArticleVersions.id));

export async function findVersion(db: Exec, articleId: number, versionId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(newsArticleVersions)
    .where(and(eq(newsArticleVersions.articleId, articleId), eq(newsArticleVersions.id, versionId)));
  return row;
}

/** Whether the unit's editors wait for a publisher (a unit without a config row: yes). */
export async function reviewRequired(db: Exec, fid: number, lock = false): Promise<boolean> {
  const query = db
    .select({ reviewRequired: newsConfigs.reviewRequired })
    .from(newsConfigs)
    .where(eq(newsConfigs.fid, fid));
  const [row] = await (lock ? query.for('update') : query);
  return row?.reviewRequired ?? true;
}

export async function setReviewRequired(tx: Tx, fid: number, required: boolean) {
  await tx
    .insert(newsConfigs)
    .values({ fid, reviewRequired: required })
    .onConflictDoUpdate({ target: newsConfigs.fid, set: { reviewRequired: required } });
}

/** The next time a scheduled article falls due, if any (news_articles_scheduled_idx). */
export async function nextDueTime(db: Db): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: newsArticles.publishedAt })
    .from(newsArticles)
    .where(eq(newsArticles.state, 'scheduled'))
    .orderBy(asc(newsArticles.publishedAt))
    .limit(1);
  return row?.at;
}

/** Publishes every scheduled article whose time has come; the write announces itself to every instance. */
export async function publishDue(db: Db): Promise<number> {
  const rows = await db
    .update(newsArticles)
    .set({ state: 'published' })
    .where(and(eq(newsArticles.state, 'scheduled'), sql`${newsArticles.publishedAt} <= now()`))
    .returning({ id: newsArticles.id });
  return rows.length;
}

export async function insertImage(db: Db, image: typeof newsImages.$inferInsert) {
  await db.insert(newsImages).values(image);
}

export async function findImage(db: Db, fid: number, id: string) {
  const [row] = await db
    .select({ contentType: newsImages.contentType, bytes: newsImages.bytes })
    .from(newsImages)
    .where(and(eq(newsImages.id, id), eq(newsImages.fid, fid)));
  return row;
}

/** The sizes of the unit's uploaded pictures among `ids`: a picture in an article carries its width and height. */
export async function imageSizes(db: Exec, fid: number, ids: string[]) {
  if (ids.length === 0) return new Map<string, { width: number; height: number }>();
  const rows = await db
    .select({ id: newsImages.id, width: newsImages.width, height: newsImages.height })
    .from(newsImages)
    .where(and(eq(newsImages.fid, fid), inArray(newsImages.id, ids)));
  return new Map(rows.map((row) => [row.id, { width: row.width, height: row.height }]));
}
