import { describe, expect, it } from 'vitest';
import { allow, asGuest, asUser, builtIn, campusPc, custom, forGuest, login, noAccess } from './guard-fixtures';
import { desktopGuard, mobileGuard, routeMiddleware } from './guards';

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

  it('opens the task center through 个人中心 where the menu has no 任务中心, as 我的 does on the phone', () => {
    // The city's desktop menu (seed/menus.ts govPcMenus): 个人中心 and no 任务中心; 我的工作 links to the task center.
    const govPc = campusPc.filter((menu) => !['/task-center', '/schedule-center'].includes(menu.link));
    expect(asUser('task-center', '/task-center?type=1', govPc)).toEqual(allow);
    expect(asGuest('task-center', '/task-center', forGuest(govPc))).toEqual(login('/task-center'));
    const neither = govPc.filter((menu) => menu.link !== '/personal-center');
    expect(asUser('task-center', '/task-center', neither)).toEqual(noAccess('/task-center'));
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

describe('routeMiddleware', () => {
  it('returns the desktop and mobile guards', () => {
    expect(routeMiddleware('desktop')).toBe(desktopGuard);
    expect(routeMiddleware('mobile')).toBe(mobileGuard);
  });

  it.each(['admin', 'Desktop', '', 'toString', '__proto__'])('throws for the unknown name %j', (name) => {
    expect(() => routeMiddleware(name)).toThrow(new Error('Unknown route middleware'));
  });
});
