import type { Route } from './+types/bundles-page';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { BundleCards } from '../bundle-cards';
import { loadBundleList } from '../bundle-load';
import '../bundles.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { bundles: await loadBundleList(context) };
}

export const meta: Route.MetaFunction = titled('一件事');

export const handle = mobilePage({ secondary: { title: '一件事', fallback: '/mobile/work' }, keepAlive: false });

/** /mobile/service-hall/bundles — the unit's bundles (一件事) on the phone. */
export default function MobileBundlesPage({ loaderData }: Route.ComponentProps) {
  const { bundles } = loaderData;
  return (
    <div className="yz-bundle yz-bundle--mobile">
      <p className="yz-bundle__summary">多个相关事项按顺序一次办，共用的材料只需提交一次。</p>
      <BundleCards bundles={bundles} site="mobile" />
    </div>
  );
}
