import { useState } from 'react';
import { Button } from 'antd-mobile';
import { ErrorBlock } from '../ui/mobile/error-block';

/** The first page of a list as the server loaded it, or why it could not. */
export type FirstPage<Row> = { list: Row[]; total: number; error: null } | { list: null; total: 0; error: string };

/** A page as the list endpoints answer it. */
export interface FeedPage<Row> {
  list: Row[];
  total: number;
}

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

/** Adds the rows of a later page that are not shown yet: a page can shift when rows are added between requests. */
const appendUnique = <Row extends { id: number | string }>(current: Row[], next: Row[]) => {
  const seen = new Set(current.map((row) => row.id));
  return [...current, ...next.filter((row) => !seen.has(row.id))];
};

/**
 * The state of an infinite list on the phone (资讯, 通知, 三张清单): the server's first page, later pages on scroll
 * (`loadMore` rejects, and antd-mobile's InfiniteScroll offers 重新加载), pull to reload page 1 (`refresh`: the
 * request client toasts a failure and the rows stay), and `retry` of page 1 after the first page failed. Give the
 * list a new `key` when what it lists changes (another category, type or keyword).
 */
export function usePagedFeed<Row extends { id: number | string }>(
  first: FirstPage<Row>,
  fetchPage: (page: number, silent: boolean) => Promise<FeedPage<Row>>,
) {
  const [rows, setRows] = useState<Row[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);

  const showFirstPage = (result: FeedPage<Row>) => {
    setRows(result.list);
    setTotal(result.total);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
  };
  const loadMore = async () => {
    const next = await fetchPage(page + 1, true);
    setRows((current) => appendUnique(current, next.list));
    setTotal(next.total);
    setPage(page + 1);
    if (next.list.length === 0) setExhausted(true);
  };
  const refresh = async () => {
    try {
      showFirstPage(await fetchPage(1, false));
    } catch {
      // The request client toasts the reason; the list stays.
    }
  };
  const retry = async () => {
    try {
      showFirstPage(await fetchPage(1, true));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return { rows, total, hasMore: !exhausted && rows.length < total, error, loadMore, refresh, retry };
}

/** Why a list's first page failed, with 重试. */
export function FeedFailure({ className, error, onRetry }: { className: string; error: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <ErrorBlock className={className} status="default" title="加载失败" description={error}>
        <Button color="primary" onClick={onRetry}>
          重试
        </Button>
      </ErrorBlock>
    </div>
  );
}
