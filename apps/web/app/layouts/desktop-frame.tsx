import { Outlet, redirect, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import { isMobileUserAgent } from '@yizhan/contracts';
import type { Route } from './+types/desktop-frame';
import { getBootstrap, isGuestUser, type Bootstrap } from '../shared/bootstrap/bootstrap';
import { useIdleWatch, useNavigationRenewsOperateTime } from '../shared/session/idle';
import { mobileHome } from '../shared/device/device';
import { useViewportRules } from '../shared/device/use-viewport';
import { useVisitReport } from '../shared/device/use-visit-report';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { antdThemeCss } from '../shared/theme/desktop/antd-theme-css.server';
import { RouteErrorScreen } from '../features/error/route-error-screen';
import { Assistant } from '../features/assistant/assistant';
import { DesktopShell } from './parts/desktop-shell';
import './desktop.css';
import '../shared/care/care-common.css';
import '../shared/care/care-desktop.css';

/** The desktop route guard of spec §5, on the server (SSR and data requests) and on client navigations. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('desktop')];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('desktop')];

/**
 * A phone asking for a desktop page goes to the first mobile menu link (server-side, before any render); a desktop
 * visitor gets the CSS variables of the unit's colour for antd (ADR 021).
 */
export async function loader({ request, context, pattern, url }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isMobileUserAgent(request.headers.get('user-agent'))) {
    // A page neither site has: the mobile site's not-found screen, in the mobile frame.
    const unknownPath = pattern.replace(/^\/+/, '') === '*';
    throw redirect(unknownPath ? `/mobile${url.pathname}` : mobileHome(bootstrap.mobileMenus));
  }
  return { antdThemeCss: antdThemeCss(bootstrap.site.color) };
}

/** Desktop pages: antd themed with the unit's colour, inside the frame of the unit's template. */
export default function DesktopFrame() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { antdThemeCss } = useLoaderData<typeof loader>();
  useViewportRules(bootstrap);
  useVisitReport('desktop', bootstrap);
  useNavigationRenewsOperateTime(useLocation().key);
  useIdleWatch({ isGuest: isGuestUser(bootstrap.user), hostInfo: bootstrap.hostInfo });
  return (
    <DesktopShell bootstrap={bootstrap} themeCss={antdThemeCss}>
      <Outlet />
      <Assistant site="desktop" bootstrap={bootstrap} />
    </DesktopShell>
  );
}

/** A page that failed or does not exist: the error screen inside the same frame, in the unit's theme. */
export function ErrorBoundary() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const frame = useRouteLoaderData<typeof loader>('layouts/desktop-frame');
  return (
    <DesktopShell bootstrap={bootstrap} themeCss={frame?.antdThemeCss}>
      <RouteErrorScreen site="desktop" />
    </DesktopShell>
  );
}
