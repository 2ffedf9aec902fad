import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idNumber, pageQueryFields, userText } from './primitives';
import { SEARCH_MAX_LENGTH } from './constants';

/**
 * 搜索词 of the console (issue 37 item 8, ADR 075): a unit's synonyms (ADR 052), its hot words, and the searches that
 * found nothing, from which one click opens the synonym form.
 */

/** A rule word: one word, as a keyword spells it (the search lowercases it). */
const ruleWord = z
  .string()
  .trim()
  .max(20, '词语不能超过 20 个字')
  .min(1, '请填写词语')
  // One pattern for both: no space inside, and no control characters (the contracts' test wants one pattern).
  .regex(/^[^\s\p{Cc}]*$/u, '词语不能含空格');

/** What a rule word is also searched as: 1 to 8 alternatives; a space inside one means all its parts must match. */
const alternativesField = z
  .array(userText(40, '每个同义词不能超过 40 个字').min(1, '同义词不能为空'))
  .min(1, '请至少填写一个同义词')
  .max(8, '同义词最多 8 个');

export const adminSynonymSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  alternatives: z.array(z.string()),
  version: versionField,
});
export type AdminSynonym = z.infer<typeof adminSynonymSchema>;

/** A hot word: how often it was searched, pinned to the front, or hidden from the hot list (counting goes on). */
export const adminHotWordSchema = z.object({
  id: z.number().int(),
  keyword: z.string(),
  count: z.number().int(),
  pinned: z.boolean(),
  hidden: z.boolean(),
  /** Of the flags only: the count moves with every search and is no edit. */
  version: versionField,
});
export type AdminHotWord = z.infer<typeof adminHotWordSchema>;

/** A keyword searched in the last days that found nothing, how often, and whether a rule for it exists already. */
export const zeroResultSchema = z.object({
  keyword: z.string(),
  count: z.number().int(),
  lastDay: z.string(),
  hasSynonym: z.boolean(),
});
export type ZeroResultSearch = z.infer<typeof zeroResultSchema>;

/** The days the zero-result report looks back over. */
export const ZERO_RESULT_DAYS = 30;

const filterQuery = z.object({
  keyword: userText(SEARCH_MAX_LENGTH, `不能超过 ${SEARCH_MAX_LENGTH} 个字`).optional(),
  ...pageQueryFields,
});

const policy = { caller: 'admin', permission: 'searchWords', rateLimit: 'write' } as const;

export const adminSearchWordsApi = {
  synonyms: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/search-words/synonyms',
    summary: '管理后台：同义词规则（按词语开头查找，分页）',
    query: filterQuery,
    data: z.object({ list: z.array(adminSynonymSchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'searchWords' },
  }),
  createSynonym: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/synonyms/create',
    summary: '管理后台：新增同义词规则（含该词的搜索也按同义词搜索）',
    body: z.object({ word: ruleWord, alternatives: alternativesField }),
    data: adminSynonymSchema,
    policy,
  }),
  saveSynonym: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/synonyms/save',
    summary: '管理后台：修改同义词规则（基于读取时的版本）',
    body: z.object({ id: idNumber, word: ruleWord, alternatives: alternativesField, version: versionField }),
    data: adminSynonymSchema,
    policy,
  }),
  removeSynonym: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/synonyms/remove',
    summary: '管理后台：删除同义词规则',
    body: z.object({ id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
  hotWords: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/search-words/hot',
    summary: '管理后台：搜索热词（按搜索次数，分页）',
    query: filterQuery,
    data: z.object({ list: z.array(adminHotWordSchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'searchWords' },
  }),
  createHotWord: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/hot/create',
    summary: '管理后台：添加置顶热词',
    body: z.object({
      word: userText(SEARCH_MAX_LENGTH, `热词不能超过 ${SEARCH_MAX_LENGTH} 个字`).min(1, '请填写热词'),
    }),
    data: adminHotWordSchema,
    policy,
  }),
  saveHotWord: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/hot/save',
    summary: '管理后台：置顶或隐藏热词（基于读取时的版本）',
    body: z.object({ id: idNumber, pinned: z.boolean(), hidden: z.boolean(), version: versionField }),
    data: adminHotWordSchema,
    policy,
  }),
  removeHotWord: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/search-words/hot/remove',
    summary: '管理后台：删除热词及其计数',
    body: z.object({ id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
  zeroResults: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/search-words/zero-results',
    summary: `管理后台：近 ${ZERO_RESULT_DAYS} 天无结果的搜索（按次数，前 50 个）`,
    data: z.array(zeroResultSchema),
    policy: { caller: 'admin', permission: 'searchWords' },
  }),
};
