import { useState } from 'react';
import { Link, useNavigation } from 'react-router';
import { Button, InfiniteScroll, PullToRefresh, Skeleton } from 'antd-mobile';
import type { NewsItem } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { EmptyState, ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { mobileNewsArticlePath } from '../lib/news-paths';

/** The first page as the server loaded it, or why it could not. */
export type FirstNewsPage = { list: NewsItem[]; total: number; error: null } | { list: null; total: 0; error: string };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

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

const appendUnique = (current: NewsItem[], next: NewsItem[]) => {
  const seen = new Set(current.map((item) => item.id));
  return [...current, ...next.filter((item) => !seen.has(item.id))];
};

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
  const [items, setItems] = useState<NewsItem[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);

  const fetchPage = (pageNo: number, silent: boolean) =>
    lazyBrowserApi(
      (api) => api.newsApi.list,
      { query: { categoryId: String(categoryId), page: pageNo, pageSize } },
      { silent },
    );
  const showFirstPage = (result: { list: NewsItem[]; total: number }) => {
    setItems(result.list);
    setTotal(result.total);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
  };
  // InfiniteScroll shows its own 加载失败 / 重新加载 when this rejects.
  const handleLoadMore = async () => {
    const next = await fetchPage(page + 1, true);
    setItems((current) => appendUnique(current, next.list));
    setTotal(next.total);
    setPage(page + 1);
    if (next.list.length === 0) setExhausted(true);
  };
  const handleRefresh = async () => {
    try {
      showFirstPage(await fetchPage(1, false));
    } catch {
      // The request client toasts the reason; the list stays.
    }
  };
  const handleRetry = async () => {
    try {
      showFirstPage(await fetchPage(1, true));
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  if (switching) return <NewsRowsSkeleton />;
  if (error !== null) {
    return (
      <div role="alert">
        <ErrorBlock className="yz-mnews-state" status="default" title="加载失败" description={error}>
          <Button color="primary" onClick={() => void handleRetry()}>
            重试
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <PullToRefresh onRefresh={handleRefresh} disabled={!pullToRefresh}>
      {items.length === 0 ? (
        <EmptyState className="yz-mnews-state" description="该栏目下暂无新闻" />
      ) : (
        <>
          <ul className="yz-mnews-list" aria-label="新闻列表">
            {items.map((item) => (
              <NewsRow key={item.id} item={item} />
            ))}
          </ul>
          <InfiniteScroll loadMore={handleLoadMore} hasMore={!exhausted && items.length < total} />
        </>
      )}
    </PullToRefresh>
  );
}
