import { useLocation } from 'react-router';
import { ATTRIBUTE_TYPE, serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/business-system-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { AppGrid } from './app-grid';
import { emptyForKeyword } from './list-states';
import { KeywordSearch } from '../../../shared/ui/desktop/keyword-search';
import { businessListBody, withFilters } from './list-query';
import { titled } from '../../../shared/page-title';
import { TypeFilter } from './type-filter';
import './service-hall.css';

/** The unit's business-system types and the page of systems the URL asks for, in parallel. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const query = businessListBody(new URL(request.url).searchParams);
  const [types, list] = await Promise.all([
    attempt(api(serviceHallApi.allTypes, { query: { attributeType: ATTRIBUTE_TYPE.businessSystem } })),
    attempt(api(serviceHallApi.businessList, { body: query })),
  ]);
  return { query, types, list };
}

export const meta: Route.MetaFunction = titled('业务系统');

/** Business systems: type tabs, a keyword search and system cards whose action is 进入系统. */
export default function BusinessSystemPage({ loaderData }: Route.ComponentProps) {
  const { query, types, list } = loaderData;
  const { pathname } = useLocation();
  return (
    <div className="yz-sh">
      <div className="yz-sh__head">
        <h1 className="yz-sh__title">业务系统</h1>
        <KeywordSearch
          id="yz-bs-keyword"
          label="搜索业务系统"
          placeholder="输入系统名称"
          keyword={query.keyword}
          keep={{ typeId: query.typeId }}
        />
      </div>
      <div className="yz-sh__layout yz-sh__layout--wide">
        <section className="yz-sh__main" aria-labelledby="yz-bs-list-title">
          <h2 id="yz-bs-list-title" className="yz-visually-hidden">
            系统列表
          </h2>
          <TypeFilter
            id="yz-bs-types"
            title="系统分类"
            variant="tabs"
            types={types}
            current={query.typeId}
            hrefFor={(typeId) => `${pathname}${withFilters(query, { typeId })}`}
          />
          <AppGrid
            result={list}
            page={query.page}
            pageSize={query.pageSize}
            pageHref={(page) => withFilters(query, { page })}
            empty={emptyForKeyword(query.keyword, '业务系统')}
          />
        </section>
      </div>
    </div>
  );
}
