import { useId } from 'react';
import { Link } from 'react-router';
import type { App } from '@yizhan/contracts';
import type { HomeService } from '../../api/load-home';
import { StarToggle } from '../../../../shared/collect/desktop/star-toggle';
import { balancedGrid, gridColumnsStyle } from '../../lib/balanced-grid';
import { IconBadge } from './icon-badge';
import { appHref } from '../../lib/links';

/** Where a service card leads on the desktop site: its guide in the service hall. */
export const serviceHref = (app: Pick<App, 'appId' | 'attributeType'>) => appHref(app, false);

/**
 * A compact service card: icon, name, department and the 收藏 star, like the service hall's cards. The name is the
 * link to the guide and stretches over the whole card; the star is a button of its own above it.
 */
export function ServiceCard({ app }: { app: HomeService }) {
  const nameId = useId();
  return (
    <div className="yz-hm-service">
      <IconBadge icon={app.icon} name={app.name} />
      <span className="yz-hm-service__text">
        <Link id={nameId} className="yz-hm-service__name" to={serviceHref(app)}>
          {app.name}
        </Link>
        <span className="yz-hm-service__dept">{app.deptName || '—'}</span>
      </span>
      <StarToggle app={app} describedBy={nameId} />
    </div>
  );
}

/** Service cards in a grid of up to four columns, with no card alone on the last row. */
export function ServiceCards({ apps }: { apps: HomeService[] }) {
  const grid = balancedGrid(apps, 4);
  return (
    <ul className="yz-hm-services" style={gridColumnsStyle(grid.columns)}>
      {grid.items.map((app) => (
        <li key={app.appId}>
          <ServiceCard app={app} />
        </li>
      ))}
    </ul>
  );
}
