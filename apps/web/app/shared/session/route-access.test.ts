import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import { desktopRouteAccess, mobileRouteAccess } from './route-access';

interface RouteEntry {
  id?: string;
  file: string;
  index?: boolean;
  path?: string;
  children?: RouteEntry[];
}
// React Router names a route without an explicit id after its file.
const idOf = (route: RouteEntry) => route.id ?? route.file.replace(/\.[jt]sx?$/, '');
const childrenOf = (layoutFile: string) =>
  ((routes as RouteEntry[]).find((route) => route.file === layoutFile)?.children ?? []).map(idOf);

describe('every route of app/routes.ts has an access rule', () => {
  it('desktop frame and view pages', () => {
    const ids = [...childrenOf('layouts/desktop-frame.tsx'), ...childrenOf('layouts/view.tsx')];
    expect(ids.length).toBeGreaterThan(20);
    expect(ids.filter((id) => !desktopRouteAccess.has(id))).toEqual([]);
  });

  it('mobile pages', () => {
    const ids = childrenOf('layouts/mobile.tsx');
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.filter((id) => !mobileRouteAccess.has(id))).toEqual([]);
  });

  it('top-level plumbing routes', () => {
    const ids = (routes as RouteEntry[]).filter((route) => !route.children && route.path !== '*').map(idOf);
    expect(ids.filter((id) => desktopRouteAccess.get(id)?.kind !== 'skip')).toEqual([]);
  });
});
