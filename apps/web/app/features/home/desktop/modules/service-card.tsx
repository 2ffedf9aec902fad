import { Link } from 'react-router';
import type { App } from '@yizhan/contracts';
import type { HomeService } from '../../api/load-home';
import { IconBadge } from './icon-badge';

/** Where a service card leads on the desktop site: its guide in the service hall. */
export const serviceHref = (app: Pick<App, 'appId'>) => `/service-hall/details/${encodeURIComponent(app.appId)}`;

/** A compact service card: icon, name and department, the whole card one link to the guide. */
export function ServiceCard({ app }: { app: HomeService }) {
  return (
    <Link className="yz-hm-service" to={serviceHref(app)}>
      <IconBadge icon={app.icon} name={app.name} />
      <span className="yz-hm-service__text">
        <span className="yz-hm-service__name">{app.name}</span>
        <span className="yz-hm-service__dept">{app.deptName || '—'}</span>
      </span>
    </Link>
  );
}

/** Service cards in a grid. */
export function ServiceCards({ apps }: { apps: HomeService[] }) {
  return (
    <ul className="yz-hm-services">
      {apps.map((app) => (
        <li key={app.appId}>
          <ServiceCard app={app} />
        </li>
      ))}
    </ul>
  );
}
