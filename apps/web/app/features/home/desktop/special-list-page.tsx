import { useLocation } from 'react-router';
import { Alert, Breadcrumb } from 'antd';
import type { Route } from './+types/special-list-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { loadSpecials } from '../api/load-special';
import { specialDetailsPath } from '../lib/special-paths';
import { ModuleEmpty, RetryLink } from './modules/module-states';
import { SpecialCards } from './modules/special-card';
import { ParentCrumb } from './special-crumb';
import { titled } from '../../../shared/page-title';
import './modules/modules.css';
import './special.css';

/** Every special of the unit (the same page under /home and under /service-hall). */
export async function loader({ context }: Route.LoaderArgs) {
  return { specials: await loadSpecials(serverApi(context)) };
}

export const meta: Route.MetaFunction = titled('专题服务');

/** /home/special-services and /service-hall/special-services: all specials as cards. */
export default function SpecialListPage({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  const { specials } = loaderData;
  return (
    <div className="yz-special">
      <Breadcrumb
        className="yz-special__crumbs"
        items={[
          { key: 'parent', title: <ParentCrumb pathname={pathname} /> },
          { key: 'list', title: '专题服务' },
        ]}
      />
      <section className="yz-special__panel" aria-labelledby="yz-special-list-title">
        <h1 id="yz-special-list-title" className="yz-special__title">
          专题服务
        </h1>
        {!specials.ok ? (
          <Alert type="error" showIcon title="加载失败" description={specials.msg} action={<RetryLink />} />
        ) : specials.data.length === 0 ? (
          <ModuleEmpty />
        ) : (
          <SpecialCards specials={specials.data} hrefOf={(special) => specialDetailsPath(pathname, special.id)} />
        )}
      </section>
    </div>
  );
}
