import { describe, expect, it } from 'vitest';
import { menuItem } from '../testing/menu-item';
import { desktopHome, deviceRedirect, firstMenuPath, isMobilePath, isMobileWidth, mobileHome } from './device';

const menu = menuItem;

describe('isMobileWidth', () => {
  it('treats 900 px and below as mobile and above 900 px as desktop', () => {
    expect(isMobileWidth(320)).toBe(true);
    expect(isMobileWidth(899)).toBe(true);
    expect(isMobileWidth(900)).toBe(true);
    expect(isMobileWidth(901)).toBe(false);
    expect(isMobileWidth(1920)).toBe(false);
  });
});

describe('isMobilePath', () => {
  it('accepts /mobile and paths below it', () => {
    expect(isMobilePath('/mobile')).toBe(true);
    expect(isMobilePath('/mobile/')).toBe(true);
    expect(isMobilePath('/mobile/home')).toBe(true);
    expect(isMobilePath('/mobile/service-hall/details/5')).toBe(true);
  });

  it('rejects desktop paths, including ones that merely start with "mobile"', () => {
    expect(isMobilePath('/')).toBe(false);
    expect(isMobilePath('/home')).toBe(false);
    expect(isMobilePath('/mobilex')).toBe(false);
    expect(isMobilePath('/mobile-app')).toBe(false);
    expect(isMobilePath('/news/mobile')).toBe(false);
    expect(isMobilePath('mobile')).toBe(false);
  });
});

describe('home targets', () => {
  it('desktopHome is the first open menu path, else /', () => {
    expect(desktopHome([menu({ path: '/news' }), menu({ path: '/home' })])).toBe('/news');
    expect(desktopHome([])).toBe('/');
  });

  it('mobileHome is the first mobile menu path, else /mobile', () => {
    expect(mobileHome([menu({ path: '/mobile/work' }), menu({ path: '/mobile/home' })])).toBe('/mobile/work');
    expect(mobileHome([])).toBe('/mobile');
  });

  it('firstMenuPath returns the given fallback for no menus', () => {
    expect(firstMenuPath([], '/fallback')).toBe('/fallback');
    expect(firstMenuPath([menu({ path: '/a' })], '/fallback')).toBe('/a');
  });
});

describe('deviceRedirect', () => {
  const menus = {
    openMenus: [menu({ path: '/home' }), menu({ path: '/news' })],
    mobileMenus: [menu({ path: '/mobile/home' }), menu({ path: '/mobile/work' })],
  };
  const noMenus = { openMenus: [], mobileMenus: [] };

  it('sends a desktop path at mobile width to the mobile home', () => {
    expect(deviceRedirect('/home', 390, menus)).toBe('/mobile/home');
    expect(deviceRedirect('/', 900, menus)).toBe('/mobile/home');
    expect(deviceRedirect('/news', 900, noMenus)).toBe('/mobile');
  });

  it('sends a mobile path at desktop width to the desktop home', () => {
    expect(deviceRedirect('/mobile/home', 1440, menus)).toBe('/home');
    expect(deviceRedirect('/mobile', 901, menus)).toBe('/home');
    expect(deviceRedirect('/mobile/work', 1280, noMenus)).toBe('/');
  });

  it('returns null when the path already fits the width', () => {
    expect(deviceRedirect('/home', 901, menus)).toBeNull();
    expect(deviceRedirect('/', 1920, menus)).toBeNull();
    expect(deviceRedirect('/mobile/home', 900, menus)).toBeNull();
    expect(deviceRedirect('/mobile', 375, noMenus)).toBeNull();
  });
});
