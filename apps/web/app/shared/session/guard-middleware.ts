import { data, redirect, type RouterContextProvider } from 'react-router';
import { getBootstrap, isGuestUser, type Bootstrap } from '../bootstrap/bootstrap';
import { rememberedBootstrap } from '../bootstrap/client-bootstrap';
import { routeMiddleware, type GuardDecision } from './guards';
import { unguardedRouteIds } from './route-access';
import { routeIdByPattern } from './route-patterns';

type Guard = 'desktop' | 'mobile';

/** 修改密码 of each site: where a user whose password an administrator set is sent first (ADR 079). */
export const PASSWORD_PAGES: Readonly<Record<Guard, string>> = {
  desktop: '/personal-center/password',
  mobile: '/mobile/personal-center/password',
};

function decide(guard: Guard, pattern: string, url: URL, bootstrap: Bootstrap): GuardDecision {
  const target = {
    // React Router joins the matched route paths without a leading slash ('service-hall/details/:id').
    routeId: routeIdByPattern.get(`/${pattern.replace(/^\/+/, '')}`) ?? `unknown:${pattern}`,
    pathname: url.pathname,
    search: url.search,
    isGuest: isGuestUser(bootstrap.user),
  };
  // Before the menus: until the password is the user's own, the change page (and signing in and out) is all there is.
  if (bootstrap.user.mustChangePassword && !unguardedRouteIds.has(target.routeId)) {
    return { kind: 'redirect', to: PASSWORD_PAGES[guard] };
  }
  if (guard === 'desktop') return routeMiddleware('desktop')({ ...target, openMenus: bootstrap.openMenus });
  return routeMiddleware('mobile')({ ...target, mobileMenus: bootstrap.mobileMenus, hostMenus: bootstrap.openMenus });
}

/** Carries out a guard's decision: a redirect, or the not-found view with HTTP 404. */
function enforce(decision: GuardDecision) {
  if (decision.kind === 'login' || decision.kind === 'redirect') throw redirect(decision.to);
  if (decision.kind === 'not-found') throw data({ code: 404, msg: '页面不存在' }, { status: 404 });
}

/** The route guard on the server: runs for every page and data request during SSR (spec §5). */
export const guardMiddleware =
  (guard: Guard) =>
  async (
    { context, url, pattern }: { context: Readonly<RouterContextProvider>; url: URL; pattern: string },
    next: () => Promise<Response>,
  ) => {
    enforce(decide(guard, pattern, url, await getBootstrap(context)));
    return next();
  };

/** The same guard in the browser, on client-side navigations (with the menus the page rendered with). */
export const guardClientMiddleware =
  (guard: Guard) =>
  async ({ url, pattern }: { url: URL; pattern: string }, next: () => Promise<unknown>) => {
    const bootstrap = rememberedBootstrap();
    if (bootstrap) enforce(decide(guard, pattern, url, bootstrap));
    await next();
  };
