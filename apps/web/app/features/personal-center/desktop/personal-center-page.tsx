import { Link, useRouteLoaderData } from 'react-router';
import { personApi, personMessageApi, serviceHallApi } from '@yizhan/contracts';
import type { Route } from './+types/personal-center-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt } from '../../../shared/api-client/loaded';
import { getBootstrap, isGuestUser, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { Panel } from './panel';
import { PersonalNav } from './personal-nav';
import { ProfilePanel } from './profile-panel';
import { DataTiles, WorkCounters } from './work-and-data';
import { isEmptyOa, MessageList, OaSummary } from './inbox-panels';
import { AppShelf, AssetTable } from './assets-and-apps';
import { Approvals } from './approvals';
import './personal-center.css';

export const meta: Route.MetaFunction = titled('个人中心');

/** Messages the page lists; the information center has the rest. */
const MESSAGES_SHOWN = 5;

/**
 * Everything of the person at once, each part on its own (a part that fails shows its error, the others stay): the
 * calls run in parallel in-process (ADR 017) and are the person's own, never cached.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const api = serverApi(context);
  const [info, work, tiles, assets, oa, messages, collected, recent] = await Promise.all([
    attempt(api(personApi.info)),
    attempt(api(personApi.work, { query: { template: bootstrap.unit.template } })),
    attempt(api(personApi.dataSelect)),
    attempt(api(personApi.assets)),
    attempt(api(personApi.oa)),
    attempt(api(personMessageApi.list, { query: { page: 1, pageSize: MESSAGES_SHOWN } })),
    attempt(api(serviceHallApi.collected)),
    attempt(api(serviceHallApi.recentlyUsed, { query: {} })),
  ]);
  return { guest: false as const, info, work, tiles, assets, oa, messages, collected, recent };
}

/** /personal-center (个人中心, spec §2; issue 13 item 4; ADR 040). */
export default function PersonalCenterPage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  if (loaderData.guest) {
    return (
      <div className="yz-pc">
        <h1 className="yz-pc__title">个人中心</h1>
        <section className="yz-pc-panel">
          <p>登录后可查看个人信息、我的工作、个人数据与资产。</p>
          <Link className="yz-pc-panel__link" to="/login?redirect=%2Fpersonal-center">
            登录
          </Link>
        </section>
      </div>
    );
  }
  const { info, work, tiles, assets, oa, messages, collected, recent } = loaderData;
  return (
    <div className="yz-pc">
      <h1 className="yz-pc__title">个人中心</h1>
      <PersonalNav />
      <div className="yz-pc__grid">
        <div className="yz-pc__side">
          {info.ok ? (
            // The header's avatar and this one come from the same place after an upload: the root's user info.
            <ProfilePanel info={info.data} avatar={bootstrap?.user.avatar ?? info.data.avatar} />
          ) : (
            <Panel id="yz-pc-profile" title="个人信息" data={info}>
              {() => null}
            </Panel>
          )}
          {/* A person the OA has nothing for (a student, a resident) sees no OA box. */}
          <Panel id="yz-pc-oa" title="协同办公" data={oa} isEmpty={isEmptyOa}>
            {(data) => <OaSummary oa={data} />}
          </Panel>
        </div>
        <div className="yz-pc__main">
          <Panel id="yz-pc-work" title="我的工作" data={work} more={{ to: '/task-center', label: '任务中心' }}>
            {(data) => <WorkCounters entries={data.entries} />}
          </Panel>
          <Panel
            id="yz-pc-data"
            title="我的数据"
            data={tiles}
            isEmpty={(data) => data.length === 0}
            more={{ to: '/personal-center/campus-infos', label: '全部数据' }}
          >
            {(data) => <DataTiles tiles={data} />}
          </Panel>
          <Panel
            id="yz-pc-messages"
            title="我的消息"
            data={messages}
            isEmpty={(data) => data.messageList.length === 0}
            more={{ to: '/info-center?kind=message', label: '信息中心' }}
          >
            {(data) => <MessageList messages={data} />}
          </Panel>
          <div className="yz-pc__pair">
            <Panel
              id="yz-pc-collect"
              title="我的收藏"
              data={collected}
              isEmpty={(data) => data.length === 0}
              more={{ to: '/personal-center/collect', label: '全部' }}
            >
              {(data) => <AppShelf apps={data} emptyText="还没有收藏的服务" />}
            </Panel>
            <Panel
              id="yz-pc-recent"
              title="最近使用"
              data={recent}
              isEmpty={(data) => data.length === 0}
              more={{ to: '/personal-center/recently-used', label: '全部' }}
            >
              {(data) => <AppShelf apps={data} emptyText="还没有使用过的服务" />}
            </Panel>
          </div>
          <section className="yz-pc-panel" aria-labelledby="yz-pc-approvals">
            <div className="yz-pc-panel__head">
              <h2 id="yz-pc-approvals" className="yz-pc-panel__title">
                我的审批
              </h2>
            </div>
            <Approvals />
          </section>
          <Panel id="yz-pc-assets" title="我的资产" data={assets} isEmpty={(data) => data.total === 0}>
            {(data) => <AssetTable assets={data} />}
          </Panel>
        </div>
      </div>
    </div>
  );
}
