import type { MenuItem } from '@yizhan/contracts';
import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import { menuItem } from '../testing/menu-item';
import { desktopGuard, hasNoContentEntries, mobileGuard, routeMiddleware, type GuardDecision } from './guards';
import { desktopRouteAccess, mobileRouteAccess } from './route-access';

// The seeded menus of apps/api/src/db/seed/menus.ts, as the menu calls return them.
const builtIn = (id: number, name: string, link: string, access: 'public' | 'user' = 'public') =>
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
const custom = (id: number, name: string, link: string, opens: 'frame' | 'tab') =>
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
// The server hands a guest only the entries marked for visitors (canSeeMenu).
const forGuest = (menus: MenuItem[]) => menus.filter((menu) => menu.isVisitor === 1);

const campusPc = [
  builtIn(1, '首页', '/home'),
  builtIn(2, '服务大厅', '/service-hall'),
  builtIn(3, '业务系统', '/business-system'),
  builtIn(4, '新闻资讯', '/news'),
  builtIn(5, '信息中心', '/info-center'),
  builtIn(6, '日程中心', '/schedule-center', 'user'),
  builtIn(7, '任务中心', '/task-center', 'user'),
  builtIn(8, '个人中心', '/personal-center', 'user'),
  custom(9, '校园地图', 'https://map.demo-university.edu.cn/', 'frame'),
  custom(10, '图书馆', 'https://lib.demo-university.edu.cn/', 'tab'),
];
const campusMobile = [
  builtIn(21, '首页', '/mobile/home'),
  builtIn(22, '资讯', '/mobile/news'),
  builtIn(23, '办事', '/mobile/work'),
  builtIn(24, '我的', '/mobile/personal-center', 'user'),
  builtIn(25, '通知公告', '/mobile/notice'),
  builtIn(26, '搜索', '/mobile/search'),
  builtIn(27, '任务中心', '/mobile/task-center', 'user'),
  builtIn(28, '我的日程', '/mobile/my-schedule/schedule', 'user'),
];
const govMobile = [
  builtIn(31, '首页', '/mobile/home'),
  builtIn(32, '政务公开', '/mobile/news'),
  builtIn(33, '办事', '/mobile/work'),
  builtIn(34, '我的', '/mobile/personal-center', 'user'),
  builtIn(35, '搜索', '/mobile/search'),
];
// The fid-331906-style unit: the mobile site offers only 办事 and 我的.
const workOnlyMobile = [builtIn(41, '办事', '/mobile/work'), builtIn(42, '我的', '/mobile/personal-center', 'user')];

const allow: GuardDecision = { kind: 'allow' };
const login = (back: string): GuardDecision => ({ kind: 'login', to: `/login?redirect=${encodeURIComponent(back)}` });
const noAccess = (back: string): GuardDecision => ({
  kind: 'redirect',
  to: `/error?code=1004&redirect=${encodeURIComponent(back)}`,
});
const mobileLogin = (back: string): GuardDecision => ({
  kind: 'login',
  to: `/mobile-login?redirect=${encodeURIComponent(back)}`,
});
const noPermission: GuardDecision = { kind: 'redirect', to: '/mobile/no-permission' };

const desktop = (routeId: string, url: string, isGuest: boolean, openMenus: MenuItem[]) => {
  const [pathname = '', query] = url.split('?');
  return desktopGuard({ routeId, pathname, search: query === undefined ? '' : `?${query}`, isGuest, openMenus });
};
const asGuest = (routeId: string, url: string, menus = forGuest(campusPc)) => desktop(routeId, url, true, menus);
const asUser = (routeId: string, url: string, menus = campusPc) => desktop(routeId, url, false, menus);

