import { z } from 'zod';
// The kinds and their names live with the other business constants: pages read them without loading zod.
import { SEARCH_KINDS, SEARCH_MAX_LENGTH } from './constants';
import { defineEndpoint } from './envelope';
import { pageQueryFields, userText } from './primitives';

/** Entries a signed-in user's search history keeps (getSearchRecord), newest first. */
export const SEARCH_HISTORY_MAX = 20;
/** Suggestions one as-you-type call answers. */
export const SEARCH_SUGGEST_MAX = 10;

export const searchKindSchema = z.enum(SEARCH_KINDS);

/** The search box's text: trimmed, 1–100 characters, no control characters (security.md R1). */
export const searchKeywordSchema = userText(SEARCH_MAX_LENGTH, `关键词不能超过 ${SEARCH_MAX_LENGTH} 个字`).min(
  1,
  '请输入关键词',
);

/**
 * A piece of highlighted text: `hit` pieces matched the query. Plain text, never HTML — a page renders each piece
 * as text (a <mark> for hits), so a title holding `<script>` is only ever shown, never run.
 */
export const textSegmentSchema = z.object({ text: z.string(), hit: z.boolean() });
export type TextSegment = z.infer<typeof textSegmentSchema>;

/** One result. `id` is the record's own id (a service's appId, an article's id …) as text. */
export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  /** The title cut into pieces, the matched ones marked. */
  titleSegments: z.array(textSegmentSchema),
  /** A short passage of the body around the first match (or its beginning), the matched pieces marked. */
  snippetSegments: z.array(textSegmentSchema),
  /** Where the desktop site opens it: a portal path (/service-hall/details/12, /news/detail/3 …). */
  url: z.string(),
  /** Where the phone opens it: a /mobile path. */
  mobileUrl: z.string(),
  /** The department of a service or system, the source of an article, the sender of a notice, the list type. */
  source: z.string(),
  /** `YYYY-MM-DD`, Asia/Shanghai; '' when the record has no date of its own. */
  date: z.string(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

/** Matches a search counts per kind at most: a kind with more reports this total, `totalCapped` (「1000+」). */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * The results of one kind: a page of them and how many there are in all — at most SEARCH_TOTAL_CAP; when there are
 * more, `total` is the cap, `totalCapped` is true (a page shows 「1000+」) and the pages end at the cap.
 */
export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  name: z.string(),
  total: z.number().int(),
  /** More matches than `total` (the cap): the count stopped there. Absent means false. */
  totalCapped: z.boolean().optional(),
  page: z.number().int(),
  pageSize: z.number().int(),
  list: z.array(searchHitSchema),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

/**
 * A search's answer. `groups` holds every kind the viewer may search, in SEARCH_KINDS order, each with its total
 * (empty ones included, so the tabs can show 0); their `list` is filled for the kind asked for (or for every kind
 * with `all`). A kind the viewer may not search (notices for a guest, a kind their menu hides) has no group. When
 * nothing matched: `suggestions` are near spellings (typo tolerance), `recommended` the unit's most used services
 * the viewer may open.
 */
export const searchResultSchema = z.object({
  keyword: z.string(),
  /** The groups' totals summed (capped ones at the cap). */
  total: z.number().int(),
  /** Some group's total is capped: there are more than `total` results (「5000+」). Absent means false. */
  totalCapped: z.boolean().optional(),
  groups: z.array(searchGroupSchema),
  suggestions: z.array(z.string()),
  recommended: z.array(searchHitSchema),
  /**
   * What the unit's synonyms searched besides the typed keyword (ADR 052: 「饭卡」 also as 校园卡), so the page can
   * say why a result holds words the user did not type: each synonym put in, after the word it is said of
   * (「学生证丢了怎么补办」: 学生证挂失, 学生证补办), not the whole phrase asked. Absent when none.
   */
  alsoSearched: z.array(z.string()).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchQuerySchema = z.object({
  keyword: searchKeywordSchema,
  /** One kind, or `all` (the default): every kind, each with its first `pageSize` results. */
  kind: z.enum([...SEARCH_KINDS, 'all']).default('all'),
  ...pageQueryFields,
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

/** One past search of the signed-in user. */
export const searchRecordSchema = z.object({
  keyword: z.string(),
  /** `YYYY-MM-DD HH:mm:ss`, Asia/Shanghai. */
  time: z.string(),
});
export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** One as-you-type suggestion: a matching title, one of the user's past searches, or a hot term. */
export const searchSuggestionSchema = z.object({
  text: z.string(),
  segments: z.array(textSegmentSchema),
  source: z.enum(['title', 'history', 'hot']),
  /** The kind of a matching title; null for history and hot terms. */
  kind: searchKindSchema.nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchApi = {
  search: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/search',
    policy: { rateLimit: 'search' },
    summary:
      '全站搜索：服务、业务系统、新闻、通知公告、三张清单按类分组（各类条数、分页），标题命中在前；支持拼音全拼与首字母；' +
      '只含当前访问者可见的内容；无结果时给出相近词与常用服务；kind=all 的第 1 页记入搜索历史与热词（限频）',
    query: searchQuerySchema,
    data: searchResultSchema,
  }),
  suggest: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/searchSuggest',
    policy: { rateLimit: 'search' },
    summary: '输入联想：匹配的标题（含拼音）、本人的搜索历史与热词（限频同搜索）',
    query: z.object({ keyword: searchKeywordSchema }),
    data: z.array(searchSuggestionSchema).max(SEARCH_SUGGEST_MAX),
  }),
  records: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeApp/getSearchRecord',
    summary: `本人的搜索历史（最近 ${SEARCH_HISTORY_MAX} 条，去重，新的在前；游客为空）`,
    data: z.array(searchRecordSchema).max(SEARCH_HISTORY_MAX),
  }),
  clearRecords: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeApp/clearSearchRecord',
    policy: { caller: 'user' },
    summary: '清除本人的搜索历史：给出 keyword 时只删这一条，否则全部（需登录）',
    body: z.object({ keyword: searchKeywordSchema.optional() }),
    data: z.object({ cleared: z.number().int() }),
  }),
};
