import { Link } from 'react-router';
import type { App } from '@yizhan/contracts';
import type { HomeService } from '../../api/load-home';
import { IconBadge } from './icon-badge';
import { appHref } from '../../lib/links';

/** Where a service leads on the mobile site: its guide. */
export const mobileServiceHref = (app: Pick<App, 'appId' | 'attributeType'>) => appHref(app, true);

/** Services as rows: icon, name and department; each row one link to the guide (touch target ≥ 44 px). */
export function ServiceList({ apps }: { apps: HomeService[] }) {
  return (
    <ul className="yz-mhm-services">
      {apps.map((app) => (
        <li key={app.appId}>
          <Link className="yz-mhm-service" to={mobileServiceHref(app)}>
            <IconBadge icon={app.icon} name={app.name} size={36} />
            <span className="yz-mhm-service__text">
              <span className="yz-mhm-service__name">{app.name}</span>
              {app.deptName && <span className="yz-mhm-service__dept">{app.deptName}</span>}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
