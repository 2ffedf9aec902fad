import { clearBrowserStorage } from './browser-storage';
import { setFlash } from '../ui/flash-notice';

/** What the page after the sign-out says (the login page, or wherever the unit's sign-out ends). */
export const SIGNED_OUT = '已退出登录';

/**
 * What the browser does just before it posts a logout (spec §4): nothing of this user stays in its storage, and the
 * page the sign-out ends on says it happened. Every sign-out form calls it (the logout page, 我的 on the phone).
 */
export function beforeSignOut(): void {
  clearBrowserStorage();
  setFlash(SIGNED_OUT);
}

/** The logout page's address: it posts the logout and comes back to `redirect` (a path of this site). */
export const logoutPath = (redirect: string) => `/logout?redirect=${encodeURIComponent(redirect)}`;
