import { describe, expect, it } from 'vitest';
import routes from '../routes';
import { builtEntries, leadsToUnbuiltPage, UNBUILT_PAGES } from './unbuilt-pages';

interface RouteEntry {
  id?: string;
  path?: string;
  file: string;
  children?: RouteEntry[];
}

const UNDER_CONSTRUCTION = 'features/under-construction/under-construction-page.tsx';

/** Every route with its full path. */
function flatten(entries: RouteEntry[], prefix = ''): { id?: string; path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    return [{ id: entry.id, path, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

describe('UNBUILT_PAGES', () => {
  it('is exactly the routes that render 建设中, with their full paths', () => {
    const soon = flatten(routes as RouteEntry[]).filter((route) => route.file === UNDER_CONSTRUCTION);
    expect(Object.fromEntries(soon.map((route) => [route.id, route.path]))).toEqual(UNBUILT_PAGES);
  });
});

describe('leadsToUnbuiltPage', () => {
  it('holds back no menu link now that every page of the spec is built (issues 12–14)', () => {
    expect(UNBUILT_PAGES).toEqual({});
    for (const link of ['/search', '/search?keyword=x', '/schedule-center/', '/mobile/search', ' /search']) {
      expect(leadsToUnbuiltPage(link), link).toBe(false);
    }
  });

  it('lets built pages, custom entries and outside links through', () => {
    for (const link of [
      '/home',
      '/service-hall',
      '/news',
      '/news/more/12',
      '/mobile/news',
      '/personal-center',
      '/personal-center/collect',
      '/task-center',
      '/mobile/task-center',
      '/personal-center/campus-infos',
      '/info-center',
      '/mobile/notice',
      '/mobile/work',
      '/iframe?pageNavigationId=7',
      '/outside-chain?pageNavigationId=8',
      'https://www.gov.cn/news',
      '/newsroom',
    ]) {
      expect(leadsToUnbuiltPage(link), link).toBe(false);
    }
  });

  it('keeps every entry of a menu, in order', () => {
    const menu = [{ path: '/home' }, { path: '/search' }, { path: '/news' }, { path: '/schedule-center' }];
    expect(builtEntries(menu)).toEqual(menu);
  });
});
