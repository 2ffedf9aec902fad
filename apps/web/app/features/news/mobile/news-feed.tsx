import { Link, useNavigation } from 'react-router';
import { InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import type { NewsItem } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { EmptyState } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { FeedFailure, usePagedFeed, type FirstPage } from '../../../shared/mobile-page/paged-feed';
import { mobileNewsArticlePath } from '../lib/news-paths';

/** The first page as the server loaded it, or why it could not. */
export type FirstNewsPage = FirstPage<NewsItem>;

/** Rows of the list's size while another category loads: no old category's news under the new tab, no jump. */
function NewsRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul className="yz-mnews-list" aria-busy="true" aria-label="正在加载">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="yz-mnews-row">
          <Skeleton.Paragraph animated lineCount={2} style={{ flex: 1 }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Whether the page is on its way to another category (a tab was tapped): the router is loading /mobile/news with
 * a categoryId that is not this list's. Coming back to the page (TabBar, back) keeps its category: no skeleton.
 */
function useSwitchingCategory(categoryId: number): boolean {
  const navigation = useNavigation();
  if (navigation.state !== 'loading' || navigation.location.pathname !== '/mobile/news') return false;
  const next = new URLSearchParams(navigation.location.search).get('categoryId');
  return next !== null && next !== String(categoryId);
}

function NewsRow({ item }: { item: NewsItem }) {
  return (
    <li>
      <Link className="yz-mnews-row" to={mobileNewsArticlePath(item.id)}>
        <span className="yz-mnews-row__text">
          <span className="yz-mnews-row__title">{item.title}</span>
          <span className="yz-mnews-row__meta">
            <time dateTime={item.publishTime.replace(' ', 'T')}>{item.publishTime.slice(0, 10)}</time>
            {item.source && <span>{item.source}</span>}
          </span>
        </span>
        {item.image && (
          <img
            className="yz-mnews-row__image"
            src={item.image}
            alt=""
            width={item.imageWidth}
            height={item.imageHeight}
            loading="lazy"
            decoding="async"
          />
        )}
      </Link>
    </li>
  );
}

/**
 * A category's articles on /mobile/news: the server's first page, later pages on scroll, pull to reload page 1 (when
 * the page allows it), and the empty and error states. Give it a new `key` for another category.
 */
export function NewsFeed({
  categoryId,
  pageSize,
  first,
}: {
  categoryId: number;
  pageSize: number;
  first: FirstNewsPage;
}) {
  const { pullToRefresh = true } = usePageOptions();
  const switching = useSwitchingCategory(categoryId);
  const feed = usePagedFeed(
    first,
    (pageNo, silent) =>
      lazyBrowserApi(
        (api) => api.newsApi.list,
        { query: { categoryId: String(categoryId), page: pageNo, pageSize } },
        { silent },
      ),
    (item) => item.id,
  );

  if (switching) return <NewsRowsSkeleton />;
  if (feed.error !== null) {
    return <FeedFailure className="yz-mnews-state" error={feed.error} onRetry={() => void feed.retry()} />;
  }
  return (
    <PullToRefresh onRefresh={feed.refresh} disabled={!pullToRefresh}>
      {feed.rows.length === 0 ? (
        <EmptyState className="yz-mnews-state" description="该栏目下暂无新闻" />
      ) : (
        <>
          <ul className="yz-mnews-list" aria-label="新闻列表">
            {feed.rows.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </ul>
          <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
