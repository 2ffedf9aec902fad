import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { idDigits, idNumber, pageQueryFields } from './primitives';

/** Most categories one user can subscribe to (POST /homepage/news/category/custom). */
export const NEWS_SUBSCRIBE_MAX = 20;

/** A news category (新闻栏目); `subscribed` is the signed-in user's choice, always false for guests. */
export const newsCategorySchema = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  /** 1: a top category, shown first in the home and news page heads (category/top). */
  top: z.union([z.literal(0), z.literal(1)]),
  subscribed: z.boolean(),
});
export type NewsCategory = z.infer<typeof newsCategorySchema>;

/** One article as a list shows it. The picture is ours (/assets/…) with its size, so nothing shifts as it loads. */
export const newsItemSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  imageWidth: z.number().int(),
  imageHeight: z.number().int(),
  source: z.string(),
  /** `YYYY-MM-DD HH:mm`, Asia/Shanghai. */
  publishTime: z.string(),
  views: z.number().int(),
});
export type NewsItem = z.infer<typeof newsItemSchema>;

/** An article with its body: HTML already sanitised when stored and again when answered (ADR 029). */
export const newsArticleSchema = newsItemSchema.extend({ categoryName: z.string(), content: z.string() });
export type NewsArticle = z.infer<typeof newsArticleSchema>;

/** How a unit's news pages are shown (news/config). */
export const newsConfigSchema = z.object({
  title: z.string(),
  /** Items per page of a list. */
  pageSize: z.number().int(),
  /** 1: lists and articles show the view count. */
  showViews: z.union([z.literal(0), z.literal(1)]),
  /** Items per category on the news front page (/news, /mobile/news first page). */
  previewSize: z.number().int(),
});
export type NewsConfig = z.infer<typeof newsConfigSchema>;

const articleId = z.object({ id: idDigits() });

export const newsListQuerySchema = z.object({
  categoryId: idDigits().optional(),
  ...pageQueryFields,
});
export type NewsListQuery = z.input<typeof newsListQuerySchema>;

export const newsApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/config',
    summary: '新闻配置',
    data: newsConfigSchema,
  }),
  topCategories: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/category/top',
    summary: '置顶新闻栏目',
    data: z.array(newsCategorySchema),
  }),
  customCategories: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/category/custom',
    summary: '新闻栏目，登录用户订阅的在前（按订阅顺序），其余按默认顺序',
    data: z.array(newsCategorySchema),
  }),
  subscribe: defineEndpoint({
    method: 'POST',
    path: '/homepage/news/category/custom',
    policy: { caller: 'user' },
    summary: '订阅新闻栏目（需登录；按给出的顺序，空数组取消全部订阅）',
    body: z.object({
      categoryIds: z
        .array(idNumber)
        .max(NEWS_SUBSCRIBE_MAX, `最多订阅 ${NEWS_SUBSCRIBE_MAX} 个栏目`)
        .refine((ids) => new Set(ids).size === ids.length, '不能重复'),
    }),
    data: z.array(newsCategorySchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/list',
    summary: '新闻列表（分页；可按栏目）',
    query: newsListQuerySchema,
    data: z.object({ list: z.array(newsItemSchema), total: z.number().int() }),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/detail',
    summary: '新闻正文',
    query: articleId,
    data: newsArticleSchema,
  }),
  view: defineEndpoint({
    method: 'GET',
    path: '/homepage/news/view',
    policy: { rateLimit: 'write' },
    summary: '新闻阅读计数（打开正文时；按写操作限流）',
    query: articleId,
    data: z.object({ views: z.number().int() }),
  }),
};
