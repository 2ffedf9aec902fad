import { MOBILE_BREAKPOINT_PX, type MenuItem } from '@yizhan/contracts';

/** True below or at the 900 px breakpoint: above it is desktop (spec §2). */
export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

/** True for paths of the mobile site (/mobile and /mobile/…). */
export const isMobilePath = (pathname: string): boolean => pathname === '/mobile' || pathname.startsWith('/mobile/');

/** The first menu entry's route, else the fallback (spec §2 home targets). */
export const firstMenuPath = (menus: MenuItem[], fallback: string): string => menus[0]?.path ?? fallback;

/** Home of the desktop site: the first open menu entry, else '/'. */
export const desktopHome = (openMenus: MenuItem[]): string => firstMenuPath(openMenus, '/');

/** Home of the mobile site: the first mobile menu entry, else '/mobile'. */
export const mobileHome = (mobileMenus: MenuItem[]): string => firstMenuPath(mobileMenus, '/mobile');

/**
 * Where the device rules send a page (spec §2): a /mobile path at desktop width goes to the desktop home, a
 * desktop path at mobile width to the mobile home; null means stay.
 */
export function deviceRedirect(
  pathname: string,
  width: number,
  menus: { openMenus: MenuItem[]; mobileMenus: MenuItem[] },
): string | null {
  const mobile = isMobileWidth(width);
  if (mobile && !isMobilePath(pathname)) return mobileHome(menus.mobileMenus);
  if (!mobile && isMobilePath(pathname)) return desktopHome(menus.openMenus);
  return null;
}
