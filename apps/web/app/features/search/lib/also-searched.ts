import type { SearchResult } from '@yizhan/contracts';

/**
 * What the results' summary adds when the unit's synonyms searched more than was typed (ADR 052), so a result that
 * holds other words explains itself: 「，已同时搜索：学生证挂失、学生证补办」 — the synonyms as they were put in, read
 * as a list. Empty otherwise.
 */
export const alsoSearchedText = ({ alsoSearched = [] }: Pick<SearchResult, 'alsoSearched'>): string =>
  alsoSearched.length ? `，已同时搜索：${alsoSearched.join('、')}` : '';
