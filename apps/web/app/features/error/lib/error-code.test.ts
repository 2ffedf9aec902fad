import type { MenuItem } from '@yizhan/contracts';
import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../shared/testing/menu-item';
import { defaultErrorMessage, errorHomeTarget, errorKind, errorLogoutTarget, resolveErrorCode } from './error-code';

const menu = menuItem;

describe('resolveErrorCode', () => {
  it('prefers the query code, then the data code, then the status', () => {
    expect(resolveErrorCode({ query: '404', dataCode: 1001, status: 500 })).toBe(404);
    expect(resolveErrorCode({ query: null, dataCode: 1001, status: 500 })).toBe(1001);
    expect(resolveErrorCode({ dataCode: undefined, status: 500 })).toBe(500);
  });

  it('accepts numeric strings from any source', () => {
    expect(resolveErrorCode({ dataCode: '1004' })).toBe(1004);
    expect(resolveErrorCode({ status: '503' })).toBe(503);
  });

  it('is 0 when no source carries a code', () => {
    expect(resolveErrorCode({})).toBe(0);
    expect(resolveErrorCode({ query: null, dataCode: null, status: undefined })).toBe(0);
    expect(resolveErrorCode({ query: '', dataCode: '', status: '' })).toBe(0);
  });

  it('skips empty and non-numeric candidates and moves on to the next source', () => {
    expect(resolveErrorCode({ query: '', dataCode: 1001 })).toBe(1001);
    expect(resolveErrorCode({ query: 'abc', dataCode: 1001, status: 500 })).toBe(1001);
    expect(resolveErrorCode({ query: 'abc', dataCode: 'oops', status: 500 })).toBe(500);
    expect(resolveErrorCode({ query: '12.5', dataCode: { code: 1 }, status: 404 })).toBe(404);
    expect(resolveErrorCode({ query: 'abc', dataCode: 'x', status: 'y' })).toBe(0);
  });
});

describe('errorKind', () => {
  it('maps 404 to not-found', () => {
    expect(errorKind(404)).toBe('not-found');
  });

  it.each([1001, 1004, 1500, 1999])('maps %i to no-auth', (code) => {
    expect(errorKind(code)).toBe('no-auth');
  });

  it.each([0, 500, 1000, 2000, 403, 401])('maps %i to service (range bounds are exclusive)', (code) => {
    expect(errorKind(code)).toBe('service');
  });
});

describe('defaultErrorMessage', () => {
  it('has a dedicated message for 1004 (no menu at all)', () => {
    expect(defaultErrorMessage(1004)).toBe('暂无可访问的菜单或页面，请联系管理员开通权限');
  });

  it('uses the message of the kind otherwise', () => {
    expect(defaultErrorMessage(404)).toBe('抱歉，您访问的页面不存在');
    expect(defaultErrorMessage(1001)).toBe('您暂无权限访问该页面，请联系管理员申请');
    expect(defaultErrorMessage(1999)).toBe('您暂无权限访问该页面，请联系管理员申请');
    expect(defaultErrorMessage(500)).toBe('服务异常，请稍后再试');
    expect(defaultErrorMessage(0)).toBe('服务异常，请稍后再试');
    expect(defaultErrorMessage(2000)).toBe('服务异常，请稍后再试');
  });
});

