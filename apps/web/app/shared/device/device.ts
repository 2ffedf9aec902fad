import { MOBILE_BREAKPOINT_PX, type MenuItem } from '@yizhan/contracts';

/** True below or at the 900 px breakpoint: above it is desktop (spec §2). */
export const isMobileWidth = (width: number): boolean => width <= MOBILE_BREAKPOINT_PX;

/** True for paths of the mobile site (/mobile and /mobile/…). */
export const isMobilePath = (pathname: string): boolean => pathname === '/mobile' || pathname.startsWith('/mobile/');

const mobileAgent = /Android|iPhone|iPod|iPad|Mobile|Windows Phone|HarmonyOS|MicroMessenger|DingTalk|AlipayClient/i;

/** True for a phone or tablet browser, or a messenger's in-app browser. */
export const isMobileUserAgent = (userAgent: string | null | undefined): boolean => mobileAgent.test(userAgent ?? '');

/** Client environments of spec §1, detected from the user agent. */
export type ClientEnvironment =
  | 'wecom'
  | 'wechat'
  | 'learning-app'
  | 'alipay'
  | 'dingtalk'
  | 'weibo'
  | 'qq'
  | 'welink'
  | 'android'
  | 'ios'
  | 'browser';

// Order matters: WeCom's agent also says MicroMessenger, and every messenger also says Android or iPhone.
const environments: [ClientEnvironment, RegExp][] = [
  ['wecom', /wxwork/i],
  ['wechat', /MicroMessenger/i],
  ['learning-app', /ChaoXingStudy|xuexitong|learning/i],
  ['alipay', /AlipayClient/i],
  ['dingtalk', /DingTalk/i],
  ['weibo', /Weibo/i],
  ['qq', /\bQQ\//i],
  ['welink', /WeLink/i],
  ['android', /Android/i],
  ['ios', /iPhone|iPad|iPod/i],
];

/** The client environment a user agent belongs to. */
export function clientEnvironment(userAgent: string | null | undefined): ClientEnvironment {
  const agent = userAgent ?? '';
  return environments.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'browser';
}

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
