import { useLocation, useNavigation } from 'react-router';
import { Spin } from 'antd';
import type { App } from '@yizhan/contracts';
import { AppCard } from './app-card';
import { EmptyState, LoadError, type Emptiness } from './list-states';
import type { Loaded } from '../../../shared/api-client/loaded';
import { LinkPager } from '../../../shared/ui/desktop/link-pager';

export interface AppGridProps {
  result: Loaded<{ list: App[]; total: number }>;
  page: number;
  pageSize: number;
  /** The query string (with '?') of another page of the same list. */
  pageHref: (page: number) => string;
  /** What to say when nothing matches (default 暂无数据), and a way onwards. */
  empty?: Emptiness;
}

/** Whether a navigation to this page's own path is under way (a filter or page change). */
export function useListLoading(): boolean {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  return navigation.state === 'loading' && navigation.location?.pathname === pathname;
}

/**
 * A page of service cards with its pager, and the list's loading, empty and error states. The pager is the shared
 * plain-link one (news, three lists, search): its links work before the scripts load, and antd's Pagination would
 * bring its Select (~30 KB gzip) to the two heaviest desktop routes.
 */
export function AppGrid({ result, page, pageSize, pageHref, empty }: AppGridProps) {
  const loading = useListLoading();
  const { pathname } = useLocation();
  if (!result.ok) return <LoadError msg={result.msg} />;
  const { list, total } = result.data;
  return (
    <Spin spinning={loading} description="加载中…">
      <div aria-busy={loading}>
        <p className="yz-sh-total" role="status">
          共 {total} 项
        </p>
        {list.length === 0 ? (
          <EmptyState {...empty} />
        ) : (
          <ul className="yz-app-grid">
            {list.map((app) => (
              <li key={app.appId}>
                <AppCard app={app} />
              </li>
            ))}
          </ul>
        )}
        <LinkPager
          page={page}
          pages={Math.ceil(total / pageSize)}
          hrefOf={(target) => `${pathname}${pageHref(target)}`}
        />
      </div>
    </Spin>
  );
}
