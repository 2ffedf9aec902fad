import { Link, Outlet, redirect, useLoaderData, useLocation, useRouteLoaderData } from 'react-router';
import { Breadcrumb, Button, Menu, Select } from 'antd';
import { ADMIN_UNIT_COOKIE, isMobileUserAgent, type AdminMe } from '@yizhan/contracts';
import type { Route } from './+types/console';
import type { Bootstrap } from '../shared/bootstrap/bootstrap';
import { AntdTheme } from '../shared/theme/desktop/antd-theme';
import { antdThemeCss } from '../shared/theme/desktop/antd-theme-css.server';
import { RouteErrorScreen } from '../features/error/route-error-screen';
import { consoleCaller, secondStepFirst, type ConsoleFrameData } from '../features/admin/console-data';
import { partOf, partsFor } from '../features/admin/console-menu';
import '../features/admin/admin.css';

/**
 * The console is kept in one blue whatever the unit's colour (operators move between units): antd's blue-7, dark
 * enough for white text and for links on white at 4.5:1 (WCAG AA).
 */
const CONSOLE_COLOUR = '#0958d9';

const isPhone = (request: Request) => isMobileUserAgent(request.headers.get('user-agent'));

/** A phone asking for a console page lands on /admin, which tells it to use a computer (no page's data is loaded). */
export const middleware: Route.MiddlewareFunction[] = [
  ({ request, url }, next) => {
    if (url.pathname !== '/admin' && isPhone(request)) throw redirect('/admin');
    return next();
  },
  // Before any page's data is asked for: a session that owes its second step gives it first (ADR 080).
  async ({ request, context, url }, next) => {
    if (!isPhone(request)) await secondStepFirst(context, url);
    return next();
  },
];

/** The console's caller and antd's colours; a phone gets the 「请在电脑上使用」 page instead. */
export async function loader({ request, context, url }: Route.LoaderArgs): Promise<ConsoleFrameData> {
  // A phone is told to use a computer before anything else: signing in there would lead nowhere.
  if (isPhone(request)) return { phone: true };
  const me = await consoleCaller(context, url);
  return { phone: false, me, antdThemeCss: antdThemeCss(CONSOLE_COLOUR) };
}

/** Switches the unit a platform administrator manages: kept in a cookie the API reads (ADR 069), then reloaded. */
function switchUnit(fid: number) {
  document.cookie = `${ADMIN_UNIT_COOKIE}=${fid}; path=/; samesite=lax`;
  window.location.assign('/admin');
}

function ConsoleHeader({ me }: { me: AdminMe }) {
  return (
    <header className="yz-admin__header">
      <Link to="/admin" className="yz-admin__brand">
        一站 · 管理后台
      </Link>
      <div className="yz-admin__unit">
        {me.units.length > 1 ? (
          <Select
            aria-label="切换管理的单位"
            value={me.unit.fid}
            onChange={switchUnit}
            options={me.units.map((unit) => ({ value: unit.fid, label: unit.name }))}
            style={{ minWidth: 220 }}
          />
        ) : (
          <span>{me.unit.name}</span>
        )}
      </div>
      <nav className="yz-admin__user" aria-label="账号">
        <span>
          {me.name}（{me.grants.map((grant) => grant.roleName).join('、')}）
        </span>
        <Link to="/">返回门户</Link>
        <Link to="/logout">退出登录</Link>
      </nav>
    </header>
  );
}

/** /admin: the console frame (issue 37 item 1) — side menu by role, breadcrumbs, the unit switcher. */
export default function ConsoleLayout() {
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (loaded.phone) return <PhoneNotice />;
  const { me, antdThemeCss } = loaded;
  const parts = partsFor(me.permissions);
  const current = partOf(pathname);
  return (
    <AntdTheme color={CONSOLE_COLOUR} themeCss={antdThemeCss}>
      <div className="yz-admin">
        <ConsoleHeader me={me} />
        <div className="yz-admin__body">
          <nav className="yz-admin__side" aria-label="管理后台菜单">
            <Menu
              mode="inline"
              selectedKeys={current ? [current.path] : []}
              items={parts.map((part) => ({ key: part.path, label: <Link to={part.path}>{part.label}</Link> }))}
            />
          </nav>
          <main className="yz-admin__main" id="main">
            <Breadcrumb
              items={[
                { title: <Link to="/admin">管理后台</Link> },
                ...(current && current.path !== '/admin' ? [{ title: current.label }] : []),
              ]}
            />
            <Outlet />
          </main>
        </div>
        <p className="yz-admin__narrow">请在电脑上使用管理后台（窗口宽度至少 1024 像素）。</p>
      </div>
    </AntdTheme>
  );
}

/** What a phone gets: the console needs a desktop's room. */
function PhoneNotice() {
  return (
    <main className="yz-admin-phone">
      <h1>请在电脑上使用管理后台</h1>
      <p>管理后台的表格和编辑器需要电脑屏幕，请在电脑浏览器中打开本页。</p>
      <Button href="/mobile">返回门户首页</Button>
    </main>
  );
}

/** A refused or failed console page: the error screen (403 暂无权限, 404, 500) in the site's plain frame. */
export function ErrorBoundary() {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  return (
    <AntdTheme color={bootstrap?.site.color ?? CONSOLE_COLOUR}>
      <RouteErrorScreen site="desktop" />
    </AntdTheme>
  );
}
