import { Link } from 'react-router';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { PAGE_SIZE_DEFAULT, type App } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import type { WorkQuery } from '../lib/work-query';
import { ServiceRow, ServiceRowsSkeleton } from './service-row';
import { EmptyState } from '../../../shared/ui/mobile/error-block';
import { MOBILE_SEARCH_PATH, searchHref } from '../../../shared/search-url';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { FeedFailure, usePagedFeed, type FirstPage } from '../../../shared/mobile-page/paged-feed';

/** The first page as the server loaded it, or why it could not. */
export type FirstServicePage = FirstPage<App>;

interface ServiceListProps {
  query: WorkQuery;
  first: FirstServicePage;
}

/**
 * The service list of /mobile/work: the server's first page, later pages on scroll (InfiniteScroll), pull to reload
 * page 1, and the loading, empty and error states of ux.md. Give it a new `key` for a new query.
 */
export function ServiceList({ query, first }: ServiceListProps) {
  const { pullToRefresh = true } = usePageOptions();
  const feed = usePagedFeed(
    first,
    (pageNo, silent) =>
      lazyBrowserApi(
        (api) => api.serviceHallApi.serviceList,
        { body: { ...query, page: pageNo, pageSize: PAGE_SIZE_DEFAULT } },
        { silent },
      ),
    (app) => app.appId,
  );

  if (feed.retrying) return <ServiceRowsSkeleton />;
  if (feed.error !== null) {
    return <FeedFailure className="yz-mwork-state" error={feed.error} onRetry={() => void feed.retry()} />;
  }

  return (
    <PullToRefresh onRefresh={feed.refresh} disabled={!pullToRefresh}>
      {feed.rows.length === 0 ? (
        <EmptyState
          className="yz-mwork-state"
          description={query.keyword ? `没有找到与「${query.keyword}」相关的服务` : '该分类下暂无服务'}
        >
          {/* The whole-site search also reads guides, news and notices, and understands questions (「怎么转专业」)
              the list's name filter does not. */}
          {query.keyword && (
            <Link className="yz-mwork-state__search" to={searchHref(MOBILE_SEARCH_PATH, query.keyword)}>
              在全站搜索「{query.keyword}」
            </Link>
          )}
        </EmptyState>
      ) : (
        <>
          <ul className="yz-mwork-list" aria-label="服务列表">
            {feed.rows.map((app) => (
              <ServiceRow key={app.appId} app={app} />
            ))}
          </ul>
          <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
