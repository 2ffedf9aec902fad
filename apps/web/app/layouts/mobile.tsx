import { useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/mobile';
import { isGuestUser, type Bootstrap } from '../shared/bootstrap/bootstrap';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { useIdleWatch, useNavigationRenewsOperateTime } from '../shared/session/idle';
import { useBridgeScript } from '../shared/device/use-bridge-script';
import { useViewportRules } from '../shared/device/use-viewport';
import { useVisitReport } from '../shared/device/use-visit-report';
import { RouteErrorScreen } from '../features/error/route-error-screen';
import { Assistant } from '../features/assistant/assistant';
import { MobileShell } from './mobile-parts/mobile-shell';
import { KeptOutlets } from './mobile-parts/kept-outlets';
import { usePageOptions } from '../shared/mobile-page/page-options';
import './mobile.css';
import '../shared/care/care-common.css';
import '../shared/care/care-mobile.css';

/** The mobile guard of spec §5, on the server (SSR and data requests) and on client navigations. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('mobile')];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('mobile')];

/**
 * Mobile pages: antd-mobile themed with the unit's colour, content above the bottom TabBar; pages are kept alive and
 * framed by the options declared beside their routes (ADR 028).
 */
export default function MobileLayout() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { key } = useLocation();
  useViewportRules(bootstrap);
  useVisitReport('mobile', bootstrap);
  useBridgeScript(bootstrap.unit.bridgeScriptUrl);
  const isGuest = isGuestUser(bootstrap.user);
  useNavigationRenewsOperateTime(key);
  useIdleWatch({ isGuest, hostInfo: bootstrap.hostInfo });
  const options = usePageOptions();

  return (
    <MobileShell bootstrap={bootstrap} options={options}>
      <KeptOutlets keepAlive={options.keepAlive !== false} />
      <Assistant site="mobile" bootstrap={bootstrap} />
    </MobileShell>
  );
}

/** A page that failed or does not exist: the error screen inside the mobile frame, in the unit's theme. */
export function ErrorBoundary() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <MobileShell bootstrap={bootstrap} options={usePageOptions()}>
      <RouteErrorScreen site="mobile" />
    </MobileShell>
  );
}
