import { Link } from 'react-router';
import type { BundleSummary } from '@yizhan/contracts';
import type { Loaded } from '../../shared/api-client/loaded';
import { bundlePath } from '../../shared/service-paths';
import { BundleIcon } from './bundle-icon';

/** The unit's bundles as cards, each leading to its page on the site it is shown on; or why there are none. */
export function BundleCards({ bundles, site }: { bundles: Loaded<BundleSummary[]>; site: 'desktop' | 'mobile' }) {
  if (!bundles.ok) return <p className="yz-bundle__hint">{bundles.msg}</p>;
  if (bundles.data.length === 0) return <p className="yz-bundle__hint">本单位暂未提供一件事。</p>;
  return (
    <ul className="yz-bundle-cards">
      {bundles.data.map((bundle) => (
        <li key={bundle.id} className="yz-bundle-card">
          <BundleIcon icon={bundle.icon} className="yz-bundle-card__icon" />
          <div>
            <h2 className="yz-bundle-card__title">
              <Link to={bundlePath(site, bundle.id)}>{bundle.title}</Link>
            </h2>
            <p className="yz-bundle-card__summary">{bundle.summary}</p>
            <p className="yz-bundle-card__count">包含 {bundle.serviceCount} 个事项</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
