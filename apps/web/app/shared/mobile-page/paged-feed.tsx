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
function appendUnique<Row>(current: Row[], next: Row[], keyOf: (row: Row) => number | string): Row[] {
  const seen = new Set(current.map(keyOf));
  return [...current, ...next.filter((row) => !seen.has(keyOf(row)) && seen.add(keyOf(row)))];
}

/**
 * The state of an infinite list on the phone (资讯, 通知, 三张清单): the server's first page, later pages on scroll
 * (`loadMore` rejects, and antd-mobile's InfiniteScroll offers 重新加载), pull to reload page 1 (`refresh`: the
 * request client toasts a failure and the rows stay), and `retry` of page 1 after the first page failed (`retrying`
 * while it runs). Rows are told apart by `keyOf`. Give the list a new `key` when what it lists changes (another
 * category, type or keyword).
 */
export function usePagedFeed<Row>(
  first: FirstPage<Row>,
  fetchPage: (page: number, silent: boolean) => Promise<FeedPage<Row>>,
  keyOf: (row: Row) => number | string,
) {
  const [rows, setRows] = useState<Row[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);
  const [retrying, setRetrying] = useState(false);

  const showFirstPage = (result: FeedPage<Row>) => {
    setRows(result.list);
    setTotal(result.total);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
  };
  const loadMore = async () => {
    const next = await fetchPage(page + 1, true);
    setRows((current) => appendUnique(current, next.list, keyOf));
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
    setRetrying(true);
    try {
      showFirstPage(await fetchPage(1, true));
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setRetrying(false);
    }
  };
  return { rows, total, hasMore: !exhausted && rows.length < total, error, retrying, loadMore, refresh, retry };
}

/** Why a list's first page failed, with 重试. */
export function FeedFailure({ className, error, onRetry }: { className: string; error: string; onRetry: () => void }) {
  return (
    <div role="alert">
      <ErrorBlock className={className} status="default" title="加载失败" description={error}>
        <Button color="primary" className={`${className}__button`} onClick={onRetry}>
          重试
        </Button>
      </ErrorBlock>
    </div>
  );
}
