import {
  type ContentItem,
  formatMinute,
  type NewsArticle,
  type NewsCategory,
  type NewsConfig,
  type NewsItem,
} from '@yizhan/contracts';
import type { NewsArticleRow, NewsCategoryRow } from './news.repository';
import type { newsConfigs } from './news.table';
import { sanitizeArticleHtml } from './news.sanitize';

export const ARTICLE_NOT_FOUND = '新闻不存在';
export const CATEGORY_NOT_FOUND = '栏目不存在';

/** A unit without a config row gets these. */
const DEFAULT_CONFIG: NewsConfig = { title: '新闻资讯', pageSize: 10, showViews: 1, previewSize: 6 };

export const toConfig = (row: typeof newsConfigs.$inferSelect | undefined): NewsConfig =>
  row
    ? { title: row.title, pageSize: row.pageSize, showViews: row.showViews ? 1 : 0, previewSize: row.previewSize }
    : DEFAULT_CONFIG;

/**
 * The categories in the order a viewer's news page shows them: the subscribed ones first in the user's order,
 * then the others in the unit's order. Subscriptions to another unit's categories are ignored.
 */
export function orderCategories(categories: NewsCategoryRow[], subscribed: number[]): NewsCategory[] {
  const byId = new Map(categories.map((row) => [row.id, row]));
  const first = subscribed.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
  const chosen = new Set(first.map((row) => row.id));
  return [...first, ...categories.filter((row) => !chosen.has(row.id))].map((row) => ({
    categoryId: row.id,
    name: row.name,
    top: row.top ? 1 : 0,
    subscribed: chosen.has(row.id),
  }));
}

export const toNewsItem = (row: Omit<NewsArticleRow, 'content'>): NewsItem => ({
  id: row.id,
  categoryId: row.categoryId,
  title: row.title,
  summary: row.summary,
  image: row.image,
  imageWidth: row.imageWidth,
  imageHeight: row.imageHeight,
  source: row.source,
  publishTime: formatMinute(row.publishedAt),
  views: row.views,
});

/** An article as answered: its body cleaned once more, whatever wrote the row (psql, an import, an old version). */
export const toArticle = (row: NewsArticleRow, categoryName: string): NewsArticle => ({
  ...toNewsItem(row),
  categoryName,
  content: sanitizeArticleHtml(row.content),
});

/** An article as a home page news block lists it: its day (Asia/Shanghai) and a link to its page on this site. */
export const toHomeItem = (row: Omit<NewsArticleRow, 'content'>): ContentItem => ({
  id: row.id,
  title: row.title,
  summary: row.summary,
  image: row.image,
  publishedAt: formatMinute(row.publishedAt).slice(0, 10),
  link: `/news/detail/${row.id}`,
});
