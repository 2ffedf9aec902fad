import { isSafeRedirect, type LoginRedirect, type MenuItem } from '@yizhan/contracts';

/** The error screen for a user with no accessible menu or page (spec §4, §8). */
export const NO_MENU_TARGET = '/error?code=1004';

/** Login-type pages (spec §2, /api-login included): never where a sign-in ends. */
const loginPaths = [
  '/login',
  '/mobile-login',
  '/logout',
  '/auth-login',
  '/cas-login',
  '/api-login',
  '/passport-cookie-login',
  '/wechat-login',
];
const isLoginPath = (target: string) => loginPaths.some((path) => target === path || target.startsWith(`${path}?`));

export interface AfterLoginInput {
  /** The `redirect` parameter the login page was opened with. */
  redirect: string | null;
  loginRedirect: LoginRedirect;
  /** The signed-in user's menu for the terminal they signed in on. */
  menus: readonly MenuItem[];
  /** This site's host name: the only host a redirect may point to. */
  host: string;
}

/**
 * Where a user goes after signing in (spec §4 Session): nowhere but the error screen without any menu entry;
 * else the redirect parameter, else the configured login-redirect page (loginRedirectType '1'), else the first
 * menu entry. Every candidate must be a same-site target (A4); a login page never counts.
 */
export function afterLoginTarget({ redirect, loginRedirect, menus, host }: AfterLoginInput): string {
  const first = menus[0];
  if (!first) return NO_MENU_TARGET;
  const usable = (target: string | null | undefined): target is string =>
    !!target && isSafeRedirect(target, [host]) && !isLoginPath(target);
  if (usable(redirect)) return redirect;
  if (loginRedirect.loginRedirectType === '1' && usable(loginRedirect.redirectNavigation)) {
    return loginRedirect.redirectNavigation;
  }
  return first.path;
}

/**
 * Where the login page sends a visitor who is signed in already: the redirect parameter when it is a usable target
 * (the same checks as after a sign-in), else the first entry of their menu (the site's home), else the error screen.
 */
export function signedInLoginTarget(input: Omit<AfterLoginInput, 'loginRedirect'>): string {
  return afterLoginTarget({ ...input, loginRedirect: { loginRedirectType: '0', redirectNavigation: '' } });
}
