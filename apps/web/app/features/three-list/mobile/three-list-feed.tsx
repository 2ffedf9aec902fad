import { useState } from 'react';
import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ThreeListField, ThreeListRow } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';

/** The first page as the server loaded it, or why it could not. */
export type FirstRows = { list: ThreeListRow[]; total: number; error: null } | { list: null; total: 0; error: string };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

const appendUnique = (current: ThreeListRow[], next: ThreeListRow[]) => {
  const seen = new Set(current.map((row) => row.id));
  return [...current, ...next.filter((row) => !seen.has(row.id))];
};

/** One row as a card: the headline cell as its title, the other cells as label and value. */
function RowCard({ row, fields }: { row: ThreeListRow; fields: ThreeListField[] }) {
  const headline = fields.find((field) => field.headline === 1) ?? fields[0];
  const rest = fields.filter((field) => field !== headline && row.cells[field.fieldKey]);
  return (
    <li className="yz-mtl-row">
      <h3 className="yz-mtl-row__title">{headline ? row.cells[headline.fieldKey] : ''}</h3>
      <dl className="yz-mtl-row__cells">
        {rest.map((field) => (
          <div key={field.fieldKey} className="yz-mtl-row__cell">
            <dt>{field.name}</dt>
            <dd>{row.cells[field.fieldKey]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}

/**
 * The rows of one list type on the phone: the server's first page, later pages on scroll, pull to reload page 1,
 * and the empty and error states. Give it a new `key` for another type or keyword.
 */
export function ThreeListFeed({
  typeId,
  keyword,
  pageSize,
  fields,
  first,
}: {
  typeId: number;
  keyword: string | undefined;
  pageSize: number;
  fields: ThreeListField[];
  first: FirstRows;
}) {
  const { pullToRefresh = true } = usePageOptions();
  const [rows, setRows] = useState<ThreeListRow[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);

  const fetchPage = (pageNo: number, silent: boolean) =>
    lazyBrowserApi(
      (api) => api.threeListApi.list,
      { query: { typeId: String(typeId), ...(keyword && { keyword }), page: pageNo, pageSize } },
      { silent },
    );
  const showFirstPage = (result: { list: ThreeListRow[]; total: number }) => {
    setRows(result.list);
    setTotal(result.total);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
  };
  // InfiniteScroll shows its own 加载失败 / 重新加载 when this rejects.
  const handleLoadMore = async () => {
    const next = await fetchPage(page + 1, true);
    setRows((current) => appendUnique(current, next.list));
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

  if (error !== null) {
    return (
      <div role="alert">
        <ErrorBlock className="yz-mtl-state" status="default" title="加载失败" description={error}>
          <Button color="primary" onClick={() => void handleRetry()}>
            重试
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  return (
    <PullToRefresh onRefresh={handleRefresh} disabled={!pullToRefresh}>
      {rows.length === 0 ? (
        <ErrorBlock
          className="yz-mtl-state"
          status="empty"
          title={keyword ? '未找到相关事项' : '暂无事项'}
          description={keyword ? `没有包含「${keyword}」的事项` : '该清单暂无内容'}
        />
      ) : (
        <>
          <p className="yz-mtl-total" role="status">
            {keyword ? `找到 ${total} 条包含「${keyword}」的事项` : `共 ${total} 条事项`}
          </p>
          <ul className="yz-mtl-list" aria-label="清单事项">
            {rows.map((row) => (
              <RowCard key={row.id} row={row} fields={fields} />
            ))}
          </ul>
          <InfiniteScroll loadMore={handleLoadMore} hasMore={!exhausted && rows.length < total} />
        </>
      )}
    </PullToRefresh>
  );
}
