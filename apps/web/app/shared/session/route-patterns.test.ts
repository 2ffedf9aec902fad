import { describe, expect, it } from 'vitest';
import routes from '../../routes';
import { routeIdByPattern } from './route-patterns';

interface RouteEntry {
  id?: string;
  path?: string;
  index?: boolean;
  file: string;
  children?: RouteEntry[];
}

/** Every leaf route with the pattern React Router reports for it (its paths joined). */
function leaves(entries: RouteEntry[], prefix = ''): { id: string | undefined; pattern: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    if (entry.children) return leaves(entry.children, path);
    return [{ id: entry.id, pattern: path || '/' }];
  });
}

describe('routeIdByPattern', () => {
  it('names the route id of every page inside the desktop frame, the view layout and the mobile layout', () => {
    const guarded = (routes as RouteEntry[]).filter((entry) =>
      ['layouts/desktop-frame.tsx', 'layouts/view.tsx', 'layouts/mobile.tsx'].includes(entry.file),
    );
    const pages = leaves(guarded).filter((page) => page.id !== undefined);
    expect(pages.length).toBeGreaterThan(30);
    for (const page of pages)
      expect([page.pattern, routeIdByPattern.get(page.pattern)]).toEqual([page.pattern, page.id]);
  });
});
