import { isMobilePath } from '../../../shared/device/device';

/** Whether a sign-in that returns to `redirect` is the phone's: the mobile site's paths. */
export const isMobileTarget = (redirect: string | null | undefined) => isMobilePath((redirect ?? '').split(/[?#]/)[0]!);

/** The built-in login page of the terminal a sign-in returns to, carrying the return path. */
export function builtInLogin(redirect: string | null | undefined): string {
  const page = isMobileTarget(redirect) ? '/mobile-login' : '/login';
  return redirect && redirect !== '/' ? `${page}?redirect=${encodeURIComponent(redirect)}` : page;
}

/**
 * /auth-login: the generic sign-in that goes on to the unit's own method (spec §2, §7 authLogin), or with `oauth2`
 * to its OpenID Connect provider.
 */
export function authLoginPath(redirect: string | null | undefined, oauth2 = false): string {
  const query = new URLSearchParams();
  if (oauth2) query.set('method', 'oauth2');
  if (redirect && redirect !== '/') query.set('redirect', redirect);
  const search = query.toString();
  return search ? `/auth-login?${search}` : '/auth-login';
}
