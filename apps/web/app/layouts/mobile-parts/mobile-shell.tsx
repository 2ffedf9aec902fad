import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TabBar } from 'antd-mobile';
import { AppOutline, FileOutline, UnorderedListOutline, UserOutline } from 'antd-mobile-icons';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { MobileFeedback } from '../../shared/ui/mobile/feedback';
import { themeVars } from '../../shared/theme/theme-vars';
import { FlashNotice } from '../../shared/ui/flash-notice';
import { MobileTheme } from '../../shared/theme/mobile/mobile-theme';
import { activeTab, mobileTabs, type MobileTab } from './mobile-tabs';

const icons: Record<MobileTab['key'], ReactNode> = {
  home: <AppOutline />,
  news: <FileOutline />,
  work: <UnorderedListOutline />,
  mine: <UserOutline />,
};

/**
 * The mobile frame around `children`: antd-mobile themed with the unit's colour, content above the bottom TabBar —
 * the pages' frame and the error screen's alike.
 */
export function MobileShell({ bootstrap, children }: { bootstrap: Bootstrap; children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const tabs = mobileTabs({
    isGuest: isGuestUser(bootstrap.user),
    hostMenus: [...bootstrap.openMenus, ...bootstrap.mobileMenus],
    workAndMineOnly: bootstrap.unit.mobileTabsWorkAndMineOnly,
  });
  return (
    <MobileTheme color={bootstrap.site.color}>
      <MobileFeedback />
      <FlashNotice />
      <div className="yz-m" style={themeVars(bootstrap)}>
        <main id="main" className="yz-m__content">
          {children}
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
