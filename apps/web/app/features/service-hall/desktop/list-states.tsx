import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Empty } from 'antd';
import { SEARCH_PATH, searchHref } from '../../../shared/search-url';
import { importOnceMore } from '../../../shared/retry/import-once-more';

/** What an empty data view says (default 暂无数据), and an optional way onwards. */
export interface Emptiness {
  text?: string;
  action?: { to: string; label: string };
}

/**
 * An empty list filtered by `keyword`: nothing here matched it, and the whole-site search — which also reads guides,
 * news and notices, and understands questions (「怎么转专业」) the list's name filter does not — is one click away.
 * No keyword: 暂无数据.
 */
export const emptyForKeyword = (keyword: string | undefined, what: string): Emptiness =>
  keyword
    ? {
        text: `没有找到与「${keyword}」相关的${what}`,
        action: { to: searchHref(SEARCH_PATH, keyword), label: `在全站搜索「${keyword}」` },
      }
    : {};

/** The empty state of a data view (暂无数据), with an optional way onwards. */
export function EmptyState({ text = '暂无数据', action }: Emptiness) {
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
const LoadErrorView = lazy(() => importOnceMore(() => import('./load-error-view')));

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
