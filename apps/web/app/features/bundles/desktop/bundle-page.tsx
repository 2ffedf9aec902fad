import { Link, useLocation } from 'react-router';
import { Breadcrumb, Button } from 'antd';
import type { Route } from './+types/bundle-page';
import { pageTitle } from '../../../shared/page-title';
import { loginPath } from '../../../shared/session/guards';
import { bundleListPath } from '../../../shared/service-paths';
import { BundleIcon } from '../bundle-icon';
import { loadBundle } from '../bundle-load';
import { BundleSections } from '../bundle-sections';
import '../bundles.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadBundle(context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.detail.title ?? '一件事');

/**
 * /service-hall/bundles/:id — a bundle (一件事): its services in order with their 办理 links, one merged material
 * list (a shared material asked once), printable, and the signed-in person's progress in each service.
 */
export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { detail, progress } = loaderData;
  const location = useLocation();
  return (
    <div className="yz-bundle">
      <Breadcrumb
        className="yz-bundle__crumbs yz-no-print"
        items={[
          { key: 'hall', title: <Link to="/service-hall">服务大厅</Link> },
          { key: 'list', title: <Link to={bundleListPath('desktop')}>一件事</Link> },
          { key: 'bundle', title: detail.title },
        ]}
      />
      <header className="yz-bundle__head">
        <BundleIcon icon={detail.icon} className="yz-bundle__icon" />
        <div>
          <h1 className="yz-bundle__title">{detail.title}</h1>
          {detail.summary && <p className="yz-bundle__summary">{detail.summary}</p>}
        </div>
        <Button className="yz-no-print" onClick={() => window.print()}>
          打印材料清单
        </Button>
      </header>
      <BundleSections detail={detail} progress={progress} site="desktop" loginHref={loginPath('desktop', location)} />
    </div>
  );
}
