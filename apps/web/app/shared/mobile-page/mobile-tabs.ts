import type { MenuItem } from '@yizhan/contracts';
import { isGuestUser, type Bootstrap } from '../bootstrap/bootstrap';

export interface MobileTab {
  key: 'home' | 'news' | 'work' | 'mine';
  title: string;
  path: string;
}

const allTabs: MobileTab[] = [
  { key: 'home', title: '首页', path: '/mobile/home' },
  { key: 'news', title: '资讯', path: '/mobile/news' },
  { key: 'work', title: '办事', path: '/mobile/work' },
  { key: 'mine', title: '我的', path: '/mobile/personal-center' },
];

const hasDefault = (menus: MenuItem[], links: string[]) =>
  menus.some((menu) => menu.isDefault === 1 && links.includes(menu.link));

/**
 * The mobile TabBar (spec §2): 我的 needs sign-in and is hidden from guests; 资讯 shows only when the host menu
 * has the default news item, 办事 only with the service hall or business system; a unit flagged
 * work-and-mine-only shows just 办事 and 我的. A tab whose page is an entry of the unit's mobile menu takes that
 * entry's name and place (the console's 移动端底部栏, ADR 074).
 */
export function mobileTabs(input: {
  isGuest: boolean;
  hostMenus: MenuItem[];
  workAndMineOnly: boolean;
  mobileMenus?: MenuItem[];
}): MobileTab[] {
  const entries = (input.mobileMenus ?? []).filter((menu) => menu.isDefault === 1);
  const entryOf = (tab: MobileTab) => entries.findIndex((menu) => menu.link === tab.path);
  const placeOf = (tab: MobileTab) => (entryOf(tab) >= 0 ? entryOf(tab) : allTabs.indexOf(tab));
  const shown = allTabs.filter((tab) => {
    if (tab.key === 'mine' && input.isGuest) return false;
    if (input.workAndMineOnly) return tab.key === 'work' || tab.key === 'mine';
    if (tab.key === 'news') return hasDefault(input.hostMenus, ['/news', '/mobile/news']);
    if (tab.key === 'work') {
      return hasDefault(input.hostMenus, ['/service-hall', '/business-system', '/mobile/work']);
    }
    return true;
  });
  return shown
    .sort((a, b) => placeOf(a) - placeOf(b))
    .map((tab) => ({ ...tab, title: entries[entryOf(tab)]?.name ?? tab.title }));
}

/** The TabBar of a page with this start-up data (the mobile frame shows it; the home grid leaves its entries out). */
export const tabsOf = (bootstrap: Bootstrap): MobileTab[] =>
  mobileTabs({
    isGuest: isGuestUser(bootstrap.user),
    hostMenus: [...bootstrap.openMenus, ...bootstrap.mobileMenus],
    workAndMineOnly: bootstrap.unit.mobileTabsWorkAndMineOnly,
    mobileMenus: bootstrap.mobileMenus,
  });

/** The tab a mobile path belongs to. */
export const activeTab = (tabs: MobileTab[], pathname: string) =>
  tabs.find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`))?.key;