describe('errorLogoutTarget', () => {
  const home = menu({ path: '/home', link: '/home' });
  const serviceHall = menu({ path: '/service-hall', link: '/service-hall' });
  const customIframe = menu({
    pageNavigationId: 7,
    isDefault: 0,
    isFrame: 1,
    link: 'https://partner.example.com/app',
    path: '/iframe?pageNavigationId=7',
  });
  const customOutside = menu({
    pageNavigationId: 8,
    isDefault: 0,
    link: 'https://partner.example.com/other',
    path: '/outside-chain?pageNavigationId=8',
  });
  // A built-in entry that happens to share a custom entry's id must not authorise /iframe.
  const builtInWithId9 = menu({ pageNavigationId: 9, isDefault: 1, path: '/news', link: '/news' });
  const openMenus = [home, serviceHall, customIframe, customOutside, builtInWithId9];
  const mobileMenus = [menu({ path: '/mobile/work' }), menu({ path: '/mobile/home' })];

  const desktop = (redirect: string | null, menus: MenuItem[] = openMenus) =>
    errorLogoutTarget({ mobile: false, redirect, openMenus: menus, mobileMenus });

  describe('on mobile', () => {
    it('goes to the first mobile menu path, whatever the redirect', () => {
      expect(errorLogoutTarget({ mobile: true, redirect: '/home', openMenus, mobileMenus })).toBe('/mobile/work');
      expect(errorLogoutTarget({ mobile: true, redirect: null, openMenus, mobileMenus })).toBe('/mobile/work');
    });

    it('falls back to /mobile without mobile menus', () => {
      expect(errorLogoutTarget({ mobile: true, redirect: '/home', openMenus, mobileMenus: [] })).toBe('/mobile');
    });
  });

  describe('on desktop', () => {
    it('keeps an /iframe or /outside-chain redirect whose id is a custom open menu entry', () => {
      expect(desktop('/iframe?pageNavigationId=7')).toBe('/iframe?pageNavigationId=7');
      expect(desktop('/outside-chain?pageNavigationId=8')).toBe('/outside-chain?pageNavigationId=8');
    });

    it('drops an /iframe redirect with an unknown, missing or built-in id', () => {
      expect(desktop('/iframe?pageNavigationId=77')).toBe('/');
      expect(desktop('/iframe')).toBe('/');
      expect(desktop('/iframe?pageNavigationId=')).toBe('/');
      expect(desktop('/iframe?pageNavigationId=9')).toBe('/');
      expect(desktop('/outside-chain?pageNavigationId=9')).toBe('/');
      expect(desktop('/iframe?pageNavigationId=7', [home, serviceHall])).toBe('/');
    });

    it('keeps a built-in path that is in the open menu, with its query', () => {
      expect(desktop('/home')).toBe('/home');
      expect(desktop('/service-hall')).toBe('/service-hall');
      expect(desktop('/service-hall?tab=2')).toBe('/service-hall?tab=2');
    });

    it('drops a path that is not in the open menu', () => {
      expect(desktop('/admin')).toBe('/');
      expect(desktop('/unknown/page')).toBe('/');
      expect(desktop('/home', [serviceHall])).toBe('/');
      expect(desktop('/home', [])).toBe('/');
    });

    it.each([
      ['null', null],
      ['empty', ''],
      ['protocol-relative', '//evil.com'],
      ['protocol-relative with a menu path', '//evil.com/home'],
      ['backslash', '/\\evil.com'],
      ['backslash with a menu path', '/\\evil.com/home'],
      ['absolute URL', 'https://evil.com'],
      ['absolute URL with a menu path', 'https://evil.com/home'],
      ['javascript URL', 'javascript:alert(1)'],
      ['relative path', 'home'],
    ])('refuses a %s redirect', (_name, redirect) => {
      expect(desktop(redirect)).toBe('/');
    });

    // The URL parser drops tabs and newlines, so '/\t/evil.com' is '//evil.com' to the browser.
    it.each([
      ['tab', '/\t/evil.com/iframe?pageNavigationId=7'],
      ['newline', '/\n/evil.com/home'],
      ['carriage return', '/\r/evil.com/outside-chain?pageNavigationId=8'],
      ['tab before a backslash', '/\t\\evil.com/home'],
    ])('refuses a redirect to another host hidden by a %s', (_name, redirect) => {
      expect(desktop(redirect)).toBe('/');
    });
  });
});

describe('errorHomeTarget', () => {
  const openMenus = [menu({ path: '/service-hall', link: '/service-hall' }), menu({ path: '/home', link: '/home' })];
  const mobileMenus = [menu({ path: '/mobile/work' })];

  it("leads to the first entry of the screen's site", () => {
    expect(errorHomeTarget({ site: 'desktop', openMenus, mobileMenus, signedIn: true })).toBe('/service-hall');
    expect(errorHomeTarget({ site: 'mobile', openMenus, mobileMenus, signedIn: false })).toBe('/mobile/work');
    expect(errorHomeTarget({ site: undefined, openMenus, mobileMenus, signedIn: false })).toBe('/service-hall');
  });

  it('has no home for a signed-in user without any menu entry (1004), but a guest always has the root', () => {
    expect(errorHomeTarget({ site: 'desktop', openMenus: [], mobileMenus: [], signedIn: true })).toBeNull();
    expect(errorHomeTarget({ site: 'mobile', openMenus: [], mobileMenus: [], signedIn: true })).toBeNull();
    expect(errorHomeTarget({ site: 'desktop', openMenus: [], mobileMenus: [], signedIn: false })).toBe('/');
    expect(errorHomeTarget({ site: 'mobile', openMenus: [], mobileMenus: [], signedIn: false })).toBe('/mobile');
  });
});