describe('desktopGuard', () => {
  it.each([
    ['index', '/'],
    ['home', '/home'],
    ['home-special-service-details', '/home/special-services/details/7'],
    ['service-hall-special-service-details', '/service-hall/special-services/details/3'],
    ['business-system', '/business-system'],
    ['news-more', '/news/more/2'],
    ['info-center', '/info-center'],
    ['search', '/search?keyword=图书馆'],
    ['iframe', '/iframe?pageNavigationId=9'],
    ['outside-chain', '/outside-chain?pageNavigationId=10'],
  ])('lets a guest open %s (%s), whose entry needs no sign-in', (routeId, url) => {
    expect(asGuest(routeId, url)).toEqual(allow);
  });

  it.each([
    ['schedule-center', '/schedule-center'],
    ['task-center', '/task-center'],
    ['personal-center', '/personal-center'],
    ['personal-center-collect', '/personal-center/collect'],
    ['personal-center-recently-used', '/personal-center/recently-used'],
    ['personal-center-campus-infos', '/personal-center/campus-infos'],
  ])('sends a guest to the PC login for %s, whose entry is not offered to guests', (routeId, url) => {
    expect(asGuest(routeId, url)).toEqual(login(url));
  });

  it('sends a guest to login when the owning entry is listed but needs sign-in', () => {
    const menus = [
      ...forGuest(campusPc),
      { ...builtIn(11, '任务中心', '/task-center', 'user'), isVisitor: 1 as const },
    ];
    expect(asGuest('task-center', '/task-center', menus)).toEqual(login('/task-center'));
  });

  it('sends a guest to login when the unit has no entry for the page', () => {
    const menus = forGuest(campusPc).filter((menu) => menu.link !== '/news');
    expect(asGuest('news-more', '/news/more/3?page=2&size=10', menus)).toEqual(login('/news/more/3?page=2&size=10'));
  });

  it('encodes the return path with its query string', () => {
    const decision = asGuest('personal-center-collect', '/personal-center/collect?tab=2&sort=new');
    expect(decision).toEqual({
      kind: 'login',
      to: '/login?redirect=%2Fpersonal-center%2Fcollect%3Ftab%3D2%26sort%3Dnew',
    });
  });

  it('lets a signed-in user open every page the open menu offers', () => {
    for (const [routeId, url] of [
      ['personal-center', '/personal-center'],
      ['personal-center-campus-infos', '/personal-center/campus-infos'],
      ['task-center', '/task-center'],
      ['schedule-center', '/schedule-center'],
      ['service-hall-details', '/service-hall/details/1'],
      ['iframe', '/iframe?pageNavigationId=9'],
    ]) {
      expect(asUser(routeId!, url!)).toEqual(allow);
    }
  });

  it('sends a signed-in user without the entry to /error with code 1004 and the full path', () => {
    const menus = campusPc.filter((menu) => menu.link !== '/service-hall');
    expect(asUser('service-hall-details', '/service-hall/details/5?from=home', menus)).toEqual({
      kind: 'redirect',
      to: '/error?code=1004&redirect=%2Fservice-hall%2Fdetails%2F5%3Ffrom%3Dhome',
    });
  });

  it('opens a user entry for a signed-in user even though it needs sign-in', () => {
    expect(asUser('personal-center', '/personal-center')).toEqual(allow);
  });

  it('does not count a custom entry whose link happens to equal the route', () => {
    const menus = [custom(12, '伪首页', '/home', 'tab')];
    expect(asGuest('home', '/home', menus)).toEqual(login('/home'));
    expect(asUser('home', '/home', menus)).toEqual(noAccess('/home'));
  });

  describe('/search', () => {
    it('needs at least one menu entry', () => {
      expect(asGuest('search', '/search?keyword=a', [campusPc[3]!])).toEqual(allow);
      expect(asUser('search', '/search?keyword=a', [campusPc[9]!])).toEqual(allow);
    });

    it('sends a guest to login and a user to 1004 when the menu is empty', () => {
      expect(asGuest('search', '/search?keyword=新闻', [])).toEqual(login('/search?keyword=新闻'));
      expect(asUser('search', '/search?keyword=新闻', [])).toEqual(noAccess('/search?keyword=新闻'));
    });
  });

  describe('/iframe and /outside-chain', () => {
    it('needs a custom entry with the queried pageNavigationId', () => {
      expect(asGuest('iframe', '/iframe?pageNavigationId=404')).toEqual(login('/iframe?pageNavigationId=404'));
      expect(asUser('iframe', '/iframe?pageNavigationId=404')).toEqual(noAccess('/iframe?pageNavigationId=404'));
      expect(asGuest('iframe', '/iframe')).toEqual(login('/iframe'));
      expect(asUser('outside-chain', '/outside-chain')).toEqual(noAccess('/outside-chain'));
    });

    it('ignores built-in entries that share the id', () => {
      expect(asGuest('iframe', '/iframe?pageNavigationId=1')).toEqual(login('/iframe?pageNavigationId=1'));
      expect(asUser('outside-chain', '/outside-chain?pageNavigationId=2')).toEqual(
        noAccess('/outside-chain?pageNavigationId=2'),
      );
    });

    it('opens an entry only at the route of its kind (iframe entries at /iframe, tab entries at /outside-chain)', () => {
      expect(asUser('outside-chain', '/outside-chain?pageNavigationId=9')).toEqual(
        noAccess('/outside-chain?pageNavigationId=9'),
      );
      expect(asGuest('iframe', '/iframe?pageNavigationId=10')).toEqual(login('/iframe?pageNavigationId=10'));
    });

    it('refuses ids that are not plain integers', () => {
      for (const id of ['9.0', '09x', ' 9', '-9', '9e0']) {
        const url = `/iframe?pageNavigationId=${encodeURIComponent(id)}`;
        expect(asUser('iframe', url)).toEqual(noAccess(url));
      }
    });

    it('sends a guest to login when the custom entry needs sign-in, and lets a user in', () => {
      const menus = [{ ...custom(13, '教务系统', 'https://jw.demo-university.edu.cn/', 'frame'), isLogin: 1 as const }];
      expect(asGuest('iframe', '/iframe?pageNavigationId=13', menus)).toEqual(login('/iframe?pageNavigationId=13'));
      expect(asUser('iframe', '/iframe?pageNavigationId=13', menus)).toEqual(allow);
    });
  });

  it.each([
    'login',
    'mobile-login',
    'auth-login',
    'cas-login',
    'api-login',
    'passport-cookie-login',
    'wechat-login',
    'logout',
    'mobile-no-permission',
  ])('skips the %s route, even with no menu at all', (routeId) => {
    expect(asGuest(routeId, `/${routeId}`, [])).toEqual(allow);
    expect(asUser(routeId, `/${routeId}`, [])).toEqual(allow);
  });

  it.each(['no-such-page', 'mobile-home', 'toString', '__proto__', ''])('gives not-found for route id %j', (id) => {
    expect(asGuest(id, '/x')).toEqual({ kind: 'not-found' });
    expect(asUser(id, '/x')).toEqual({ kind: 'not-found' });
  });
});

