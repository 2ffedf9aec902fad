import { Link } from 'react-router';
import type { HomeService } from '../api/load-home';
import { Deferred } from './deferred';

const SHOWN = 8;

/**
 * The care mode's home (ADR 084): the most used services (热门服务) as big buttons, each straight to its guide, and
 * the way to all of them — in place of the ordinary home's many modules. The same on both sites but for the links.
 */
export function CareServices({
  resolve,
  hrefOf,
  allHref,
}: {
  resolve: Promise<HomeService[]> | undefined;
  hrefOf: (app: HomeService) => string;
  allHref: string;
}) {
  return (
    <section className="yz-care-home" aria-labelledby="yz-care-home-title">
      <h2 id="yz-care-home-title" className="yz-care-home__title">
        常用服务
      </h2>
      <Deferred
        resolve={resolve}
        fallback={<p className="yz-care-home__note">正在加载常用服务…</p>}
        error={<p className="yz-care-home__note">常用服务暂时打不开，请点下面的按钮查看全部服务。</p>}
        empty={null}
      >
        {(apps) => (
          <ul className="yz-care-home__list">
            {apps.slice(0, SHOWN).map((app) => (
              <li key={app.appId}>
                <Link className="yz-care-home__button" to={hrefOf(app)}>
                  {app.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Deferred>
      <Link className="yz-care-home__all" to={allHref}>
        查看全部服务
      </Link>
    </section>
  );
}
