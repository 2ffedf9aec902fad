import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createRoutesStub, Outlet } from 'react-router';
import type { QuickNavigation } from '@yizhan/contracts';

export interface RenderRouteOptions {
  /** The route path, e.g. '/home/special-services/details/:id'. */
  path: string;
  url: string;
  // Route components take their typed loader data as props; the stub hands it over at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  loaderData: unknown;
  userType?: 'GUEST' | 'STUDENT';
  quickNavigation?: QuickNavigation[];
  /** Extra routes beside the page, e.g. a probe for where a link leads. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  siblings?: { path: string; Component: ComponentType<any> }[];
}

/** Renders a desktop route with its loader data, under a root route carrying the visitor, inside antd's App. */
export function renderRoute({
  path,
  url,
  Component,
  loaderData,
  userType = 'GUEST',
  quickNavigation = [],
  siblings = [],
}: RenderRouteOptions) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        user: { userType },
        site: { title: '示范大学一站式服务大厅' },
        quickNavigation,
        mobileMenus: [],
      }),
      HydrateFallback: () => null,
      Component: () => (
        <ConfigProvider theme={{ token: { motion: false } }}>
          <AntdApp>
            <Outlet />
          </AntdApp>
        </ConfigProvider>
      ),
      children: [{ path: path.replace(/^\//, ''), Component, loader: () => loaderData }, ...siblings],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
