import {
  CODE,
  SEARCH_MAX_LENGTH,
  threeListApi,
  type ThreeListConfig,
  type ThreeListField,
  type ThreeListRow,
  type ThreeListType,
} from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';

/** What the address asks for: a list type, a keyword and a page (anything unusable falls back to the default). */
export interface ThreeListQuery {
  typeId: number | undefined;
  keyword: string | undefined;
  page: number;
}

const PAGE_MAX = 10_000;

/** The query of a three-list page's address. */
export function readThreeListQuery(params: URLSearchParams): ThreeListQuery {
  const typeId = Number(params.get('typeId'));
  const page = Number(params.get('page') ?? '1');
  const keyword = (params.get('keyword') ?? '').trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
    keyword: keyword || undefined,
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
  };
}

/** The query string of a list page: only what differs from the defaults is in it. */
export function threeListParams(query: Partial<ThreeListQuery>): URLSearchParams {
  const params = new URLSearchParams();
  if (query.typeId !== undefined) params.set('typeId', String(query.typeId));
  if (query.keyword) params.set('keyword', query.keyword);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  return params;
}

/** The address of a list page. */
export function threeListHref(pathname: string, query: Partial<ThreeListQuery>): string {
  const search = threeListParams(query).toString();
  return search ? `${pathname}?${search}` : pathname;
}

const LOAD_FAILED = '数据加载失败，请稍后重试';

/** The message of a failed call (an abort still throws: the visitor has gone elsewhere). */
function failure(error: unknown): { ok: false; msg: string } {
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  return { ok: false, msg: error instanceof ApiError && error.message ? error.message : LOAD_FAILED };
}

/** The rows of the shown type: loaded, failed, or refused because the unit keeps them for signed-in users. */
export type ThreeListRows =
  | { ok: true; data: { fields: ThreeListField[]; list: ThreeListRow[]; total: number } }
  | { ok: false; msg: string }
  | { ok: 'login' };

export type ThreeListPageData =
  | { kind: 'failed'; msg: string }
  | { kind: 'empty'; config: ThreeListConfig }
  | { kind: 'list'; config: ThreeListConfig; current: ThreeListType; query: ThreeListQuery; rows: ThreeListRows };

/**
 * The data of a three-list page (desktop and phone): the unit's config, the type the address names (or the first),
 * its fields and the page of rows, in parallel. A guest refused by the unit's setting gets `{ ok: 'login' }`.
 */
export async function loadThreeList(api: ServerApi, url: URL, pageSize?: number): Promise<ThreeListPageData> {
  let config: ThreeListConfig;
  try {
    config = await api(threeListApi.config);
  } catch (error) {
    return { kind: 'failed', msg: failure(error).msg };
  }
  const query = readThreeListQuery(url.searchParams);
  const current = config.types.find((type) => type.typeId === query.typeId) ?? config.types[0];
  if (!current) return { kind: 'empty', config };
  const typeId = String(current.typeId);
  const rows: ThreeListRows = await Promise.all([
    api(threeListApi.fields, { query: { typeId } }),
    api(threeListApi.list, {
      query: {
        typeId,
        ...(query.keyword && { keyword: query.keyword }),
        page: query.page,
        pageSize: pageSize ?? config.pageSize,
      },
    }),
  ]).then(
    ([fields, list]) => ({ ok: true as const, data: { fields, ...list } }),
    (error: unknown) =>
      error instanceof ApiError && error.code === CODE.unauthorized ? { ok: 'login' as const } : failure(error),
  );
  return { kind: 'list', config, current, query: { ...query, typeId: current.typeId }, rows };
}
