import { InfiniteScroll } from 'antd-mobile';
import type { SearchHit, SearchKind } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { EmptyState } from '../../../shared/ui/mobile/error-block';
import { FeedFailure, usePagedFeed, type FirstPage } from '../../../shared/mobile-page/paged-feed';
import { HitRow } from './hit-rows';

/** The first page of one kind's results as the server loaded it, or why it could not. */
export type FirstHits = FirstPage<SearchHit>;

/**
 * One kind's results on the phone: the server's first page, then the next pages as the list scrolls. Give it a new
 * `key` for another keyword or kind.
 */
export function KindFeed({
  keyword,
  kind,
  name,
  pageSize,
  first,
}: {
  keyword: string;
  kind: SearchKind;
  name: string;
  pageSize: number;
  first: FirstHits;
}) {
  const feed = usePagedFeed(
    first,
    async (page, silent) => {
      const result = await lazyBrowserApi(
        (api) => api.searchApi.search,
        { query: { keyword, kind, page, pageSize } },
        { silent },
      );
      const group = result.groups.find((item) => item.kind === kind);
      return { list: group?.list ?? [], total: group?.total ?? 0 };
    },
    (hit) => `${hit.kind}-${hit.id}`,
  );
  if (feed.error !== null) {
    return <FeedFailure className="yz-msearch-state" error={feed.error} onRetry={() => void feed.retry()} />;
  }
  if (feed.rows.length === 0) {
    return <EmptyState className="yz-msearch-state" description={`「${name}」中没有相关结果`} />;
  }
  return (
    <>
      <ul className="yz-mhits" aria-label={`${name}结果`}>
        {feed.rows.map((hit) => (
          <HitRow key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
      </ul>
      <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} />
    </>
  );
}
