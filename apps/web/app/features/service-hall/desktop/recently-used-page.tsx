import { serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/recently-used-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { AppCard } from './app-card';
import { dayHeading } from './day-heading';
import { EmptyState, LoadError } from './list-states';
import { titled } from '../../../shared/page-title';
import { PersonalNav } from './personal-nav';
import './service-hall.css';

/** The signed-in user's recently used services, grouped by day (the route is guarded: users only). */
export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await attempt(serverApi(context)(serviceHallApi.recentlyUsedGroups)) };
}

export const meta: Route.MetaFunction = titled('最近使用');

/** 最近使用: the services the user opened, under a heading per day, newest first as the API sends them. */
export default function RecentlyUsedPage({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  const days = groups.ok ? groups.data.filter((group) => group.list.length > 0) : [];
  return (
    <div className="yz-sh">
      <div className="yz-sh__head">
        <h1 className="yz-sh__title">最近使用</h1>
      </div>
      <PersonalNav />
      <div className="yz-sh__main">
        {!groups.ok ? (
          <LoadError msg={groups.msg} />
        ) : days.length === 0 ? (
          <EmptyState text="暂无数据" action={{ to: '/service-hall', label: '去服务大厅看看' }} />
        ) : (
          days.map((group) => (
            <section key={group.date} className="yz-day" aria-labelledby={`yz-day-${group.date}`}>
              <h2 id={`yz-day-${group.date}`} className="yz-day__title">
                <time dateTime={group.date}>{dayHeading(group.date)}</time>
              </h2>
              <ul className="yz-app-grid yz-app-grid--wide">
                {group.list.map((app) => (
                  <li key={app.appId}>
                    <AppCard app={app} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  );
}
