import { useState } from 'react';
import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { PAGE_SIZE_DEFAULT, type App } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { appendUnique, type WorkQuery } from '../lib/work-query';
import { ServiceRow, ServiceRowsSkeleton } from './service-row';
import { EmptyState, ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';

/** The first page as the server loaded it, or why it could not. */
export type FirstPage = { list: App[]; total: number; error: null } | { list: null; total: 0; error: string };

interface ServiceListProps {
  query: WorkQuery;
  first: FirstPage;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

/**
 * The service list of /mobile/work: the server's first page, later pages on scroll (InfiniteScroll), pull to reload
 * page 1, and the loading, empty and error states of ux.md. Give it a new `key` for a new query.
 */
export function ServiceList({ query, first }: ServiceListProps) {
  const { pullToRefresh = true } = usePageOptions();
  const [items, setItems] = useState<App[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);
  const [retrying, setRetrying] = useState(false);

  const fetchPage = (pageNo: number, silent: boolean) =>
    lazyBrowserApi(
      (api) => api.serviceHallApi.serviceList,
      { body: { ...query, page: pageNo, pageSize: PAGE_SIZE_DEFAULT } },
      { silent },
    );

  const showFirstPage = (result: { list: App[]; total: number }) => {
    setItems(result.list);
    setTotal(result.total);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
  };

  // InfiniteScroll shows its own 加载失败 / 重新加载 when this rejects: no toast on top of it.
  const handleLoadMore = async () => {
    const next = await fetchPage(page + 1, true);
    setItems((current) => appendUnique(current, next.list));
    setTotal(next.total);
    setPage(page + 1);
    if (next.list.length === 0) setExhausted(true);
  };

  // A failed refresh keeps the list on screen; the request client toasts the reason.
  const handleRefresh = async () => {
    try {
      showFirstPage(await fetchPage(1, false));
    } catch {
      // Keep what is on screen.
    }
  };

  const handleRetry = async () => {
    setRetrying(true);
    try {
      showFirstPage(await fetchPage(1, true));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setRetrying(false);
    }
  };

  if (retrying) return <ServiceRowsSkeleton />;
  if (error !== null) {
    return (
      <div role="alert">
        <ErrorBlock className="yz-mwork-state" status="default" title="加载失败" description={error}>
          <Button color="primary" className="yz-mwork-state__button" onClick={() => void handleRetry()}>
            重试
          </Button>
        </ErrorBlock>
      </div>
    );
  }

  return (
    <PullToRefresh onRefresh={handleRefresh} disabled={!pullToRefresh}>
      {items.length === 0 ? (
        <EmptyState
          className="yz-mwork-state"
          description={query.keyword ? `没有找到与「${query.keyword}」相关的服务` : '该分类下暂无服务'}
        />
      ) : (
        <>
          <ul className="yz-mwork-list" aria-label="服务列表">
            {items.map((app) => (
              <ServiceRow key={app.appId} app={app} />
            ))}
          </ul>
          <InfiniteScroll loadMore={handleLoadMore} hasMore={!exhausted && items.length < total} />
        </>
      )}
    </PullToRefresh>
  );
}
