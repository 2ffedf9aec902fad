import type { MenuItem } from '@yizhan/contracts';
import { desktopRouteAccess, mobileRouteAccess } from './route-access';

/** What a route guard decided: open the page, show not-found, sign in first, or go elsewhere. */
export type GuardDecision =
  { kind: 'allow' } | { kind: 'not-found' } | { kind: 'login'; to: string } | { kind: 'redirect'; to: string };

/** The page being opened and who opens it. */
export interface GuardTarget {
  /** The leaf route id of app/routes.ts. */
  routeId: string;
  pathname: string;
  /** The query string with its leading '?', or ''. */
  search: string;
  isGuest: boolean;
}

export interface DesktopGuardInput extends GuardTarget {
  /** The open (desktop) menu, already filtered for this visitor by the server. */
  openMenus: readonly MenuItem[];
}

export interface MobileGuardInput extends GuardTarget {
  mobileMenus: readonly MenuItem[];
  /** The open (desktop) menu, which also tells whether news, work or business systems exist (spec §2). */
  hostMenus?: readonly MenuItem[];
}

/** The error screen's code for "no accessible menu or page" (spec §8). */
export const NO_ACCESS_CODE = 1004;
/** Where a signed-in mobile user goes for a page the mobile menu does not offer (spec §5). */
export const MOBILE_NO_PERMISSION_PATH = '/mobile/no-permission';

const allow: GuardDecision = { kind: 'allow' };
const notFound: GuardDecision = { kind: 'not-found' };

type Place = Pick<GuardTarget, 'pathname' | 'search'>;
const returnTarget = ({ pathname, search }: Place) => encodeURIComponent(`${pathname}${search}`);
/** Where a guest signs in to come back to `target` (spec §5): /login on the desktop site, /mobile-login on the phone. */
export const loginPath = (site: 'desktop' | 'mobile', target: Place): string =>
  `${site === 'mobile' ? '/mobile-login' : '/login'}?redirect=${returnTarget(target)}`;
const desktopLogin = (target: GuardTarget): GuardDecision => ({ kind: 'login', to: loginPath('desktop', target) });
const mobileLogin = (target: GuardTarget): GuardDecision => ({ kind: 'login', to: loginPath('mobile', target) });
const noAccess = (target: GuardTarget): GuardDecision => ({
  kind: 'redirect',
  to: `/error?code=${NO_ACCESS_CODE}&redirect=${returnTarget(target)}`,
});

const builtInEntry = (menus: readonly MenuItem[], link: string) =>
  menus.find((menu) => menu.isDefault === 1 && menu.link === link);

/** The pageNavigationId of the query when it is a plain non-negative integer; anything else matches no entry. */
function queryNavigationId(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('pageNavigationId');
  return raw !== null && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

/**
 * The desktop route guard of spec §5: login-type routes and /mobile/no-permission pass; an unknown route is not
 * found; a guest whose owning entry is missing or needs sign-in goes to /login with the path to come back to; a
 * signed-in user without a matching entry goes to /error?code=1004.
 */
export function desktopGuard(input: DesktopGuardInput): GuardDecision {
  const access = desktopRouteAccess.get(input.routeId);
  if (!access) return notFound;
  if (access.kind === 'skip') return allow;
  const refuse = input.isGuest ? desktopLogin(input) : noAccess(input);
  switch (access.kind) {
    case 'search':
      return input.openMenus.length > 0 ? allow : refuse;
    case 'custom': {
      // The id must name a custom entry of the same kind: an iframe entry never opens as an outside chain, or back.
      const id = queryNavigationId(input.search);
      const entry = input.openMenus.find(
        (menu) => menu.isDefault === 0 && menu.isFrame === access.isFrame && menu.pageNavigationId === id,
      );
      if (!entry) return refuse;
      return input.isGuest && entry.isLogin === 1 ? refuse : allow;
    }
    case 'menu': {
      const entry = access.links.map((link) => builtInEntry(input.openMenus, link)).find(Boolean);
      if (!entry) return refuse;
      return input.isGuest && entry.isLogin === 1 ? refuse : allow;
    }
  }
}

/** Built-in links that stand for news, work and business systems on either site (spec §2 mobile menu). */
const contentLinks = ['/mobile/news', '/news', '/mobile/work', '/service-hall', '/business-system'];

/** True when neither menu has a built-in news, work (service hall) or business-system entry. */
export function hasNoContentEntries(menus: readonly MenuItem[]): boolean {
  return !menus.some((menu) => menu.isDefault === 1 && contentLinks.includes(menu.link));
}

/**
 * The mobile guard of spec §5: a guest signs in at /mobile-login when the page is not in the mobile menu, needs
 * sign-in, or the unit has no news, work and business system at all; a signed-in user asking for a page the
 * mobile menu does not offer goes to /mobile/no-permission. /mobile and the no-permission page pass.
 */
export function mobileGuard(input: MobileGuardInput): GuardDecision {
  const access = mobileRouteAccess.get(input.routeId);
  if (!access) return notFound;
  if (access.kind === 'skip') return allow;
  // The page asked for goes along: the no-permission dialog names it (spec §6, §8).
  const refuse = input.isGuest
    ? mobileLogin(input)
    : { kind: 'redirect' as const, to: `${MOBILE_NO_PERMISSION_PATH}?redirect=${returnTarget(input)}` };
  if (input.isGuest && hasNoContentEntries([...input.mobileMenus, ...(input.hostMenus ?? [])])) return refuse;
  const entry = access.links.map((link) => builtInEntry(input.mobileMenus, link)).find(Boolean);
  if (!entry) {
    return access.kind === 'search' && input.mobileMenus.length > 0 ? allow : refuse;
  }
  return input.isGuest && entry.isLogin === 1 ? refuse : allow;
}

const middlewares = { desktop: desktopGuard, mobile: mobileGuard };

/** The route middleware registered under `name`; any other name is a programming error (spec §5). */
export function routeMiddleware(name: 'desktop'): typeof desktopGuard;
export function routeMiddleware(name: 'mobile'): typeof mobileGuard;
export function routeMiddleware(name: string): typeof desktopGuard | typeof mobileGuard;
export function routeMiddleware(name: string): typeof desktopGuard | typeof mobileGuard {
  if (!Object.hasOwn(middlewares, name)) throw new Error('Unknown route middleware');
  return middlewares[name as keyof typeof middlewares];
}
