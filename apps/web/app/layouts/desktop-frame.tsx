import { Outlet, redirect, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import { isMobileUserAgent } from '@yizhan/contracts';
import type { Route } from './+types/desktop-frame';
import { getBootstrap, isGuestUser, type Bootstrap } from '../shared/bootstrap/bootstrap';
import { useIdleWatch, useNavigationRenewsOperateTime } from '../shared/session/idle';
import { AntdApp, DesktopFeedback } from '../shared/ui/desktop/feedback';
import { mobileHome } from '../shared/device/device';
import { useViewportRules } from '../shared/device/use-viewport';
import { useVisitReport } from '../shared/device/use-visit-report';
import { themeVars } from '../shared/theme/theme-vars';
import { guardClientMiddleware, guardMiddleware } from '../shared/session/guard-middleware';
import { AntdTheme } from '../shared/theme/desktop/antd-theme';
import { antdThemeCss } from '../shared/theme/desktop/antd-theme-css.server';
import { DefaultLayout } from './default';
import { Pctpl2Layout } from './pctpl2';
import { Pctpl4Layout } from './pctpl4';
import { desktopFrameFor } from './templates';
import './desktop.css';

/** The desktop route guard of spec §5, on the server (SSR and data requests) and on client navigations. */
export const middleware: Route.MiddlewareFunction[] = [guardMiddleware('desktop')];
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [guardClientMiddleware('desktop')];

/**
 * A phone asking for a desktop page goes to the first mobile menu link (server-side, before any render); a desktop
 * visitor gets the CSS variables of the unit's colour for antd (ADR 021).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isMobileUserAgent(request.headers.get('user-agent'))) throw redirect(mobileHome(bootstrap.mobileMenus));
  return { antdThemeCss: antdThemeCss(bootstrap.site.color) };
}

const frames = { default: DefaultLayout, pctpl2: Pctpl2Layout, pctpl4: Pctpl4Layout };

/** Desktop pages: antd themed with the unit's colour, inside the frame of the unit's template. */
export default function DesktopFrame() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { antdThemeCss } = useLoaderData<typeof loader>();
  useViewportRules(bootstrap);
  useVisitReport('desktop', bootstrap);
  useNavigationRenewsOperateTime(useLocation().key);
  useIdleWatch({ isGuest: isGuestUser(bootstrap.user), hostInfo: bootstrap.hostInfo });
  const Frame = frames[desktopFrameFor(bootstrap.unit.template)];
  return (
    <div className="yz-desktop" style={themeVars(bootstrap)}>
      <AntdTheme color={bootstrap.site.color} themeCss={antdThemeCss}>
        <AntdApp>
          <DesktopFeedback />
          <Frame bootstrap={bootstrap}>
            <Outlet />
          </Frame>
        </AntdApp>
      </AntdTheme>
    </div>
  );
}
