import type { MenuItem } from '@yizhan/contracts';
import { menuItem } from '../testing/menu-item';
import { desktopGuard, mobileGuard, type GuardDecision } from './guards';

// Fixtures of the guard tests. The menus are the seeded ones of apps/api/src/seed/menus.ts, as the menu calls
// return them.

/** A seeded built-in entry: public unless `access` is `user`, which also hides it from guests. */
export const builtIn = (id: number, name: string, link: string, access: 'public' | 'user' = 'public') =>
  menuItem({
    pageNavigationId: id,
    name,
    link,
    path: link,
    isDefault: 1,
    isLogin: access === 'user' ? 1 : 0,
    isVisitor: access === 'user' ? 0 : 1,
    isFrame: 0,
  });
/** A seeded custom entry, opened in a frame (/iframe) or a new tab (/outside-chain). */
export const custom = (id: number, name: string, link: string, opens: 'frame' | 'tab') =>
  menuItem({
    pageNavigationId: id,
    name,
    link,
    path: `${opens === 'frame' ? '/iframe' : '/outside-chain'}?pageNavigationId=${id}`,
    isDefault: 0,
    isLogin: 0,
    isVisitor: 1,
    isFrame: opens === 'frame' ? 1 : 0,
  });
/** The entries the server hands a guest: only those marked for visitors (canSeeMenu). */
export const forGuest = (menus: MenuItem[]) => menus.filter((menu) => menu.isVisitor === 1);

/** The campus unit's desktop menu, as a signed-in user receives it. */
export const campusPc = [
  builtIn(1, '首页', '/home'),
  builtIn(2, '服务大厅', '/service-hall'),
  builtIn(3, '业务系统', '/business-system'),
  builtIn(4, '新闻资讯', '/news'),
  builtIn(5, '信息中心', '/info-center'),
  builtIn(11, '三张清单', '/three-list', 'user'),
  builtIn(6, '日程中心', '/schedule-center', 'user'),
  builtIn(7, '任务中心', '/task-center', 'user'),
  builtIn(8, '个人中心', '/personal-center', 'user'),
  custom(9, '校园地图', 'https://map.demo-university.edu.cn/', 'frame'),
  custom(10, '图书馆', 'https://lib.demo-university.edu.cn/', 'tab'),
];
/** The campus unit's mobile menu, as a signed-in user receives it. */
export const campusMobile = [
  builtIn(21, '首页', '/mobile/home'),
  builtIn(22, '资讯', '/mobile/news'),
  builtIn(23, '办事', '/mobile/work'),
  builtIn(24, '我的', '/mobile/personal-center', 'user'),
  builtIn(25, '通知公告', '/mobile/notice'),
  builtIn(26, '搜索', '/mobile/search'),
  builtIn(29, '三张清单', '/mobile/three-list', 'user'),
  builtIn(27, '任务中心', '/mobile/task-center', 'user'),
  builtIn(28, '我的日程', '/mobile/my-schedule/schedule', 'user'),
];
/** A government unit's mobile menu, without 通知公告 or the task/schedule entries. */
export const govMobile = [
  builtIn(31, '首页', '/mobile/home'),
  builtIn(32, '政务公开', '/mobile/news'),
  builtIn(33, '办事', '/mobile/work'),
  builtIn(34, '我的', '/mobile/personal-center', 'user'),
  builtIn(35, '搜索', '/mobile/search'),
];
/** The fid-331906-style unit: the mobile site offers only 办事 and 我的. */
export const workOnlyMobile = [
  builtIn(41, '办事', '/mobile/work'),
  builtIn(42, '我的', '/mobile/personal-center', 'user'),
];

/** The decision that lets the navigation through. */
export const allow: GuardDecision = { kind: 'allow' };
/** The decision that sends a guest to the PC login, returning to `back`. */
export const login = (back: string): GuardDecision => ({
  kind: 'login',
  to: `/login?redirect=${encodeURIComponent(back)}`,
});
/** The decision that sends a signed-in user to /error with code 1004, returning to `back`. */
export const noAccess = (back: string): GuardDecision => ({
  kind: 'redirect',
  to: `/error?code=1004&redirect=${encodeURIComponent(back)}`,
});
/** The decision that sends a guest to the mobile login, returning to `back`. */
export const mobileLogin = (back: string): GuardDecision => ({
  kind: 'login',
  to: `/mobile-login?redirect=${encodeURIComponent(back)}`,
});
/** The decision that sends a signed-in user to /mobile/no-permission. */
/** Where a signed-in phone user goes for a page the mobile menu does not offer: the dialog naming that page. */
export const noPermission = (url: string): GuardDecision => ({
  kind: 'redirect',
  to: `/mobile/no-permission?redirect=${encodeURIComponent(url)}`,
});

/** Runs desktopGuard for a route id and a URL with its query string. */
export const desktop = (routeId: string, url: string, isGuest: boolean, openMenus: MenuItem[]) => {
  const [pathname = '', query] = url.split('?');
  return desktopGuard({ routeId, pathname, search: query === undefined ? '' : `?${query}`, isGuest, openMenus });
};
/** Runs desktopGuard as a guest, by default with the guest view of the campus desktop menu. */
export const asGuest = (routeId: string, url: string, menus = forGuest(campusPc)) => desktop(routeId, url, true, menus);
/** Runs desktopGuard as a signed-in user, by default with the campus desktop menu. */
export const asUser = (routeId: string, url: string, menus = campusPc) => desktop(routeId, url, false, menus);

/** Runs mobileGuard for a route id and a URL with its query string. */
export const mobile = (
  routeId: string,
  url: string,
  isGuest: boolean,
  mobileMenus: MenuItem[],
  hostMenus?: MenuItem[],
) => {
  const [pathname = '', query] = url.split('?');
  const search = query === undefined ? '' : `?${query}`;
  return mobileGuard({ routeId, pathname, search, isGuest, mobileMenus, hostMenus });
};
/** Runs mobileGuard as a guest, by default with the guest views of the campus mobile and desktop menus. */
export const mobileGuest = (routeId: string, url: string, menus = forGuest(campusMobile), host = forGuest(campusPc)) =>
  mobile(routeId, url, true, menus, host);
/** Runs mobileGuard as a signed-in user, by default with the campus mobile and desktop menus. */
export const mobileUser = (routeId: string, url: string, menus = campusMobile, host = campusPc) =>
  mobile(routeId, url, false, menus, host);
