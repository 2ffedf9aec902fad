import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { ThreeListField, ThreeListRow } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { FeedFailure, usePagedFeed, type FirstPage } from '../../../shared/mobile-page/paged-feed';

/** The first page as the server loaded it, or why it could not. */
export type FirstRows = FirstPage<ThreeListRow>;

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
  const feed = usePagedFeed(
    first,
    (pageNo, silent) =>
      lazyBrowserApi(
        (api) => api.threeListApi.list,
        { query: { typeId: String(typeId), ...(keyword && { keyword }), page: pageNo, pageSize } },
        { silent },
      ),
    (row) => row.id,
  );

  if (feed.error !== null) {
    return <FeedFailure className="yz-mtl-state" error={feed.error} onRetry={() => void feed.retry()} />;
  }
  return (
    <PullToRefresh onRefresh={feed.refresh} disabled={!pullToRefresh}>
      {feed.rows.length === 0 ? (
        <ErrorBlock
          className="yz-mtl-state"
          status="empty"
          title={keyword ? '未找到相关事项' : '暂无事项'}
          description={keyword ? `没有包含「${keyword}」的事项` : '该清单暂无内容'}
        />
      ) : (
        <>
          <p className="yz-mtl-total" role="status">
            {keyword ? `找到 ${feed.total} 条包含「${keyword}」的事项` : `共 ${feed.total} 条事项`}
          </p>
          <ul className="yz-mtl-list" aria-label="清单事项">
            {feed.rows.map((row) => (
              <RowCard key={row.id} row={row} fields={fields} />
            ))}
          </ul>
          <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
