import { useRef, useState } from 'react';
import { serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/collect-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { AppCard } from './app-card';
import { EmptyState, LoadError } from './list-states';
import { titled } from '../../../shared/page-title';
import { PersonalNav } from './personal-nav';
import './service-hall.css';

/** The signed-in user's collected services (the route is guarded: users only). */
export async function loader({ context }: Route.LoaderArgs) {
  return { collected: await attempt(serverApi(context)(serviceHallApi.collected)) };
}

export const meta: Route.MetaFunction = titled('我的收藏');

const toHall = { to: '/service-hall', label: '去服务大厅看看' };

/** 我的收藏: the collected services; uncollecting removes a card at once (and brings it back if saving fails). */
export default function CollectPage({ loaderData }: Route.ComponentProps) {
  const { collected } = loaderData;
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [notice, setNotice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const handleChange = (appId: string, name: string, isCollected: boolean) => {
    setRemoved((current) => {
      const next = new Set(current);
      if (isCollected) next.delete(appId);
      else next.add(appId);
      return next;
    });
    setNotice(isCollected ? '' : `已取消收藏「${name}」`);
    // The star that had the focus goes away with its card: keep the keyboard user's place on the page.
    if (!isCollected) heading.current?.focus();
  };

  const shown = collected.ok ? collected.data.filter((app) => !removed.has(app.appId)) : [];
  return (
    <div className="yz-sh">
      <div className="yz-sh__head">
        <h1 className="yz-sh__title" ref={heading} tabIndex={-1}>
          我的收藏
        </h1>
      </div>
      <PersonalNav />
      <section className="yz-sh__main" aria-labelledby="yz-collect-list">
        <h2 id="yz-collect-list" className="yz-visually-hidden">
          收藏的服务
        </h2>
        <p className="yz-sh-total" role="status">
          {collected.ok ? `共 ${shown.length} 项` : ''}
          {notice && `，${notice}`}
        </p>
        {!collected.ok ? (
          <LoadError msg={collected.msg} />
        ) : shown.length === 0 ? (
          <EmptyState text="暂无数据" action={toHall} />
        ) : (
          <ul className="yz-app-grid yz-app-grid--wide">
            {shown.map((app) => (
              <li key={app.appId}>
                <AppCard
                  app={{ ...app, collected: true }}
                  onCollectChange={(isCollected) => handleChange(app.appId, app.name, isCollected)}
                />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
