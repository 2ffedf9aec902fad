import { Link } from 'react-router';
import { Skeleton, Tag } from 'antd-mobile';
import { AUDIENCE_NAMES, type App } from '@yizhan/contracts';
import { serviceGuidePath } from '../lib/handle-service';

// An icon is a picture only when it is a path or an http(s) address; anything else (an icon name) gets a letter.
const imageSource = /^(https?:\/\/|\/(?!\/))/i;

/** The app's icon, or the first character of its name on a coloured tile. */
export function ServiceIcon({ app, size = 'normal' }: { app: Pick<App, 'icon' | 'name'>; size?: 'normal' | 'large' }) {
  const className = `yz-mwork-icon yz-mwork-icon--${size}`;
  if (imageSource.test(app.icon)) {
    return <img className={className} src={app.icon} alt="" loading="lazy" decoding="async" />;
  }
  return (
    <span className={`${className} yz-mwork-icon--letter`} aria-hidden="true">
      {Array.from(app.name)[0] ?? '办'}
    </span>
  );
}

/** One service of the list: icon, name, department and audience tags; tapping it opens the service guide. */
export function ServiceRow({ app }: { app: App }) {
  return (
    <li className="yz-mwork-row">
      <Link className="yz-mwork-row__link" to={serviceGuidePath(app.appId)}>
        <ServiceIcon app={app} />
        <span className="yz-mwork-row__body">
          <span className="yz-mwork-row__name">{app.name}</span>
          <span className="yz-mwork-row__dept">{app.deptName || '—'}</span>
          {app.audiences.length > 0 && (
            <span className="yz-mwork-row__tags">
              {app.audiences.map((audience) => (
                <Tag key={audience} color="primary" fill="outline">
                  {AUDIENCE_NAMES[audience]}
                </Tag>
              ))}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

/** Placeholder rows of the same size while the list loads: no layout jump when it arrives. */
export function ServiceRowsSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <ul className="yz-mwork-list" aria-busy="true" aria-label="正在加载">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} className="yz-mwork-row">
          <span className="yz-mwork-row__link">
            <Skeleton animated className="yz-mwork-icon yz-mwork-icon--normal" />
            <span className="yz-mwork-row__body">
              <Skeleton.Title animated className="yz-mwork-skeleton__title" />
              <Skeleton.Paragraph animated lineCount={1} className="yz-mwork-skeleton__line" />
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
