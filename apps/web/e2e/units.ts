// The demo units seeded on first start (apps/api/src/seed), as the browser tests expect to see them.

export interface DemoUnit {
  host: string;
  title: string;
  /** Theme colour (site colour): --yz-color-primary on desktop, --adm-color-primary on mobile. */
  color: string;
  /** Header background (global config topBackground). */
  headerBackground: string;
  /**
   * The open menu a guest sees (entries that need sign-in are not offered to guests, nor entries whose page is still
   * being built).
   */
  menus: string[];
  /** The mobile menu grid a guest sees. */
  mobileMenus: string[];
  /** Bottom TabBar for a guest. */
  tabs: string[];
}

export const university: DemoUnit = {
  host: 'localhost',
  title: '示范大学一站式服务大厅',
  color: '#1a4f9c',
  headerBackground: '#1a4f9c',
  menus: ['首页', '服务大厅', '业务系统', '新闻资讯', '信息中心', '校园地图', '图书馆'],
  mobileMenus: ['通知公告', '搜索'],
  tabs: ['首页', '资讯', '办事'],
};

export const government: DemoUnit = {
  host: 'gov.localhost',
  title: '示范市政务服务网',
  color: '#c0392b',
  headerBackground: '#b3261e',
  menus: ['首页', '办事服务', '部门系统', '政务公开', '通知公告', '三张清单', '国家政务服务平台'],
  mobileMenus: ['搜索', '三张清单'],
  // The TabBar takes the names of the unit's mobile menu entries (ADR 074).
  tabs: ['首页', '政务公开', '办事'],
};

/** The test server's port, from the project's baseURL. */
export const portOf = (baseURL: string | undefined): string => new URL(baseURL ?? 'http://localhost:3210').port;

/**
 * A page on a unit's own host name, on the test server's port. Chromium resolves *.localhost to loopback by
 * itself; Node (page.request / request) does not, so API requests use {@link hostHeaders} instead.
 */
export const unitUrl = (baseURL: string | undefined, host: string, path = '/'): string =>
  `http://${host}:${portOf(baseURL)}${path}`;

/** Headers that make a request to baseURL answer as the given host. */
export const hostHeaders = (baseURL: string | undefined, host: string): Record<string, string> => ({
  host: `${host}:${portOf(baseURL)}`,
});

/** '#1a4f9c' → 'rgb(26, 79, 156)', the form getComputedStyle reports colours in. */
export function rgb(hex: string): string {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
