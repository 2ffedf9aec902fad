import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Empty } from 'antd';

/** The empty state of a data view (暂无数据), with an optional way onwards. */
export function EmptyState({ text = '暂无数据', action }: { text?: string; action?: { to: string; label: string } }) {
  return (
    <div className="yz-sh-state">
      <Empty description={text}>
        {action && (
          <Link className="yz-sh-state__link" to={action.to}>
            {action.label}
          </Link>
        )}
      </Empty>
    </div>
  );
}

// antd's Result (with its illustrations, about 10 KB gzip) loads when a list first fails to load.
const LoadErrorView = lazy(() => import('./load-error-view'));

/**
 * The error state of a data view (加载失败, the message and 重试). The server renders it whole; a page that fails in
 * the browser shows it as soon as its code has loaded.
 */
export function LoadError({ msg }: { msg: string }) {
  return (
    <Suspense fallback={<div className="yz-sh-state" />}>
      <LoadErrorView msg={msg} />
    </Suspense>
  );
}
