import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { pageQueryFields, userText } from './primitives';

/**
 * Where an article stands (ADR 073): written (草稿), waiting for a publisher (待审核), due at a set time (定时发布),
 * seen by readers (已发布), taken back (已撤回). Only 已发布 is ever shown on the sites.
 */
export const newsStatusSchema = z.enum(['draft', 'review', 'scheduled', 'published', 'withdrawn'], {
  error: '状态不在可选范围内',
});
export type NewsStatus = z.infer<typeof newsStatusSchema>;

export const NEWS_STATUS_NAMES: Readonly<Record<NewsStatus, string>> = {
  draft: '草稿',
  review: '待审核',
  scheduled: '定时发布',
  published: '已发布',
  withdrawn: '已撤回',
};

/** Where uploaded article pictures are served (re-encoded WebP, a random name each). */
export const NEWS_IMAGE_PATH_PREFIX = '/pedestal/news/images/';
export const NEWS_IMAGE_UPLOAD_PATH = '/pedestal/admin/news/image';
/** An uploaded picture may be at most this large before it is re-encoded. */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A picture wider than this is scaled down to it (twice the article column, for sharp screens). */
export const NEWS_IMAGE_MAX_WIDTH = 1600;

/** The console's news list counts at most this many articles; a total of it means 「this many or more」. */
export const NEWS_COUNT_CAP = 10_000;

const idField = (message: string) => z.number().int().min(1, message).max(2_147_483_647, message);
const queryId = (message: string) => z.coerce.number().int().min(1, message).max(2_147_483_647, message);

/** An article in the console's list. */
export const adminNewsItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  status: newsStatusSchema,
  pinned: z.boolean(),
  /** `YYYY-MM-DD HH:mm` (Asia/Shanghai) when published or due; empty for the others. */
  publishTime: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** What an editor writes; the body is cleaned on save with the articles' policy. */
export const newsDraftSchema = z.object({
  title: userText(100, '标题不能超过 100 个字').min(1, '标题不能为空'),
  categoryId: idField('请选择栏目'),
  summary: userText(300, '摘要不能超过 300 个字'),
  /**
   * The cover picture: one uploaded here (its address), or none. A picture of the site itself (`/assets/…`) is kept
   * only as the cover an article already has (one from before the console): the server checks that.
   */
  image: z
    .string()
    .max(200, '封面图片须为本站上传的图片')
    .regex(
      /^(\/pedestal\/news\/images\/[\w-]{22}\.webp|\/assets\/(?:[\w-]+\/)*[\w-]+\.(?:svg|png|jpe?g|webp))?$/,
      '封面图片须为本站上传的图片',
    ),
  /** HTML: line breaks and tabs may stay, no other control character. */
  content: z
    .string()
    .max(200_000, '正文不能超过 20 万个字符')
    .regex(/^(?:\P{Cc}|[\t\n\r])*$/u, '正文不能包含控制字符'),
});
export type NewsDraft = z.infer<typeof newsDraftSchema>;

/** An article as the editor page opens it, with the version a save starts from. */
export const adminNewsArticleSchema = newsDraftSchema.extend({
  /** The stored cover: also one an article had before the console (the demo's, a pushed article's). */
  image: z.string(),
  id: z.number().int(),
  status: newsStatusSchema,
  pinned: z.boolean(),
  publishTime: z.string(),
  version: z.string(),
});
export type AdminNewsArticle = z.infer<typeof adminNewsArticleSchema>;

/** What the editor needs besides the article: the categories, and whether this caller may publish now. */
export const adminNewsOptionsSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  reviewRequired: z.boolean(),
  mayPublish: z.boolean(),
});
export type AdminNewsOptions = z.infer<typeof adminNewsOptionsSchema>;

export const newsVersionSchema = z.object({
  id: z.number().int(),
  /** 1 for the first save, counting up. */
  number: z.number().int(),
  at: z.string(),
  username: z.string(),
  title: z.string(),
  /** 保存 or 恢复 (a revert to an older version). */
  kind: z.enum(['save', 'revert']),
});
export type NewsVersion = z.infer<typeof newsVersionSchema>;

export const newsDiffSchema = z.array(z.object({ change: z.enum(['same', 'added', 'removed']), text: z.string() }));
export type NewsDiff = z.infer<typeof newsDiffSchema>;

const articleRef = z.object({ id: idField('新闻编号无效'), version: versionField });

export const adminNewsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news',
    summary: '管理后台：新闻列表（按栏目、状态、标题开头筛选，分页；总数最多计到 10000）',
    query: z.object({
      ...pageQueryFields,
      categoryId: queryId('栏目无效').optional(),
      status: newsStatusSchema.optional(),
      title: userText(40, '标题关键词不能超过 40 个字').optional(),
    }),
    data: z.object({ list: z.array(adminNewsItemSchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'content' },
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news/options',
    summary: '管理后台：新闻栏目、是否需要审核、当前用户能否发布',
    data: adminNewsOptionsSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  article: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news/article',
    summary: '管理后台：读取一篇新闻',
    query: z.object({ id: queryId('新闻编号无效') }),
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/save',
    summary: '管理后台：新建或保存新闻（每次保存留一个版本）',
    body: newsDraftSchema.extend({ id: idField('新闻编号无效').optional(), version: versionField.optional() }),
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/submit',
    summary: '管理后台：提交新闻审核',
    body: articleRef,
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/publish',
    summary: '管理后台：立即或定时发布新闻（需发布权限，或单位已关闭审核）',
    body: articleRef.extend({
      /** When to publish (ISO 8601, with its offset); absent: now. */
      publishAt: z.iso.datetime({ offset: true, error: '发布时间格式不正确' }).max(40, '发布时间格式不正确').optional(),
    }),
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  pin: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/pin',
    summary: '管理后台：置顶或取消置顶新闻',
    body: articleRef.extend({ pinned: z.boolean({ error: '置顶状态无效' }) }),
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/withdraw',
    summary: '管理后台：撤回新闻（两端不再显示）',
    body: articleRef,
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  versions: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news/versions',
    summary: '管理后台：一篇新闻的历史版本',
    query: z.object({ id: queryId('新闻编号无效') }),
    data: z.array(newsVersionSchema),
    policy: { caller: 'admin', permission: 'content' },
  }),
  diff: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news/diff',
    summary: '管理后台：两个版本之间的差异',
    query: z.object({
      id: queryId('新闻编号无效'),
      older: queryId('版本无效'),
      newer: queryId('版本无效'),
    }),
    data: newsDiffSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  revert: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/revert',
    summary: '管理后台：恢复到某个版本（另存为新版本）',
    body: articleRef.extend({ versionId: idField('版本无效') }),
    data: adminNewsArticleSchema,
    policy: { caller: 'admin', permission: 'content' },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/news/settings',
    summary: '管理后台：新闻发布设置（是否需要审核）',
    data: z.object({ reviewRequired: z.boolean(), version: z.string() }),
    policy: { caller: 'admin', permission: 'publish' },
  }),
  saveSettings: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/news/settings',
    summary: '管理后台：保存新闻发布设置',
    body: z.object({ reviewRequired: z.boolean({ error: '请选择是否需要审核' }), version: versionField }),
    data: z.object({ reviewRequired: z.boolean(), version: z.string() }),
    policy: { caller: 'admin', permission: 'publish' },
  }),
};
