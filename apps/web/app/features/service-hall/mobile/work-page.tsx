import { Link, useNavigation, useSearchParams } from 'react-router';
import { SearchBar, Tabs } from 'antd-mobile';
import { ATTRIBUTE_TYPE, PAGE_SIZE_DEFAULT, SEARCH_MAX_LENGTH, serviceHallApi, type App } from '@yizhan/contracts';
import type { Route } from './+types/work-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { bundleListPath } from '../../../shared/service-paths';
import { serviceGuidePath } from '../lib/handle-service';
import { usableEntries } from '../lib/usable-entries';
import { readWorkQuery, workSearchParams, type WorkQuery } from '../lib/work-query';
import { ServiceList, type FirstServicePage } from './service-list';
import { ServiceIcon, ServiceRowsSkeleton } from './service-row';
import './work.css';

export const meta: Route.MetaFunction = titled('办事');

const HOT_LIMIT = 8;
const ALL = 'all';

/**
 * 办事: the service types, the hot services and the first page of the list, in parallel. A failed list becomes the
 * page's error state (with retry); failed types or hot services are only left out.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readWorkQuery(new URL(request.url).searchParams);
  const api = serverApi(context);
  const [types, hot, first] = await Promise.all([
    api(serviceHallApi.allTypes, { query: { attributeType: ATTRIBUTE_TYPE.service } }).catch(() => []),
    api(serviceHallApi.hot).catch((): App[] => []),
    api(serviceHallApi.serviceList, { body: { ...query, page: 1, pageSize: PAGE_SIZE_DEFAULT } }).then(
      (page): FirstServicePage => ({ list: page.list, total: page.total, error: null }),
      (error: unknown): FirstServicePage => ({
        list: null,
        total: 0,
        error: error instanceof Error && error.message ? error.message : '加载失败，请稍后重试',
      }),
    ),
  ]);
  return { query, types, hot: hot.slice(0, HOT_LIMIT), first };
}

/** 热门服务: a row of icons that scrolls sideways. */
function HotServices({ apps }: { apps: App[] }) {
  return (
    <section className="yz-mwork-hot" aria-labelledby="yz-mwork-hot-title">
      <h2 id="yz-mwork-hot-title" className="yz-mwork-section-title">
        热门服务
      </h2>
      <ul className="yz-mwork-hot__list">
        {apps.map((app) => (
          <li key={app.appId}>
            <Link className="yz-mwork-hot__item" to={serviceGuidePath(app.appId)}>
              <ServiceIcon app={app} size="large" />
              <span className="yz-mwork-hot__name">{app.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /mobile/work (办事): search, type tabs, hot services and the infinite service list; the URL holds the query. */
export default function WorkPage({ loaderData }: Route.ComponentProps) {
  const { query, types, hot, first } = loaderData;
  // A type without any service for this viewer would only lead to an empty list.
  const shownTypes = usableEntries(types, (type) => type.typeId === query.typeId);
  const [, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  // A new type or keyword is loading: show skeleton rows instead of the old query's list.
  const switching = navigation.state === 'loading' && navigation.location.pathname === '/mobile/work';

  const go = (next: WorkQuery) => setSearchParams(workSearchParams(next), { replace: true, preventScrollReset: true });
  const handleSearch = (value: string) => void go({ ...query, keyword: value.trim() || undefined });
  const handleClear = () => {
    if (query.keyword) void go({ ...query, keyword: undefined });
  };
  const handleType = (key: string) => void go({ ...query, typeId: key === ALL ? undefined : Number(key) });

  return (
    <div className="yz-mwork">
      <header className="yz-mwork-head">
        <h1 className="yz-visually-hidden">办事</h1>
        {/* The SearchBar's input carries its own label (搜索框, from the zh-CN locale). */}
        <form role="search" aria-label="搜索服务" className="yz-mwork-search" onSubmit={(e) => e.preventDefault()}>
          <SearchBar
            key={query.keyword ?? ''}
            defaultValue={query.keyword ?? ''}
            placeholder="搜索服务名称"
            maxLength={SEARCH_MAX_LENGTH}
            onSearch={handleSearch}
            onClear={handleClear}
          />
        </form>
        {shownTypes.length > 0 && (
          <nav aria-label="服务分类">
            <Tabs
              className="yz-mwork-tabs"
              activeKey={query.typeId === undefined ? ALL : String(query.typeId)}
              onChange={handleType}
            >
              <Tabs.Tab key={ALL} title="全部" />
              {shownTypes.map((type) => (
                <Tabs.Tab key={String(type.typeId)} title={type.name} />
              ))}
            </Tabs>
          </nav>
        )}
      </header>
      {!query.keyword && (
        <Link className="yz-mwork-bundles" to={bundleListPath('mobile')}>
          一件事：多个事项一次办
        </Link>
      )}
      {!query.keyword && hot.length > 0 && <HotServices apps={hot} />}
      <section className="yz-mwork-results" aria-labelledby="yz-mwork-list-title" aria-busy={switching}>
        <h2 id="yz-mwork-list-title" className="yz-mwork-section-title">
          {query.keyword ? '搜索结果' : (types.find((type) => type.typeId === query.typeId)?.name ?? '全部服务')}
        </h2>
        {switching ? (
          <ServiceRowsSkeleton />
        ) : (
          <ServiceList key={`${query.typeId ?? ALL}|${query.keyword ?? ''}`} query={query} first={first} />
        )}
      </section>
    </div>
  );
}
