import { Link, useLocation } from 'react-router';
import { Alert, Breadcrumb } from 'antd';
import type { Route } from './+types/special-detail-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { loadSpecial } from '../api/load-special';
import { bundleIdOf } from '../api/special-bundle';
import { specialListPath } from '../lib/special-paths';
import { ModuleEmpty, RetryLink } from './modules/module-states';
import { ServiceCards } from './modules/service-card';
import { ParentCrumb } from './special-crumb';
import { pageTitle } from '../../../shared/page-title';
import { bundlePath } from '../../../shared/service-paths';
import './modules/modules.css';
import './special.css';

/** The special of the URL with its services; an unknown special is the not-found screen (HTTP 404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const special = await loadSpecial(api, params);
  return { special, bundleId: await bundleIdOf(api, special) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.special.ok ? loaderData.special.data.name : '专题服务');

/** A special's details: cover, description and its services as cards. */
export default function SpecialDetailPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { special, bundleId } = loaderData;
  const name = special.ok ? special.data.name : '专题详情';
  return (
    <div className="yz-special">
      <Breadcrumb
        className="yz-special__crumbs"
        items={[
          { key: 'parent', title: <ParentCrumb pathname={pathname} /> },
          { key: 'list', title: <Link to={specialListPath(pathname)}>专题服务</Link> },
          { key: 'special', title: name },
        ]}
      />
      {!special.ok ? (
        <section className="yz-special__panel" aria-labelledby="yz-special-title">
          <h1 id="yz-special-title" className="yz-special__title">
            {name}
          </h1>
          <Alert type="error" showIcon title="加载失败" description={special.msg} action={<RetryLink />} />
        </section>
      ) : (
        <>
          <header className="yz-special__hero">
            {special.data.cover && (
              <img className="yz-special__cover" src={special.data.cover} alt={special.data.name} />
            )}
            <div className="yz-special__intro">
              <h1 className="yz-special__title">{special.data.name}</h1>
              {special.data.summary && <p className="yz-special__summary">{special.data.summary}</p>}
              {special.data.description && <p className="yz-special__description">{special.data.description}</p>}
              {bundleId !== null && (
                <p className="yz-special__bundle">
                  <Link to={bundlePath('desktop', bundleId)}>按「一件事」办理：合并材料清单，查看办理进度</Link>
                </p>
              )}
            </div>
          </header>
          <section className="yz-special__panel" aria-labelledby="yz-special-apps">
            <h2 id="yz-special-apps" className="yz-hm__title yz-hm__title--h2 yz-special__apps-title">
              专题服务事项（{special.data.apps.length}）
            </h2>
            {special.data.apps.length === 0 ? <ModuleEmpty /> : <ServiceCards apps={special.data.apps} />}
          </section>
        </>
      )}
    </div>
  );
}
