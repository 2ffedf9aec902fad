import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';

/** The /mobile/work list's query: the service type tab and the search keyword, both optional. */
export interface WorkQuery {
  typeId?: number;
  keyword?: string;
}

/**
 * Reads typeId and keyword from the URL: a typeId that is not a positive integer means 全部, and the keyword is
 * trimmed and cut to the contract's 100 characters (R1), so a hand-made URL never turns into a failed request.
 */
export function readWorkQuery(search: URLSearchParams): WorkQuery {
  const query: WorkQuery = {};
  const typeId = search.get('typeId')?.trim() ?? '';
  if (/^\d{1,9}$/.test(typeId) && Number(typeId) > 0) query.typeId = Number(typeId);
  const keyword = Array.from(search.get('keyword')?.trim() ?? '')
    .slice(0, SEARCH_MAX_LENGTH)
    .join('')
    .trim();
  if (keyword) query.keyword = keyword;
  return query;
}

/** The URL query of a work-list query: only the values that are set, typeId first. */
export function workSearchParams(query: WorkQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.typeId !== undefined) params.set('typeId', String(query.typeId));
  if (query.keyword) params.set('keyword', query.keyword);
  return params;
}
