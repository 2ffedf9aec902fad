import { AUDIENCE_NAMES, SEARCH_MAX_LENGTH, type Audience } from '@yizhan/contracts';

/** Cards per page in the service hall and the business-system list. */
export const LIST_PAGE_SIZE = 12;

/** The highest page the API accepts (contract `page`). */
const MAX_PAGE = 10_000;

/** The filters of the service hall as they stand in the URL query. */
export interface ServiceListQuery {
  typeId?: number;
  deptId?: number;
  labelId?: number;
  audience?: Audience;
  keyword?: string;
  page: number;
  pageSize: number;
}

/** The filters of the business-system list. */
export interface BusinessListQuery {
  typeId?: number;
  keyword?: string;
  page: number;
  pageSize: number;
}

/** A positive whole id written in plain digits, else undefined (typeId=abc, -1, 1.5 and 0 are dropped). */
export function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d{1,12}$/.test(raw.trim())) return undefined;
  const value = Number(raw.trim());
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
}

/** The 1-based page of the query; anything that is not a page in range is page 1. */
export function pageOf(raw: string | null): number {
  const value = positiveId(raw);
  return value === undefined || value > MAX_PAGE ? 1 : value;
}

/** The trimmed keyword, cut to the search limit; empty means no keyword. */
export function keywordOf(raw: string | null): string | undefined {
  const text = (raw ?? '').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return text === '' ? undefined : text;
}

/** A known audience, else undefined. (Checked against the names, not the zod schema: no zod in the page's JS.) */
export function audienceOf(raw: string | null): Audience | undefined {
  return raw !== null && Object.hasOwn(AUDIENCE_NAMES, raw) ? (raw as Audience) : undefined;
}

/** Drops the keys whose value is undefined, so the request body carries only the filters in use. */
function defined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

/** The `serviceList` body for the service-hall URL query; bad values are dropped rather than sent. */
export function serviceListBody(search: URLSearchParams): ServiceListQuery {
  return defined({
    typeId: positiveId(search.get('typeId')),
    deptId: positiveId(search.get('deptId')),
    labelId: positiveId(search.get('labelId')),
    audience: audienceOf(search.get('audience')),
    keyword: keywordOf(search.get('keyword')),
    page: pageOf(search.get('page')),
    pageSize: LIST_PAGE_SIZE,
  });
}

/** The `businessList` body for the business-system URL query. */
export function businessListBody(search: URLSearchParams): BusinessListQuery {
  return defined({
    typeId: positiveId(search.get('typeId')),
    keyword: keywordOf(search.get('keyword')),
    page: pageOf(search.get('page')),
    pageSize: LIST_PAGE_SIZE,
  });
}

/** The filters a list URL keeps, in a stable order (page last). */
const FILTER_KEYS = ['typeId', 'deptId', 'labelId', 'audience', 'keyword', 'page'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The query string (with '?', or '' when empty) after changing some filters of a list query. Any filter change
 * goes back to page 1 unless the change sets the page itself; page 1 is left out of the URL.
 */
export function withFilters(
  query: ServiceListQuery | BusinessListQuery,
  changes: Partial<Record<FilterKey, string | number | undefined>>,
): string {
  const current: Partial<Record<FilterKey, unknown>> = { ...query };
  const next: Partial<Record<FilterKey, unknown>> = { ...current, page: undefined, ...changes };
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = next[key];
    if (value === undefined || value === '' || (key === 'page' && Number(value) <= 1)) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
