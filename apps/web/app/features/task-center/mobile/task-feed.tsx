import { Link } from 'react-router';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import type { TaskItem, TaskType } from '@yizhan/contracts';
import { usePageOptions } from '../../../shared/mobile-page/page-options';
import { FeedFailure, usePagedFeed, type FirstPage } from '../../../shared/mobile-page/paged-feed';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { fetchTaskPage } from '../api/browser';
import { EMPTY_TASKS, taskLinkHref } from '../lib/task-center-paths';

/** One task as a card: title, status, overdue mark, source and due time; it opens its system when it has a page. */
function TaskCard({ item, back }: { item: TaskItem; back: string }) {
  const overdue = item.overdue === 1;
  const body = (
    <>
      <span className="yz-mtask-row__head">
        <span className="yz-mtask-row__title">{item.title}</span>
        <span className={`yz-mtask-row__status yz-mtask-row__status--${item.status}`}>{item.statusName}</span>
      </span>
      <span className="yz-mtask-row__meta">
        <span>{item.source}</span>
        {item.dueTime && (
          <span className={overdue ? 'yz-mtask-row__due yz-mtask-row__due--overdue' : 'yz-mtask-row__due'}>
            {overdue && <strong className="yz-mtask-row__overdue">已逾期</strong>}
            截止 <time dateTime={item.dueTime.replace(' ', 'T')}>{item.dueTime.slice(5, 16)}</time>
          </span>
        )}
      </span>
    </>
  );
  return (
    <li className={overdue ? 'yz-mtask-row yz-mtask-row--overdue' : 'yz-mtask-row'}>
      {item.hasLink ? (
        <Link className="yz-mtask-row__link" to={taskLinkHref(item.id, true, back)}>
          {body}
        </Link>
      ) : (
        <div className="yz-mtask-row__link">{body}</div>
      )}
    </li>
  );
}

/**
 * One task list on the phone: the server's first page, later pages on scroll, pull to reload page 1, retry of a
 * failed first page. Give it a new `key` for another list.
 */
export function TaskFeed({
  taskType,
  pageSize,
  first,
  back,
}: {
  taskType: TaskType;
  pageSize: number;
  first: FirstPage<TaskItem>;
  back: string;
}) {
  const { pullToRefresh = true } = usePageOptions();
  const feed = usePagedFeed(
    first,
    (page, silent) => fetchTaskPage(taskType, page, pageSize, silent),
    (item) => item.id,
  );
  if (feed.error !== null) {
    return <FeedFailure className="yz-mtask-state" error={feed.error} onRetry={() => void feed.retry()} />;
  }
  return (
    <PullToRefresh onRefresh={feed.refresh} disabled={!pullToRefresh}>
      {feed.rows.length === 0 ? (
        <ErrorBlock className="yz-mtask-state" status="empty" title="暂无任务" description={EMPTY_TASKS[taskType]} />
      ) : (
        <>
          <ul className="yz-mtask-list" aria-label="任务列表">
            {feed.rows.map((item) => (
              <TaskCard key={item.id} item={item} back={back} />
            ))}
          </ul>
          <InfiniteScroll loadMore={feed.loadMore} hasMore={feed.hasMore} />
        </>
      )}
    </PullToRefresh>
  );
}
