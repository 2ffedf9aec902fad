import { useId } from 'react';
import { Link } from 'react-router';
import { Avatar, Tag } from 'antd';
import { AUDIENCE_NAMES, type App } from '@yizhan/contracts';
import { CollectButton } from '../../../shared/collect/desktop/collect-button';
import { cardHref, handleTarget } from './handle-link';
import './app-card.css';

/** The service's icon, or its first character on the theme colour when it has none. */
export function AppIcon({ app, size = 48 }: { app: Pick<App, 'icon' | 'name'>; size?: number }) {
  return (
    <Avatar className="yz-app-icon" shape="square" size={size} src={app.icon || undefined} alt="" aria-hidden>
      {app.name.slice(0, 1)}
    </Avatar>
  );
}

export interface AppCardProps {
  app: App;
  /** Hears the collect star's changes (the collect page drops a card once uncollected). */
  onCollectChange?: (collected: boolean) => void;
}

/**
 * A service card: icon, name, department, summary, audiences and the 收藏 star. The whole card is one link — to
 * the guide for a service, or 进入系统 for a business system — and the star is a separate button above it.
 */
export function AppCard({ app, onCollectChange }: AppCardProps) {
  const titleId = useId();
  const href = cardHref(app);
  const isSystem = app.attributeType === 2;
  return (
    <article className="yz-app-card" aria-labelledby={titleId}>
      <div className="yz-app-card__head">
        <AppIcon app={app} />
        <div className="yz-app-card__titles">
          <h3 id={titleId} className="yz-app-card__name" title={app.name}>
            {isSystem ? (
              app.name
            ) : (
              <Link className="yz-app-card__link" to={href}>
                {app.name}
              </Link>
            )}
          </h3>
          <p className="yz-app-card__dept">{app.deptName || '—'}</p>
        </div>
        <CollectButton app={app} describedBy={titleId} onChange={onCollectChange} />
      </div>
      <p className="yz-app-card__summary">{app.summary || '暂无简介'}</p>
      <div className="yz-app-card__foot">
        {app.audiences.length > 0 && (
          <ul className="yz-app-card__audiences" aria-label="服务对象">
            {app.audiences.map((audience) => (
              <li key={audience}>
                <Tag variant="filled" color="blue">
                  {AUDIENCE_NAMES[audience]}
                </Tag>
              </li>
            ))}
          </ul>
        )}
        {isSystem && (
          <a
            className="yz-app-card__link yz-app-card__action"
            href={href}
            aria-label={`进入系统：${app.name}`}
            {...handleTarget(app)}
          >
            进入系统
          </a>
        )}
      </div>
    </article>
  );
}
