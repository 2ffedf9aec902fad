import type { MenuItem } from '@yizhan/contracts';

/** The menu entry a location belongs to: exact path+query for custom entries, longest route prefix otherwise. */
export function activeMenuKey(menus: MenuItem[], pathname: string, search: string): string | undefined {
  const full = `${pathname}${search}`;
  const exact = menus.find((menu) => menu.path === full);
  if (exact) return String(exact.pageNavigationId);
  const home = pathname === '/' ? '/home' : pathname;
  const candidates = menus.filter(
    (menu) => menu.isDefault === 1 && (home === menu.path || home.startsWith(`${menu.path}/`)),
  );
  candidates.sort((a, b) => b.path.length - a.path.length);
  return candidates[0] ? String(candidates[0].pageNavigationId) : undefined;
}
