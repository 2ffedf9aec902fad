import { isRouteErrorResponse, Link, useRouteError, useRouteLoaderData } from 'react-router';
import { Grid } from 'antd-mobile';
import { MOBILE_HOME_TEMPLATE } from '@yizhan/contracts';
import type { Route } from './+types/home-page';
import { getBootstrap, isGuestUser, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { tabsOf } from '../../../shared/mobile-page/mobile-tabs';
import { badgeText, useUnreadCount } from '../../../shared/notice/unread-count';
import { CareSwitch } from '../../../shared/care/care-switch';
import { loadHome, PREVIEW_NOTICE } from '../api/load-home';
import { HomeModuleView, type HomeModuleComponents } from '../lib/home-module-view';
import { CareServices } from '../lib/care-services';
import { mobileServiceHref } from './modules/service-list';
import { BannerModule, CarModule, QuickNavigationModule, ToolModule } from './modules/basic-modules';
import { ContentModule } from './modules/content-module';
import { FailureNotice } from './modules/module-states';
import { ServiceModule } from './modules/service-module';
import { SpecialModule } from './modules/special-module';
import { StatisticModule } from './modules/statistic-module';
import './home-page.css';
import './modules/modules.css';
import './modules/home-modules.css';

export const meta: Route.MetaFunction = titled('首页');

/** The same modules as the desktop home: layout × status, each module's data streamed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const preview = new URL(request.url).searchParams.get('preview');
  return loadHome(serverApi(context), {
    template: MOBILE_HOME_TEMPLATE,
    preview,
    care: getBootstrap(context).then((bootstrap) => bootstrap.care),
  });
}

const components: HomeModuleComponents = {
  banner: BannerModule,
  quickNavigation: QuickNavigationModule,
  tool: ToolModule,
  car: CarModule,
  service: ServiceModule,
  content: ContentModule,
  special: SpecialModule,
  statistic: StatisticModule,
};

/** Where a guest signs in from the home page, and comes back to it. */
const LOGIN = `/mobile-login?redirect=${encodeURIComponent('/mobile/home')}`;

/**
 * The unit's title as the page heading, 登录 for a guest (who has no 我的 tab, spec §2, and would otherwise meet the
 * sign-in page only by opening something that needs it), and the way to search (a link shaped as a box: the search
 * page types).
 */
function HomeHeader() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <header className="yz-m-home__header">
      <div className="yz-m-home__top">
        <h1 className="yz-m-home__title">{bootstrap.site.title}</h1>
        <CareSwitch className="yz-m-home__care" />
        {isGuestUser(bootstrap.user) && (
          <Link className="yz-m-home__login" to={LOGIN}>
            登录
          </Link>
        )}
      </div>
      <Link className="yz-m-home__search" to="/mobile/search" aria-label="搜索服务、新闻、通知">
        <span aria-hidden="true">搜索服务、新闻、通知</span>
      </Link>
    </header>
  );
}

const NOTICE_PATH = '/mobile/notice';

/**
 * The mobile menu as a grid of entries: those that the TabBar below does not already offer (首页, 资讯, 办事, 我的 are menu entries too).
 */
function MobileMenu({ bootstrap }: { bootstrap: Bootstrap }) {
  const tabPaths = new Set(tabsOf(bootstrap).map((tab) => tab.path));
  const entries = bootstrap.mobileMenus.filter((menu) => !tabPaths.has(menu.path));
  // The 通知公告 tile carries the signed-in user's unread notices and messages.
  const unread = useUnreadCount(!isGuestUser(bootstrap.user) && entries.some((menu) => menu.path === NOTICE_PATH));
  if (entries.length === 0) return null;
  return (
    <nav aria-label="移动端菜单" className="yz-m-home__menu">
      <Grid columns={4} gap={8}>
        {entries.map((menu) => (
          <Grid.Item key={menu.pageNavigationId}>
            <Link
              className="yz-m-home__entry"
              to={menu.path}
              aria-label={menu.path === NOTICE_PATH && unread ? `${menu.name}，${unread} 条未读` : undefined}
            >
              <span className="yz-m-home__entry-icon" aria-hidden="true">
                {menu.name.slice(0, 1)}
                {menu.path === NOTICE_PATH && unread ? (
                  <span className="yz-m-home__entry-badge" data-testid="notice-tile-count">
                    {badgeText(unread)}
                  </span>
                ) : null}
              </span>
              <span className="yz-m-home__entry-name">{menu.name}</span>
            </Link>
          </Grid.Item>
        ))}
      </Grid>
    </nav>
  );
}

/** Mobile home: title, the banner, the mobile menu, then the unit's other enabled modules in order. */
export default function MobileHomePage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { modules, loads, quickNavigation, preview, care } = loaderData;
  const view = (module: (typeof modules)[number]) => (
    <HomeModuleView
      key={module.sign}
      module={module}
      loads={loads}
      bootstrap={bootstrap}
      components={components}
      quickNavigation={quickNavigation}
    />
  );
  // The menu sits under the banner when the banner leads, as on the unit's app.
  const lead = modules[0]?.sign === 'banner' ? modules.slice(0, 1) : [];
  const rest = modules.slice(lead.length);
  return (
    <div className="yz-m-home">
      <HomeHeader />
      {preview ? (
        <p className="yz-m-home__preview" role="status">
          {PREVIEW_NOTICE}
        </p>
      ) : null}
      {lead.map(view)}
      {care && <CareServices resolve={loads.hotApp} hrefOf={mobileServiceHref} allHref="/mobile/work" />}
      <MobileMenu bootstrap={bootstrap} />
      {rest.map(view)}
    </div>
  );
}

/** The layout itself could not load: say so under the title, with a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const msg = isRouteErrorResponse(error) ? (error.data as { msg?: string } | undefined)?.msg : undefined;
  return (
    <div className="yz-m-home">
      <HomeHeader />
      <FailureNotice msg={msg || '服务异常，请稍后重试'} />
    </div>
  );
}
