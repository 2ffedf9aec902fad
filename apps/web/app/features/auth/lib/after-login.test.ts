import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../shared/testing/menu-item';
import { afterLoginTarget, NO_MENU_TARGET, signedInLoginTarget } from './after-login';

const menus = [menuItem({ pageNavigationId: 1, link: '/home', path: '/home' }), menuItem({ pageNavigationId: 2 })];
const noConfig = { loginRedirectType: '0' as const, redirectNavigation: '' };
const base = { redirect: null, loginRedirect: noConfig, menus, host: 'localhost' };

describe('afterLoginTarget', () => {
  it('sends a user without any menu entry to the error screen, whatever the redirect', () => {
    expect(afterLoginTarget({ ...base, menus: [], redirect: '/personal-center' })).toBe(NO_MENU_TARGET);
  });

  it('prefers the redirect parameter', () => {
    expect(afterLoginTarget({ ...base, redirect: '/personal-center?tab=1' })).toBe('/personal-center?tab=1');
    expect(afterLoginTarget({ ...base, redirect: 'http://localhost:3000/news' })).toBe('http://localhost:3000/news');
  });

  it('then the configured login-redirect page, then the first menu entry', () => {
    const configured = { loginRedirectType: '1' as const, redirectNavigation: '/service-hall' };
    expect(afterLoginTarget({ ...base, loginRedirect: configured })).toBe('/service-hall');
    expect(afterLoginTarget({ ...base, loginRedirect: { ...configured, loginRedirectType: '0' } })).toBe('/home');
  });

  it.each(['//evil.com', '/\\evil.com', 'https://evil.com/', 'javascript:alert(1)', 'https://x@evil.com', '/login'])(
    'never follows %s',
    (redirect) => {
      expect(afterLoginTarget({ ...base, redirect })).toBe('/home');
    },
  );
});

describe('signedInLoginTarget', () => {
  it('goes on to a usable redirect, else home (the first menu entry), else the error screen', () => {
    const input = { menus, host: 'localhost' };
    expect(signedInLoginTarget({ ...input, redirect: '/service-hall?x=1' })).toBe('/service-hall?x=1');
    expect(signedInLoginTarget({ ...input, redirect: null })).toBe('/home');
    expect(signedInLoginTarget({ ...input, redirect: 'https://evil.com/' })).toBe('/home');
    expect(signedInLoginTarget({ ...input, redirect: '/login?redirect=/home' })).toBe('/home');
    expect(signedInLoginTarget({ ...input, menus: [], redirect: '/home' })).toBe(NO_MENU_TARGET);
  });
});
