import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { createRoutesStub } from 'react-router';

/** Renders a mobile route with its loader data under a root route carrying the visitor. */
export function renderMobileRoute({
  path,
  url,
  Component,
  loaderData,
  user = { userType: 'GUEST' },
}: {
  path: string;
  url: string;
  // Route components take their typed loader data as props; the stub hands it over at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  loaderData: unknown;
  /** The visitor (a guest unless given). */
  user?: Record<string, unknown>;
}) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({
        user,
        site: { title: '示范大学一站式服务大厅' },
        quickNavigation: [],
        unit: { mobileTabsWorkAndMineOnly: false },
        openMenus: [],
        mobileMenus: [
          { pageNavigationId: 1, name: '首页', path: '/mobile/home' },
          { pageNavigationId: 2, name: '办事', path: '/mobile/work' },
        ],
      }),
      HydrateFallback: () => null,
      children: [{ path: path.replace(/^\//, ''), Component, loader: () => loaderData }],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
