import { useState } from 'react';
import { Button, InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { InfoItem, InfoUnread } from '@yizhan/contracts';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { refreshUnreadCount } from '../../../shared/notice/unread-count';
import { fetchInfoPage, readAll } from '../api/browser';
import type { KindFilter, ReadFilter } from '../api/load';
import { NoticeRow } from './notice-row';

/** The first page as the server loaded it, or why it could not. */
export type FirstInfoPage =
  | { list: InfoItem[]; total: number; unread: InfoUnread; error: null }
  | { list: null; total: 0; unread: null; error: string };

const errorText = (error: unknown) =>
  error instanceof Error && error.message ? error.message : '加载失败，请稍后重试';

/**
 * The entries of one filter on /mobile/notice: the server's first page, later pages on scroll, pull to reload page 1
 * (when the page allows it), 全部已读, and the empty and error states. Give it a new `key` for another filter.
 * `only`: the one notice or message a search result led to, shown whole.
 */
export function NoticeFeed({
  kind,
  read,
  only,
  pageSize,
  first,
}: {
  kind: KindFilter;
  read: ReadFilter;
  only?: string | undefined;
  pageSize: number;
  first: FirstInfoPage;
}) {
  const { pullToRefresh = true } = usePageOptions();
  const [items, setItems] = useState<InfoItem[]>(first.list ?? []);
  const [total, setTotal] = useState(first.total);
  const [unread, setUnread] = useState<InfoUnread | null>(first.unread);
  const [page, setPage] = useState(1);
  const [exhausted, setExhausted] = useState(false);
  const [error, setError] = useState<string | null>(first.error);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  const fetchPage = (pageNo: number, silent: boolean) =>
    fetchInfoPage({ kind, read, page: pageNo, pageSize, ...(only ? { id: only } : {}) }, silent);
  const showFirstPage = (result: { list: InfoItem[]; total: number; unread: InfoUnread }) => {
    setItems(result.list);
    setTotal(result.total);
    setUnread(result.unread);
    setPage(1);
    setExhausted(result.list.length === 0);
    setError(null);
    setOpened(new Set());
  };
  const handleLoadMore = async () => {
    const next = await fetchPage(page + 1, true);
    const seen = new Set(items.map((item) => `${item.kind}-${item.id}`));
    setItems([...items, ...next.list.filter((item) => !seen.has(`${item.kind}-${item.id}`))]);
    setTotal(next.total);
    setPage(page + 1);
    if (next.list.length === 0) setExhausted(true);
  };
  const handleRefresh = async () => {
    try {
      showFirstPage(await fetchPage(1, false));
      void refreshUnreadCount();
    } catch {
      // The request client shows the reason; the list stays.
    }
  };
  const handleRetry = async () => {
    try {
      showFirstPage(await fetchPage(1, true));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  const handleReadAll = async () => {
    try {
      await readAll(kind);
      showFirstPage(await fetchPage(1, false));
      void refreshUnreadCount();
    } catch {
      // The request client shows the reason.
    }
  };
  const handleOpened = (key: string) => {
    const item = items.find((candidate) => `${candidate.kind}-${candidate.id}` === key);
    if (!item || item.read === 1 || opened.has(key)) return;
    setOpened(new Set(opened).add(key));
    setUnread((counts) => counts && { ...counts, all: counts.all - 1, [item.kind]: counts[item.kind] - 1 });
  };

  if (error !== null) {
    return (
      <div role="alert">
        <ErrorBlock className="yz-mnotice-state" status="default" title="加载失败" description={error}>
          <Button color="primary" onClick={() => void handleRetry()}>
            重试
          </Button>
        </ErrorBlock>
      </div>
    );
  }
  const unreadHere = unread ? unread[kind] : 0;
  return (
    <PullToRefresh onRefresh={handleRefresh} disabled={!pullToRefresh}>
      <div className="yz-mnotice-bar">
        <span>{unreadHere > 0 ? `${unreadHere} 条未读` : '没有未读'}</span>
        <Button size="small" fill="outline" disabled={unreadHere === 0} onClick={() => void handleReadAll()}>
          全部已读
        </Button>
      </div>
      {items.length === 0 ? (
        <ErrorBlock
          className="yz-mnotice-state"
          status="empty"
          title={read === '0' ? '没有未读的消息' : '暂无消息'}
          description="新的通知和消息会出现在这里"
        />
      ) : (
        <>
          <ul className="yz-mnotice-list" aria-label="消息列表">
            {items.map((item) => {
              const key = `${item.kind}-${item.id}`;
              return (
                <NoticeRow
                  key={key}
                  item={item}
                  read={item.read === 1 || opened.has(key)}
                  onOpened={handleOpened}
                  defaultExpanded={Boolean(only)}
                />
              );
            })}
          </ul>
          <InfiniteScroll loadMore={handleLoadMore} hasMore={!exhausted && items.length < total} />
        </>
      )}
    </PullToRefresh>
  );
}