const mobile = (routeId: string, url: string, isGuest: boolean, mobileMenus: MenuItem[], hostMenus?: MenuItem[]) => {
  const [pathname = '', query] = url.split('?');
  const search = query === undefined ? '' : `?${query}`;
  return mobileGuard({ routeId, pathname, search, isGuest, mobileMenus, hostMenus });
};
const mobileGuest = (routeId: string, url: string, menus = forGuest(campusMobile), host = forGuest(campusPc)) =>
  mobile(routeId, url, true, menus, host);
const mobileUser = (routeId: string, url: string, menus = campusMobile, host = campusPc) =>
  mobile(routeId, url, false, menus, host);

describe('mobileGuard', () => {
  it.each([
    ['mobile-home', '/mobile/home'],
    ['mobile-news', '/mobile/news'],
    ['mobile-work', '/mobile/work'],
    ['mobile-notice', '/mobile/notice'],
    ['mobile-search', '/mobile/search?keyword=食堂'],
    ['mobile-ai-search', '/mobile/search/ai-search'],
    ['mobile-service-guide', '/mobile/service-guide/12'],
    ['mobile-topic-detail', '/mobile/topic-detail/3'],
  ])('lets a guest open %s (%s) from the campus mobile menu', (routeId, url) => {
    expect(mobileGuest(routeId, url)).toEqual(allow);
  });

  it.each([
    ['mobile-personal-center', '/mobile/personal-center'],
    ['mobile-task-center', '/mobile/task-center'],
    ['mobile-my-schedule', '/mobile/my-schedule/schedule'],
    ['mobile-schedule-detail', '/mobile/schedule-detail?id=5'],
    ['mobile-schedule-dialog-add', '/mobile/my-schedule/schedule-dialog-add?date=2025-03-01'],
    ['personal-center-campus-infos', '/personal-center/campus-infos'],
  ])('sends a guest to mobile login for %s, which is not in a guest menu', (routeId, url) => {
    expect(mobileGuest(routeId, url)).toEqual(mobileLogin(url));
  });

  it('sends a guest to mobile login when the entry is listed but needs sign-in', () => {
    const menus = [...forGuest(campusMobile), { ...campusMobile[6]!, isVisitor: 1 as const }];
    expect(mobileGuest('mobile-task-center', '/mobile/task-center', menus)).toEqual(mobileLogin('/mobile/task-center'));
  });

  it('encodes the return path with its query string', () => {
    expect(mobileGuest('mobile-schedule-detail', '/mobile/schedule-detail?id=5&date=2025-03-01')).toEqual({
      kind: 'login',
      to: '/mobile-login?redirect=%2Fmobile%2Fschedule-detail%3Fid%3D5%26date%3D2025-03-01',
    });
  });

  it('sends a guest to mobile login for every page when news, work and business systems are all absent', () => {
    const menus = [builtIn(51, '首页', '/mobile/home'), builtIn(52, '搜索', '/mobile/search')];
    const host = [builtIn(53, '首页', '/home'), builtIn(54, '信息中心', '/info-center')];
    expect(hasNoContentEntries([...menus, ...host])).toBe(true);
    expect(mobileGuest('mobile-home', '/mobile/home', menus, host)).toEqual(mobileLogin('/mobile/home'));
    expect(mobileGuest('mobile-search', '/mobile/search', menus, host)).toEqual(mobileLogin('/mobile/search'));
    // A signed-in user is not subject to that rule.
    expect(mobileUser('mobile-home', '/mobile/home', menus, host)).toEqual(allow);
  });

  it('counts a desktop news, service-hall or business-system entry as present', () => {
    const menus = [builtIn(55, '首页', '/mobile/home')];
    for (const link of ['/news', '/service-hall', '/business-system']) {
      expect(mobileGuest('mobile-home', '/mobile/home', menus, [builtIn(56, '入口', link)])).toEqual(allow);
    }
    // Without host menus only the mobile menu counts.
    expect(mobile('mobile-home', '/mobile/home', true, menus)).toEqual(mobileLogin('/mobile/home'));
  });

  describe('the work-and-mine-only unit (fid 331906 style)', () => {
    it('lets a guest open 办事 and the pages under it', () => {
      const menus = forGuest(workOnlyMobile);
      expect(mobileGuest('mobile-work', '/mobile/work', menus, [])).toEqual(allow);
      expect(mobileGuest('mobile-service-guide', '/mobile/service-guide/8', menus, [])).toEqual(allow);
    });

    it('sends a guest to mobile login for 首页, 资讯 and 我的, which the menu lacks', () => {
      const menus = forGuest(workOnlyMobile);
      for (const [routeId, url] of [
        ['mobile-home', '/mobile/home'],
        ['mobile-news', '/mobile/news'],
        ['mobile-notice', '/mobile/notice'],
        ['mobile-personal-center', '/mobile/personal-center'],
      ]) {
        expect(mobileGuest(routeId!, url!, menus, [])).toEqual(mobileLogin(url!));
      }
    });

    it('sends a signed-in user to /mobile/no-permission for 首页 and 资讯, and opens 我的 and its pages', () => {
      expect(mobileUser('mobile-home', '/mobile/home', workOnlyMobile, [])).toEqual(noPermission);
      expect(mobileUser('mobile-news', '/mobile/news', workOnlyMobile, [])).toEqual(noPermission);
      expect(mobileUser('mobile-personal-center', '/mobile/personal-center', workOnlyMobile, [])).toEqual(allow);
      expect(mobileUser('mobile-task-center', '/mobile/task-center', workOnlyMobile, [])).toEqual(allow);
      expect(mobileUser('mobile-my-schedule', '/mobile/my-schedule/schedule', workOnlyMobile, [])).toEqual(allow);
    });

    it('opens search on any entry when the menu has no 搜索 entry of its own', () => {
      expect(mobileUser('mobile-search', '/mobile/search', workOnlyMobile, [])).toEqual(allow);
      expect(mobileGuest('mobile-search', '/mobile/search', forGuest(workOnlyMobile), [])).toEqual(allow);
    });
  });

  describe('own link first, then the owning entry', () => {
    it('guards 通知公告 by its own entry when the menu has one', () => {
      const menus = [...forGuest(campusMobile).filter((m) => m.link !== '/mobile/notice')];
      const noticeForUsers = { ...campusMobile[4]!, isLogin: 1 as const };
      expect(mobileGuest('mobile-notice', '/mobile/notice', [...menus, noticeForUsers])).toEqual(
        mobileLogin('/mobile/notice'),
      );
    });

    it('falls back to 资讯 for 通知公告 when the menu has no notice entry', () => {
      expect(mobileGuest('mobile-notice', '/mobile/notice', forGuest(govMobile))).toEqual(allow);
      const withoutNews = govMobile.filter((menu) => menu.link !== '/mobile/news');
      expect(mobileUser('mobile-notice', '/mobile/notice', withoutNews)).toEqual(noPermission);
    });

    it('falls back to 我的 for the task center and schedules', () => {
      expect(mobileUser('mobile-task-center', '/mobile/task-center', govMobile)).toEqual(allow);
      expect(mobileUser('mobile-schedule-dialog', '/mobile/my-schedule/schedule-dialog', govMobile)).toEqual(allow);
      const noMine = govMobile.filter((menu) => menu.link !== '/mobile/personal-center');
      expect(mobileUser('mobile-task-center', '/mobile/task-center', noMine)).toEqual(noPermission);
    });
  });

  it('lets a signed-in user open every campus mobile page', () => {
    for (const routeId of mobileRouteAccess.keys()) {
      expect(mobileUser(routeId, '/mobile/x')).toEqual(allow);
    }
  });

  it('sends a signed-in user with an empty mobile menu to /mobile/no-permission, search included', () => {
    expect(mobileUser('mobile-search', '/mobile/search', [], [])).toEqual(noPermission);
    expect(mobileUser('mobile-work', '/mobile/work', [], [])).toEqual(noPermission);
  });

  it.each(['mobile-no-permission', 'features/home/mobile/mobile-index', 'mobile-login'])(
    'lets %s through with no menu at all',
    (routeId) => {
      expect(mobileGuest(routeId, '/mobile', [], [])).toEqual(allow);
      expect(mobileUser(routeId, '/mobile', [], [])).toEqual(allow);
    },
  );

  it.each(['home', 'no-such-page', 'constructor'])('gives not-found for route id %j', (routeId) => {
    expect(mobileUser(routeId, '/mobile/x')).toEqual({ kind: 'not-found' });
  });
});

