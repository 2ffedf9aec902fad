import { useRouteLoaderData } from 'react-router';
import { personApi, serviceHallApi, type App, type PersonDataItem } from '@yizhan/contracts';
import type { Route } from './+types/personal-center-page';
import { getBootstrap, isGuestUser, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import { AppShelf } from './app-shelf';
import { LogoutForm } from './logout-form';
import { NoticeEntry } from './notice-entry';
import { PasswordEntry } from './password-entry';
import { ProfileCard } from './profile-card';
import { DataTilesCard } from './data-tiles';
import { loadWorkCounts, WorkEntries, type WorkCounts } from './work-entries';
import { badgeText, useUnreadCount } from '../../../shared/notice/unread-count';
import { CareSwitch } from '../../../shared/care/care-switch';
import './personal-center.css';

export const meta: Route.MetaFunction = titled('我的');

/** A TabBar page: kept alive (its lists come back as they were and refresh behind); nothing to pull (ADR 028). */
export const handle = mobilePage({ keepAlive: true, pullToRefresh: false });

const nothing: Promise<Loaded<App[]>> = Promise.resolve({ ok: true, data: [] });
const noTiles: Promise<Loaded<PersonDataItem[]>> = Promise.resolve({ ok: true, data: [] });
const noWork: Promise<WorkCounts> = Promise.resolve({ todo: null, overdue: 0, approvals: null, applications: null });

/**
 * The user's data tiles, what waits for them, and collected and recently used services, streamed: the page and its profile card show at
 * once, each part with a skeleton until it arrives (a failed one shows its own error). A guest — let in only by a unit whose menu
 * opens 我的 to visitors — has no lists and no calls are made.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (isGuestUser((await getBootstrap(context)).user))
    return { tiles: noTiles, work: noWork, collected: nothing, recent: nothing };
  const api = serverApi(context);
  return {
    tiles: attempt(api(personApi.dataSelect)),
    work: loadWorkCounts(api),
    collected: attempt(api(serviceHallApi.collected)),
    recent: attempt(api(serviceHallApi.recentlyUsed, { query: {} })),
  };
}

/** A guest on 我的: nothing of theirs to show, only the way to sign in (and back here). */
function GuestPrompt() {
  return (
    <section className="yz-mpc-card yz-mpc-guest" aria-labelledby="yz-mpc-guest-title">
      <h1 id="yz-mpc-guest-title" className="yz-mpc-guest__title">
        登录后查看个人信息
      </h1>
      <p className="yz-mpc-guest__text">登录后可查看我的收藏、最近使用的服务和消息通知。</p>
      {/* A document link: the login page is another layout, and it must work before the scripts have loaded. */}
      <a className="yz-mpc-guest__login" href="/mobile-login?redirect=%2Fmobile%2Fpersonal-center">
        登录
      </a>
    </section>
  );
}

/** The unread notices and messages at the end of 消息通知: the count of the bell and the 我的 tab (ADR 030). */
function UnreadBadge() {
  const unread = useUnreadCount(true);
  if (!unread) return null;
  return (
    <span className="yz-mpc-row__badge" data-testid="notice-row-count" aria-label={`${unread} 条未读`}>
      {badgeText(unread)}
    </span>
  );
}

/**
 * /mobile/personal-center (我的, spec §2; issue 13 item 4, ADR 040): who is signed in, with 更换头像; 我的数据 (the
 * person's tiles), 任务中心 and 待我审批 with their counts, 我的收藏 and 最近使用, 消息通知, and the large 退出登录 —
 * the one place on the phone to sign out.
 */
export default function MobilePersonalCenterPage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  if (isGuestUser(bootstrap.user)) return <GuestPrompt />;
  const { tiles, work, collected, recent } = loaderData;
  return (
    <div className="yz-mpc">
      <ProfileCard user={bootstrap.user} unitName={bootstrap.unit.unitName} />
      <DataTilesCard tiles={tiles} />
      <WorkEntries counts={work} />
      <AppShelf id="yz-mpc-collect" title="我的收藏" apps={collected} emptyText="还没有收藏的服务" />
      <AppShelf id="yz-mpc-recent" title="最近使用" apps={recent} emptyText="还没有使用过的服务" />
      <nav className="yz-mpc-card yz-mpc-rows" aria-label="消息与账号">
        <NoticeEntry badge={<UnreadBadge />} />
        <PasswordEntry />
      </nav>
      <section className="yz-mpc-card yz-mpc-care" aria-labelledby="yz-mpc-care-title">
        <h2 id="yz-mpc-care-title" className="yz-mpc-care__title">
          长辈版
        </h2>
        <p className="yz-mpc-care__text">字更大、按钮更大，页面更简洁，可朗读办事指南。</p>
        <CareSwitch />
      </section>
      <LogoutForm />
    </div>
  );
}
