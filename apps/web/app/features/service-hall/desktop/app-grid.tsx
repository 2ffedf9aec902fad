import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import { Pagination, Spin } from 'antd';
import type { App } from '@yizhan/contracts';
import { AppCard } from './app-card';
import { EmptyState, LoadError } from './list-states';
import type { Loaded } from '../api/load';

export interface AppGridProps {
  result: Loaded<{ list: App[]; total: number }>;
  page: number;
  pageSize: number;
  /** The query string (with '?') of another page of the same list. */
  pageHref: (page: number) => string;
  /** What to say when nothing matches. */
  emptyText?: string;
}

/** Whether a navigation to this page's own path is under way (a filter or page change). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === pathname;
}

/**
 * A page of service cards with its pager, and the list's loading, empty and error states. The page links are real
 * links (they work before the scripts load); keyboard paging goes through antd's own handler.
 */
export function AppGrid({ result, page, pageSize, pageHref, emptyText }: AppGridProps) {
  const loading = useListLoading();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!result.ok) return <LoadError msg={result.msg} />;
  const { list, total } = result.data;
  const toPage = (next: number) => void navigate(`${pathname}${pageHref(next)}`, { preventScrollReset: false });
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Spin spinning={loading} description="加载中…">
      <div aria-busy={loading}>
        <p className="yz-sh-total" role="status">
          共 {total} 项
        </p>
        {list.length === 0 ? (
          <EmptyState text={emptyText} />
        ) : (
          <ul className="yz-app-grid">
            {list.map((app) => (
              <li key={app.appId}>
                <AppCard app={app} />
              </li>
            ))}
          </ul>
        )}
        {total > pageSize && (
          <nav className="yz-sh-pager" aria-label="分页">
            <Pagination
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={toPage}
              itemRender={(target, type, original) =>
                type === 'page' ? (
                  <Link to={`${pathname}${pageHref(target)}`} tabIndex={-1} onClick={stop}>
                    {target}
                  </Link>
                ) : (
                  original
                )
              }
            />
          </nav>
        )}
      </div>
    </Spin>
  );
}