describe('routeMiddleware', () => {
  it('returns the desktop and mobile guards', () => {
    expect(routeMiddleware('desktop')).toBe(desktopGuard);
    expect(routeMiddleware('mobile')).toBe(mobileGuard);
  });

  it.each(['admin', 'Desktop', '', 'toString', '__proto__'])('throws for the unknown name %j', (name) => {
    expect(() => routeMiddleware(name)).toThrow(new Error('Unknown route middleware'));
  });
});

interface RouteEntry {
  id?: string;
  file: string;
  index?: boolean;
  path?: string;
  children?: RouteEntry[];
}
// React Router names a route without an explicit id after its file.
const idOf = (route: RouteEntry) => route.id ?? route.file.replace(/\.[jt]sx?$/, '');
const childrenOf = (layoutFile: string) =>
  ((routes as RouteEntry[]).find((route) => route.file === layoutFile)?.children ?? []).map(idOf);

describe('every route of app/routes.ts has an access rule', () => {
  it('desktop frame and view pages', () => {
    const ids = [...childrenOf('layouts/desktop-frame.tsx'), ...childrenOf('layouts/view.tsx')];
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !desktopRouteAccess.has(id))).toEqual([]);
  });

  it('mobile pages', () => {
    const ids = childrenOf('layouts/mobile.tsx');
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !mobileRouteAccess.has(id))).toEqual([]);
  });

  it('top-level plumbing routes', () => {
    const ids = (routes as RouteEntry[]).filter((route) => !route.children && route.path !== '*').map(idOf);
    expect(ids.filter((id) => desktopRouteAccess.get(id)?.kind !== 'skip')).toEqual([]);
  });
});
