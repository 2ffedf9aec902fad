import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { App } from '@yizhan/contracts';
import { AppIcon } from './app-card';
import { cardHref, handleTarget } from './handle-link';
import type { Loaded } from '../../../shared/api-client/loaded';

export interface SideAppListProps {
  id: string;
  title: string;
  apps: Loaded<App[]>;
  /** Number the entries (热门服务 is a ranking). */
  ranked?: boolean;
}

/** A link to a service's guide (in-app) or into a business system (a full page load through /to-handle-service). */
function AppLink({ app, children }: { app: App; children: ReactNode }) {
  const href = cardHref(app);
  return app.attributeType === 2 ? (
    <a className="yz-side-list__link" href={href} {...handleTarget(app)}>
      {children}
    </a>
  ) : (
    <Link className="yz-side-list__link" to={href}>
      {children}
    </Link>
  );
}

/** A short list of services for the right column (热门服务, 推荐服务): icon and name, each a link to its guide. */
export function SideAppList({ id, title, apps, ranked = false }: SideAppListProps) {
  const List = ranked ? 'ol' : 'ul';
  return (
    <section className="yz-side-list" aria-labelledby={id}>
      <h2 id={id} className="yz-side-list__title">
        {title}
      </h2>
      {!apps.ok ? (
        <p className="yz-side-list__empty">{apps.msg}</p>
      ) : apps.data.length === 0 ? (
        <p className="yz-side-list__empty">暂无数据</p>
      ) : (
        <List className="yz-side-list__items">
          {apps.data.slice(0, 8).map((app, index) => (
            <li key={app.appId}>
              <AppLink app={app}>
                {ranked && (
                  <span className={`yz-side-list__rank${index < 3 ? ' yz-side-list__rank--top' : ''}`} aria-hidden>
                    {index + 1}
                  </span>
                )}
                <AppIcon app={app} size={28} />
                <span className="yz-side-list__name">{app.name}</span>
              </AppLink>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
