import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/view';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { themeVars } from '../shared/theme/theme-vars';
import { useViewportScale } from '../shared/device/use-viewport-scale';
import { FlashNotice } from '../shared/ui/flash-notice';
import { SkipLink } from '../shared/ui/skip-link';
import { signedInAwayFromLogin } from '../features/auth/api/signed-in-away';
import { RouteErrorScreen } from '../features/error/route-error-screen';
import './view.css';
// The sign-in pages in the care mode too (ADR 084): an older visitor signs in in large type.
import '../shared/care/care-common.css';
import '../shared/care/care-desktop.css';
import '../shared/care/care-mobile.css';

// The desktop guard skips the login-type pages and /mobile/no-permission; it guards campus-infos. A signed-in visitor
// does not stay on a login page.
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('desktop'), signedInAwayFromLogin];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('desktop')];

/** Login, auth and plain pages: no header or menu, only the unit's colours; each page brings its own UI kit. */
export default function ViewLayout() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  useViewportScale();
  return (
    <>
      <SkipLink />
      <main id="main" className="yz-view" style={themeVars(bootstrap)}>
        <FlashNotice />
        <Outlet />
      </main>
    </>
  );
}

/** A page of this layout that failed: the error screen on the unit's colours. */
export function ErrorBoundary() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <main id="main" className="yz-view" style={themeVars(bootstrap)}>
      <RouteErrorScreen />
    </main>
  );
}
