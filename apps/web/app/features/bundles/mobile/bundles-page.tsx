import { Link } from 'react-router';
import type { Route } from './+types/bundles-page';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { bundlePath } from '../../../shared/service-paths';
import { BundleIcon } from '../bundle-icon';
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
      {!bundles.ok ? (
        <p className="yz-bundle__hint">{bundles.msg}</p>
      ) : bundles.data.length === 0 ? (
        <p className="yz-bundle__hint">本单位暂未提供一件事。</p>
      ) : (
        <ul className="yz-bundle-cards">
          {bundles.data.map((bundle) => (
            <li key={bundle.id} className="yz-bundle-card">
              <BundleIcon icon={bundle.icon} className="yz-bundle-card__icon" />
              <div>
                <h2 className="yz-bundle-card__title">
                  <Link to={bundlePath('mobile', bundle.id)}>{bundle.title}</Link>
                </h2>
                <p className="yz-bundle-card__summary">{bundle.summary}</p>
                <p className="yz-bundle-card__count">包含 {bundle.serviceCount} 个事项</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
