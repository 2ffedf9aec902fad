import { redirectDocument } from 'react-router';
import { authApi, navigationApi } from '@yizhan/contracts';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { afterLoginTarget } from '../lib/after-login';
import { isMobileTarget } from '../sso/sso-links';

/**
 * The end of a sign-in whose session the API has just set (QR code, API code): the target is chosen as after a
 * password sign-in — the user's own menu of the terminal the redirect belongs to, the login-redirect config, the
 * passport-cookie address — and a whole-document redirect reloads menus, config and user info from scratch (and
 * drops any code from the address bar and the history).
 */
export async function redirectAfterSignIn(api: ServerApi, url: URL, redirect: string | null): Promise<never> {
  const [menus, loginRedirect] = await Promise.all([
    api(isMobileTarget(redirect) ? navigationApi.mobileMenus : navigationApi.openMenus),
    api(authApi.loginRedirectType),
  ]);
  const target = afterLoginTarget({ redirect, loginRedirect, menus, host: url.hostname });
  const { url: next } = await api(authApi.passportLoginAddress, { query: { url: target } });
  throw redirectDocument(next);
}
