import { Outlet, useLocation, useNavigate, useRouteLoaderData } from 'react-router';
import { TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import type { Route } from './+types/mobile';
import { isGuestUser, type Bootstrap } from '../shared/bootstrap/bootstrap';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { useIdleWatch, useNavigationRenewsOperateTime } from '../shared/session/idle';
import { MobileFeedback } from '../shared/ui/mobile/feedback';
import { useBridgeScript } from '../shared/device/use-bridge-script';
import { useViewportRules } from '../shared/device/use-viewport';
import { useVisitReport } from '../shared/device/use-visit-report';
import { themeVars } from '../shared/theme/theme-vars';
import { MobileTheme } from '../shared/theme/mobile/mobile-theme';
import { activeTab, mobileTabs, type MobileTab } from './mobile-parts/mobile-tabs';
import './mobile.css';

const icons: Record<MobileTab['key'], React.ReactNode> = {
  home: <AppOutline />,
  news: <FileOutline />,
  work: <UnorderedListOutline />,
  mine: <UserOutline />,
};

/** The mobile guard of spec §5, on the server (SSR and data requests) and on client navigations. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('mobile')];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('mobile')];

/** Mobile pages: antd-mobile themed with the unit's colour, content above the bottom TabBar. */
export default function MobileLayout() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  useViewportRules(bootstrap);
  useVisitReport('mobile', bootstrap);
  useBridgeScript(bootstrap.unit.bridgeScriptUrl);
  const isGuest = isGuestUser(bootstrap.user);
  useNavigationRenewsOperateTime(key);
  useIdleWatch({ isGuest, hostInfo: bootstrap.hostInfo });
  const tabs = mobileTabs({
    isGuest,
    hostMenus: [...bootstrap.openMenus, ...bootstrap.mobileMenus],
    workAndMineOnly: bootstrap.unit.mobileTabsWorkAndMineOnly,
  });

  return (
    <MobileTheme color={bootstrap.site.color}>
      <MobileFeedback />
      <div className="yz-m" style={themeVars(bootstrap)}>
        <main id="main" className="yz-m__content">
          <Outlet />
        </main>
        {tabs.length > 0 && (
          <nav className="yz-m__tabbar" aria-label="底部导航">
            <TabBar
              activeKey={activeTab(tabs, pathname) ?? null}
              onChange={(key) => void navigate(tabs.find((tab) => tab.key === key)!.path)}
            >
              {tabs.map((tab) => (
                <TabBar.Item key={tab.key} icon={icons[tab.key]} title={tab.title} />
              ))}
            </TabBar>
          </nav>
        )}
      </div>
    </MobileTheme>
  );
}
