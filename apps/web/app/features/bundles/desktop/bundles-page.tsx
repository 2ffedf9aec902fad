import { Link } from 'react-router';
import { Breadcrumb } from 'antd';
import type { Route } from './+types/bundles-page';
import { titled } from '../../../shared/page-title';
import { BundleCards } from '../bundle-cards';
import { loadBundleList } from '../bundle-load';
import '../bundles.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { bundles: await loadBundleList(context) };
}

export const meta: Route.MetaFunction = titled('一件事');

/** /service-hall/bundles — the unit's bundles (一件事): several services handled as one, with one material list. */
export default function BundlesPage({ loaderData }: Route.ComponentProps) {
  const { bundles } = loaderData;
  return (
    <div className="yz-bundle">
      <Breadcrumb
        className="yz-bundle__crumbs"
        items={[
          { key: 'hall', title: <Link to="/service-hall">服务大厅</Link> },
          { key: 'list', title: '一件事' },
        ]}
      />
      <h1 className="yz-bundle__title">一件事</h1>
      <p className="yz-bundle__summary">多个相关事项按顺序一次办：材料合并成一张清单，共用的材料只需提交一次。</p>
      <BundleCards bundles={bundles} site="desktop" />
    </div>
  );
}
