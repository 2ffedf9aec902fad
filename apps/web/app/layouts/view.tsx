import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/view';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { themeVars } from '../shared/theme/theme-vars';
import './view.css';

// The desktop guard skips the login-type pages and /mobile/no-permission; it guards campus-infos.
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('desktop')];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('desktop')];

/** Login, auth and plain pages: no header or menu, only the unit's colours; each page brings its own UI kit. */
export default function ViewLayout() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <main id="main" className="yz-view" style={themeVars(bootstrap)}>
      <Outlet />
    </main>
  );
}
