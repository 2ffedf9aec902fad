import { describe, expect, it } from 'vitest';
import {
  allow,
  builtIn,
  campusMobile,
  forGuest,
  govMobile,
  mobile,
  mobileGuest,
  mobileLogin,
  mobileUser,
  noPermission,
  workOnlyMobile,
} from './guard-fixtures';
import { hasNoContentEntries } from './guards';
import { mobileRouteAccess } from './route-access';

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
      expect(mobileUser('mobile-home', '/mobile/home', workOnlyMobile, [])).toEqual(noPermission('/mobile/home'));
      expect(mobileUser('mobile-news', '/mobile/news', workOnlyMobile, [])).toEqual(noPermission('/mobile/news'));
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
      expect(mobileUser('mobile-notice', '/mobile/notice', withoutNews)).toEqual(noPermission('/mobile/notice'));
    });

    it('falls back to 我的 for the task center and schedules', () => {
      expect(mobileUser('mobile-task-center', '/mobile/task-center', govMobile)).toEqual(allow);
      expect(mobileUser('mobile-schedule-dialog', '/mobile/my-schedule/schedule-dialog', govMobile)).toEqual(allow);
      const noMine = govMobile.filter((menu) => menu.link !== '/mobile/personal-center');
      expect(mobileUser('mobile-task-center', '/mobile/task-center', noMine)).toEqual(
        noPermission('/mobile/task-center'),
      );
    });
  });

  it('lets a signed-in user open every campus mobile page', () => {
    for (const routeId of mobileRouteAccess.keys()) {
      expect(mobileUser(routeId, '/mobile/x')).toEqual(allow);
    }
  });

  it('sends a signed-in user with an empty mobile menu to /mobile/no-permission, search included', () => {
    expect(mobileUser('mobile-search', '/mobile/search', [], [])).toEqual(noPermission('/mobile/search'));
    expect(mobileUser('mobile-work', '/mobile/work', [], [])).toEqual(noPermission('/mobile/work'));
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
