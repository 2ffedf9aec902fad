import { Link, useLocation } from 'react-router';
import { ATTRIBUTE_TYPE, serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/service-hall-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { AppGrid } from './app-grid';
import { emptyForKeyword } from './list-states';
import { KeywordSearch } from '../../../shared/ui/desktop/keyword-search';
import { serviceListBody, withFilters } from './list-query';
import { titled } from '../../../shared/page-title';
import { bundleListPath } from '../../../shared/service-paths';
import { ServiceFilters } from './service-filters';
import { SideAppList } from './side-app-list';
import { TypeFilter } from './type-filter';
import './service-hall.css';

/**
 * Everything the hall shows, in one round of parallel calls: types, departments, labels, hot and recommended
 * services, and the page of services the URL's filters ask for. A failed part shows its own error state.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = serviceListBody(new URL(request.url).searchParams);
  const [types, departments, labels, hot, recommended, list] = await Promise.all([
    attempt(api(serviceHallApi.allTypes, { query: { attributeType: ATTRIBUTE_TYPE.service } })),
    attempt(api(serviceHallApi.departments)),
    attempt(api(serviceHallApi.labels)),
    attempt(api(serviceHallApi.hot)),
    attempt(api(serviceHallApi.recommended)),
    attempt(api(serviceHallApi.serviceList, { body: query })),
  ]);
  return { query, types, departments, labels, hot, recommended, list };
}

export const meta: Route.MetaFunction = titled('服务大厅');

/** The service hall: types on the left, filters and search on top, service cards, hot and recommended on the right. */
export default function ServiceHallPage({ loaderData }: Route.ComponentProps) {
  const { query, types, departments, labels, hot, recommended, list } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="yz-sh">
      <div className="yz-sh__head">
        <h1 className="yz-sh__title">服务大厅</h1>
        <Link className="yz-sh__bundles" to={bundleListPath('desktop')}>
          一件事：多个事项一次办
        </Link>
        <KeywordSearch
          id="yz-sh-keyword"
          label="搜索服务"
          placeholder="输入服务名称或关键词"
          keyword={query.keyword}
          keep={{ typeId: query.typeId, deptId: query.deptId, labelId: query.labelId, audience: query.audience }}
        />
      </div>
      <div className="yz-sh__layout">
        <TypeFilter
          id="yz-sh-types"
          title="服务分类"
          variant="side"
          types={types}
          current={query.typeId}
          hrefFor={(typeId) => `${pathname}${withFilters(query, { typeId })}`}
        />
        <section className="yz-sh__main" aria-labelledby="yz-sh-list-title">
          <h2 id="yz-sh-list-title" className="yz-visually-hidden">
            服务列表
          </h2>
          <ServiceFilters query={query} departments={departments} labels={labels} />
          <AppGrid
            result={list}
            page={query.page}
            pageSize={query.pageSize}
            pageHref={(page) => withFilters(query, { page })}
            empty={emptyForKeyword(query.keyword, '服务')}
          />
        </section>
        <aside className="yz-sh__aside" aria-label="热门与推荐服务">
          <SideAppList id="yz-sh-hot" title="热门服务" apps={hot} ranked />
          <SideAppList id="yz-sh-recommended" title="推荐服务" apps={recommended} />
        </aside>
      </div>
    </div>
  );
}
