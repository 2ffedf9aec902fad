import { and, eq, inArray } from 'drizzle-orm';
import { htmlText, joinText, keepBody, type SearchSource, type SourceRecord } from '@yizhan/search';
import type { Db } from '../../db/client';
import { shownArticle } from './news.repository';
import { newsArticles, newsCategories } from './news.table';

// The news in the search (ADR 036, ADR 060): every published article, found by everyone, ranked by its views; a
// draft, a withdrawn or a not-yet-due article has no record, so its entry is deleted (ADR 073).

/** Articles: title, summary and the text of their content; the source, else the category's name. */
async function newsRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({ article: newsArticles, categoryName: newsCategories.name })
    .from(newsArticles)
    .innerJoin(newsCategories, eq(newsCategories.id, newsArticles.categoryId))
    .where(and(inArray(newsArticles.id, ids), shownArticle));
  return rows.map(({ article, categoryName }) => ({
    fid: article.fid,
    kind: 'news',
    sourceId: article.id,
    ownerUid: null,
    title: article.title,
    body: keepBody(joinText([article.summary, htmlText(article.content)])),
    source: article.source || categoryName,
    url: `/news/detail/${article.id}`,
    mobileUrl: `/mobile/news/detail/${article.id}`,
    visitorVisible: true,
    roles: [],
    popularity: article.views,
    date: article.publishedAt,
  }));
}

/** Articles, queued as 'news'. */
export const newsSearchSource: SearchSource = {
  queueKind: 'news',
  kinds: [{ kind: 'news', page: '/news' }],
  load: newsRecords,
  records: { table: newsArticles, id: newsArticles.id, fid: newsArticles.fid },
  popularity: newsArticles.views,
};
