import { useLocation } from 'react-router';
import type { Route } from './+types/bundle-page';
import { pageTitle } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { loginPath } from '../../../shared/session/guards';
import { BundleIcon } from '../bundle-icon';
import { loadBundle } from '../bundle-load';
import { BundleSections } from '../bundle-sections';
import '../bundles.css';

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadBundle(context, params);
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.detail.title ?? '一件事');

/** A secondary page: the frame shows its NavBar with a back button and no TabBar. */
export const handle = mobilePage({
  secondary: { title: '一件事', fallback: '/mobile/service-hall/bundles' },
  keepAlive: false,
});

/** /mobile/service-hall/bundles/:id — a bundle on the phone: steps, merged materials and the person's progress. */
export default function MobileBundlePage({ loaderData }: Route.ComponentProps) {
  const { detail, progress } = loaderData;
  const location = useLocation();
  return (
    <div className="yz-bundle yz-bundle--mobile">
      <header className="yz-bundle__head">
        <BundleIcon icon={detail.icon} className="yz-bundle__icon" />
        <div>
          <h2 className="yz-bundle__title">{detail.title}</h2>
          {detail.summary && <p className="yz-bundle__summary">{detail.summary}</p>}
        </div>
      </header>
      <BundleSections detail={detail} progress={progress} site="mobile" loginHref={loginPath('mobile', location)} />
    </div>
  );
}
