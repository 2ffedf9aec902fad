import { Outlet, useRouteLoaderData } from 'react-router';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { themeVars } from '../shared/theme/theme-vars';
import './view.css';

/** Login, auth and plain pages: no header or menu, only the unit's colours; each page brings its own UI kit. */
export default function ViewLayout() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  return (
    <main id="main" className="yz-view" style={themeVars(bootstrap)}>
      <Outlet />
    </main>
  );
}
