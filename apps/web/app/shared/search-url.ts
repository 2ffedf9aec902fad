import { SEARCH_KINDS, SEARCH_MAX_LENGTH, type SearchKind } from '@yizhan/contracts';

/** A tab of the results: every kind at once, or one kind. */
export type SearchTab = SearchKind | 'all';

/** What a search page's address asks: `?keyword=…&kind=…&page=…`. */
export interface SearchParams {
  /** Trimmed, at most SEARCH_MAX_LENGTH characters; '' when the address names none. */
  keyword: string;
  tab: SearchTab;
  page: number;
}

/** The last page a search address may ask for: the API pages by offset, and nobody reads page 10,000. */
const PAGE_MAX = 1_000;

const isTab = (value: string | null): value is SearchTab =>
  value === 'all' || (SEARCH_KINDS as readonly string[]).includes(value ?? '');

/** Keyword as the box would send it: trimmed and cut to the longest the API takes. */
export const cleanKeyword = (text: string): string => [...text.trim()].slice(0, SEARCH_MAX_LENGTH).join('').trim();

/** The search a page address names; an unknown kind is 全部 and a bad page number page 1. */
export function searchParamsOf(params: URLSearchParams): SearchParams {
  const kind = params.get('kind');
  const tab = isTab(kind) ? kind : 'all';
  const asked = Number(params.get('page') ?? '1');
  const page = tab !== 'all' && Number.isInteger(asked) && asked >= 1 && asked <= PAGE_MAX ? asked : 1;
  return { keyword: cleanKeyword(params.get('keyword') ?? ''), tab, page };
}

/**
 * The address of a search on a site (`/search` or `/mobile/search`): the keyword, a kind other than 全部 and a page
 * after the first; the bare page when there is no keyword.
 */
export function searchHref(
  base: string,
  keyword: string,
  { tab = 'all', page = 1 }: { tab?: SearchTab; page?: number } = {},
): string {
  const text = cleanKeyword(keyword);
  if (!text) return base;
  const query = new URLSearchParams({ keyword: text });
  if (tab !== 'all') query.set('kind', tab);
  if (tab !== 'all' && page > 1) query.set('page', String(page));
  return `${base}?${query.toString()}`;
}

/** The desktop and mobile search pages. */
export const SEARCH_PATH = '/search';
export const MOBILE_SEARCH_PATH = '/mobile/search';
/** The phone's AI search (built by the AI search pages), asked the keyword as its question. */
export const mobileAiSearchHref = (keyword: string): string => {
  const text = cleanKeyword(keyword);
  return text ? `/mobile/search/ai-search?q=${encodeURIComponent(text)}` : '/mobile/search/ai-search';
};
