import { NO_AUTH_CODE_RANGE, type MenuItem } from '@yizhan/contracts';
import { desktopHome, mobileHome } from '../../../shared/device/device';

export type ErrorKind = 'not-found' | 'no-auth' | 'service';

/** The error code: query `code`, else the error's data code, else its status, else 0 (spec §8). */
export function resolveErrorCode(sources: { query?: string | null; dataCode?: unknown; status?: unknown }): number {
  for (const candidate of [sources.query, sources.dataCode, sources.status]) {
    if (candidate === null || candidate === undefined || candidate === '') continue;
    const code = Number(candidate);
    if (Number.isInteger(code)) return code;
  }
  return 0;
}

/** 404 is not found; codes strictly between 1000 and 2000 are no-authorisation; the rest are service errors. */
export function errorKind(code: number): ErrorKind {
  if (code === 404) return 'not-found';
  if (code > NO_AUTH_CODE_RANGE.above && code < NO_AUTH_CODE_RANGE.below) return 'no-auth';
  return 'service';
}

const defaultMessages: Record<ErrorKind, string> = {
  'not-found': '抱歉，您访问的页面不存在',
  'no-auth': '您暂无权限访问该页面，请联系管理员申请',
  service: '服务异常，请稍后再试',
};

/** The message shown for a code when the error carries none. */
export function defaultErrorMessage(code: number): string {
  if (code === 1004) return '暂无可访问的菜单或页面，请联系管理员开通权限';
  return defaultMessages[errorKind(code)];
}

const navigationIdOf = (path: string): string | null =>
  new URL(path, 'http://portal.invalid').searchParams.get('pageNavigationId');

/**
 * Where 退出登录 on the error screen leads (spec §8). Desktop: /iframe and /outside-chain redirects only when
 * their pageNavigationId is in the open menu; other paths only when they are in the open menu; else '/'.
 * Mobile: the first mobile menu link, else /mobile.
 */
export function errorLogoutTarget(input: {
  mobile: boolean;
  redirect: string | null;
  openMenus: MenuItem[];
  mobileMenus: MenuItem[];
}): string {
  if (input.mobile) return input.mobileMenus[0]?.path ?? '/mobile';
  const redirect = input.redirect ?? '';
  if (!redirect.startsWith('/') || new URL(redirect, 'http://portal.invalid').host !== 'portal.invalid') return '/';
  const pathname = new URL(redirect, 'http://portal.invalid').pathname;
  if (pathname === '/iframe' || pathname === '/outside-chain') {
    const id = navigationIdOf(redirect);
    const known = input.openMenus.some((menu) => menu.isDefault === 0 && String(menu.pageNavigationId) === id);
    return known ? redirect : '/';
  }
  return input.openMenus.some((menu) => menu.path === pathname) ? redirect : '/';
}

/**
 * Where 返回首页 on the error screen leads, or null when there is no home to go to: the home of the screen's site
 * (spec §2 home targets: the first menu entry). A signed-in user with no menu entry at all (1004) has none; a guest
 * always has the site's root, which the guards send on to a page open to guests or to sign-in.
 */
export function errorHomeTarget(input: {
  site: 'desktop' | 'mobile' | undefined;
  openMenus: MenuItem[];
  mobileMenus: MenuItem[];
  signedIn: boolean;
}): string | null {
  const menus = input.site === 'mobile' ? input.mobileMenus : input.openMenus;
  if (menus.length === 0) return input.signedIn ? null : input.site === 'mobile' ? '/mobile' : '/';
  return input.site === 'mobile' ? mobileHome(menus) : desktopHome(menus);
}
