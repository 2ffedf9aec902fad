import { and, eq, gte, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shownArticle } from './news.repository';
import { newsArticles, newsCategories, newsReads, newsSubscriptions } from './news.table';

// What each user read of the news: kept beside the articles, read by the information center's 订阅资讯.

/** Published articles of the user's subscribed categories published since `since`, with whether the user has read them. */
export function subscribedNews(db: Db, owner: { fid: number; uid: number }, since: Date, read: 0 | 1 | undefined) {
  return db
    .select({
      kind: sql<string>`'news'`.as('kind'),
      id: sql<number>`${newsArticles.id}`.as('id'),
      title: sql<string>`${newsArticles.title}`.as('title'),
      summary: sql<string>`${newsArticles.summary}`.as('summary'),
      at: sql<Date>`${newsArticles.publishedAt}`.as('at'),
      read: sql<boolean>`${newsReads.uid} is not null`.as('read'),
      url: sql<string>`'/news/detail/' || ${newsArticles.id}`.as('url'),
      sourceUrl: sql<string>`''`.as('source_url'),
      source: sql<string>`${newsArticles.source}`.as('source'),
      typeName: sql<string>`${newsCategories.name}`.as('type_name'),
      typeId: sql<number | null>`null::integer`.as('type_id'),
    })
    .from(newsArticles)
    .innerJoin(
      newsSubscriptions,
      and(eq(newsSubscriptions.categoryId, newsArticles.categoryId), eq(newsSubscriptions.uid, owner.uid)),
    )
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .leftJoin(newsReads, and(eq(newsReads.articleId, newsArticles.id), eq(newsReads.uid, owner.uid)))
    .where(
      and(
        eq(newsArticles.fid, owner.fid),
        shownArticle,
        gte(newsArticles.publishedAt, since),
        read === undefined ? undefined : read === 1 ? isNotNull(newsReads.uid) : isNull(newsReads.uid),
      ),
    );
}

/** Records that the user read these articles (already-read ones stay as they were). */
export async function addNewsReads(db: Db, uid: number, articleIds: number[]) {
  if (articleIds.length === 0) return;
  await db
    .insert(newsReads)
    .values(articleIds.map((articleId) => ({ uid, articleId })))
    .onConflictDoNothing();
}
