import { homeApi, searchApi, type EndpointData, type SearchRecord, type SearchResult } from '@yizhan/contracts';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import { searchParamsOf, type SearchParams } from '../../../shared/search-url';

/** A hot search term and how often it was searched. */
export type HotKeyword = EndpointData<typeof homeApi.searchStatistic>[number];

/** What a search page shows. */
export interface SearchPageData {
  params: SearchParams;
  /** The results of the keyword; null when the address names none (the start page). */
  result: Loaded<SearchResult> | null;
  /** The unit's hot terms, most searched first; empty when they could not be read (a side part of the page). */
  hot: HotKeyword[];
  /**
   * The signed-in user's past searches, newest first; null for a guest, who keeps none — not even in the browser:
   * a guest is often at a shared terminal (a service hall's kiosk, a library PC), where the next visitor would read it.
   */
  history: Loaded<SearchRecord[]> | null;
}

/** Hot terms a search page offers. */
const HOT_MAX = 10;

/** Results each kind shows under 全部 and on one page of its own tab, per site. */
export const PAGE_SIZES = {
  desktop: { all: 5, kind: 10 },
  mobile: { all: 3, kind: 10 },
} as const;

/**
 * A search page's data from its address (`?keyword&kind&page`): the search itself, then the user's history —
 * after it, so the history shows the search just made — and, beside both, the hot terms.
 */
export async function loadSearchPage(
  api: ServerApi,
  url: URL,
  { guest, site }: { guest: boolean; site: keyof typeof PAGE_SIZES },
): Promise<SearchPageData> {
  const params = searchParamsOf(url.searchParams);
  const sizes = PAGE_SIZES[site];
  const hot = api(homeApi.searchStatistic).then(
    (list) => list.slice(0, HOT_MAX),
    () => [],
  );
  const result = params.keyword
    ? await attempt(
        api(searchApi.search, {
          query: {
            keyword: params.keyword,
            kind: params.tab,
            page: params.page,
            pageSize: params.tab === 'all' ? sizes.all : sizes.kind,
          },
        }),
      )
    : null;
  const history = guest ? null : await attempt(api(searchApi.records));
  return { params, result, hot: await hot, history };
}
