import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { MobileFeedback } from '../../shared/ui/mobile/feedback';
import { themeVars } from '../../shared/theme/theme-vars';
import { FlashNotice } from '../../shared/ui/flash-notice';
import { MobileTheme } from '../../shared/theme/mobile/mobile-theme';
import { PageNavBar } from '../../shared/ui/mobile/page-nav-bar';
import { badgeText, useUnreadCount } from '../../shared/notice/unread-count';
import { activeTab, tabsOf, type MobileTab } from '../../shared/mobile-page/mobile-tabs';
import type { MobilePageOptions } from '../../shared/mobile-page/page-options';

const icons: Record<MobileTab['key'], ReactNode> = {
  home: <AppOutline />,
  news: <FileOutline />,
  work: <UnorderedListOutline />,
  mine: <UserOutline />,
};

/** Where each tab was left (path and query), so a TabBar round trip returns to the same list, tab and filter. */
const lastUrlOfTab = new Map<MobileTab['key'], string>();

/**
 * The mobile frame around `children`: antd-mobile themed with the unit's colour, content above the bottom TabBar —
 * the pages' frame and the error screen's alike. A secondary page gets a NavBar with a back button instead of the
 * TabBar (its page options, ADR 028).
 */
export function MobileShell({
  bootstrap,
  options = {},
  children,
}: {
  bootstrap: Bootstrap;
  options?: MobilePageOptions;
  children: ReactNode;
}) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const isGuest = isGuestUser(bootstrap.user);
  const tabs = tabsOf(bootstrap);
  const active = activeTab(tabs, pathname);
  if (active && pathname === tabs.find((tab) => tab.key === active)!.path) lastUrlOfTab.set(active, pathname + search);
  const showTabBar = tabs.length > 0 && !options.hideTabBar && !options.secondary;
  // 我的 carries the unread notices and messages (the bell of the desktop header).
  const unread = useUnreadCount(!isGuest);
  return (
    <MobileTheme color={bootstrap.site.color}>
      <MobileFeedback />
      <FlashNotice />
      <div className="yz-m" style={themeVars(bootstrap)}>
        {options.secondary && <PageNavBar title={options.secondary.title} fallback={options.secondary.fallback} />}
        <main id="main" className={showTabBar ? 'yz-m__content' : 'yz-m__content yz-m__content--no-tabbar'}>
          {children}
        </main>
        {showTabBar && (
          <nav className="yz-m__tabbar" aria-label="底部导航">
            <TabBar
              activeKey={active ?? null}
              onChange={(key) => {
                const tab = tabs.find((candidate) => candidate.key === key)!;
                void navigate(lastUrlOfTab.get(tab.key) ?? tab.path);
              }}
            >
              {tabs.map((tab) => (
                <TabBar.Item
                  key={tab.key}
                  icon={icons[tab.key]}
                  title={tab.title}
                  badge={tab.key === 'mine' && unread ? badgeText(unread) : undefined}
                  aria-label={tab.key === 'mine' && unread ? `${tab.title}，${unread} 条未读消息` : undefined}
                />
              ))}
            </TabBar>
          </nav>
        )}
      </div>
    </MobileTheme>
  );
}
