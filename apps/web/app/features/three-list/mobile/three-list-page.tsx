import { Link, useLocation, useNavigation, useSearchParams } from 'react-router';
import { SearchBar, Tabs } from 'antd-mobile';
import { SEARCH_MAX_LENGTH } from '@yizhan/contracts';
import type { Route } from './+types/three-list-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadThreeList, threeListParams } from '../lib/load-three-list';
import { ThreeListFeed, type FirstRows } from './three-list-feed';
import './three-list.css';

export const meta: Route.MetaFunction = titled('三张清单');

/**
 * Opened from the home grid: a NavBar with a back button instead of the TabBar, kept alive so the list, the open
 * type and the scroll position are there on return, its list pulls to refresh (ADR 028).
 */
export const handle = mobilePage({
  keepAlive: true,
  pullToRefresh: true,
  secondary: { title: '三张清单', fallback: '/mobile/home' },
});

/** The unit's lists, the type the address names and the first page of its rows (the phone's page size). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadThreeList(serverApi(context), new URL(request.url));
}

/** /mobile/three-list (三张清单): a search box and type tabs over an infinite, pull-to-refresh list of cards. */
export default function MobileThreeListPage({ loaderData }: Route.ComponentProps) {
  const [, setSearchParams] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigation = useNavigation();
  if (loaderData.kind === 'failed') {
    return <ErrorBlock className="yz-mtl-state" status="default" title="加载失败" description={loaderData.msg} />;
  }
  if (loaderData.kind === 'empty') {
    return <ErrorBlock className="yz-mtl-state" status="empty" title="暂无清单" description="本单位暂未公开清单" />;
  }
  const { config, current, query, rows } = loaderData;
  const go = (next: { typeId: number; keyword: string | undefined }) =>
    void setSearchParams(threeListParams(next), {
      replace: true,
      preventScrollReset: true,
    });
  // A new type or keyword is loading: the old list would answer the wrong question.
  const switching = navigation.state === 'loading' && navigation.location.pathname === pathname;
  const first: FirstRows | null =
    rows.ok === true
      ? { list: rows.data.list, total: rows.data.total, error: null }
      : rows.ok === false
        ? { list: null, total: 0, error: rows.msg }
        : null;
  return (
    <div className="yz-mtl">
      <h1 className="yz-visually-hidden">{config.title}</h1>
      <header className="yz-mtl-head">
        <form role="search" aria-label="搜索清单事项" className="yz-mtl-search" onSubmit={(e) => e.preventDefault()}>
          <SearchBar
            key={query.keyword ?? ''}
            defaultValue={query.keyword ?? ''}
            placeholder={`在${current.name}中搜索`}
            maxLength={SEARCH_MAX_LENGTH}
            onSearch={(value) => go({ typeId: current.typeId, keyword: value.trim() || undefined })}
            onClear={() => query.keyword && go({ typeId: current.typeId, keyword: undefined })}
          />
        </form>
        <nav aria-label="清单类型">
          <Tabs
            className="yz-mtl-tabs"
            activeKey={String(current.typeId)}
            onChange={(key) => go({ typeId: Number(key), keyword: undefined })}
          >
            {config.types.map((type) => (
              <Tabs.Tab key={String(type.typeId)} title={`${type.name} ${type.total}`} />
            ))}
          </Tabs>
        </nav>
      </header>
      <section className="yz-mtl-results" aria-labelledby="yz-mtl-current" aria-busy={switching}>
        <h2 id="yz-mtl-current" className="yz-visually-hidden">
          {current.name}
        </h2>
        {first === null ? (
          <ErrorBlock
            className="yz-mtl-state"
            status="empty"
            title="请登录后查看"
            description="本单位的清单仅对登录用户开放"
          >
            <Link className="yz-mtl-login" to={`/mobile-login?redirect=${encodeURIComponent(`${pathname}${search}`)}`}>
              登录
            </Link>
          </ErrorBlock>
        ) : (
          <ThreeListFeed
            key={`${current.typeId}|${query.keyword ?? ''}`}
            typeId={current.typeId}
            keyword={query.keyword}
            pageSize={config.pageSize}
            fields={rows.ok === true ? rows.data.fields : []}
            first={first}
          />
        )}
      </section>
    </div>
  );
}
