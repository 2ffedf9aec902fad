import { LOGIN_TYPE, TERMINAL_TYPE } from '@yizhan/contracts';
import type { UnitRow } from '../units';

const withQuery = (base: string, query: Record<string, string>) => {
  const url = new URL(base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
};

/** The built-in login page of a terminal, carrying the return path. */
export function loginPage(terminalType: number, redirect: string): string {
  const page = terminalType === TERMINAL_TYPE.mobile ? '/mobile-login' : '/login';
  return redirect && redirect !== '/' ? `${page}?redirect=${encodeURIComponent(redirect)}` : page;
}

/** The single sign-on endpoint next to the configured login URL: `…/login` becomes `…/logout`. */
export const ssoSibling = (loginPath: string, name: string) => {
  const url = new URL(loginPath);
  url.pathname = /\/login\/?$/.test(url.pathname)
    ? url.pathname.replace(/\/login\/?$/, `/${name}`)
    : `${url.pathname.replace(/\/$/, '')}/${name}`;
  url.search = '';
  return url.toString();
};

/** The page a single sign-on returns to: /cas-login for CAS, /api-login for API-code login. */
const callbackPage = (loginType: number) => (loginType === LOGIN_TYPE.cas ? '/cas-login' : '/api-login');

/**
 * The `service` of a single sign-on (spec §7: the site's cas-login address with an encoded redirect), built from the
 * unit's origin (A5). The same function builds it for the login redirect, the logout and the ticket validation, so
 * the string the CAS server bound the ticket to is the string presented with it.
 */
export const ssoService = (loginType: number, origin: string, redirect: string) =>
  `${origin}${callbackPage(loginType)}?redirect=${encodeURIComponent(redirect)}`;

/**
 * The service a returning browser's /cas-login address stands for: a path or URL on this site's origin whose page
 * is /cas-login, rebuilt by `ssoService` from its `redirect`; null for anything else (another origin, another page).
 */
export function casServiceOf(origin: string, given: string): string | null {
  let url: URL;
  try {
    url = new URL(given, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/cas-login') return null;
  return ssoService(LOGIN_TYPE.cas, origin, url.searchParams.get('redirect') ?? '/');
}

/** Where a visitor signs in (host info `loginPath`): the login page, or the CAS / API login with its service. */
export function loginPathFor(unit: UnitRow, origin: string, redirect: string): string {
  if (unit.loginType === LOGIN_TYPE.builtIn || !unit.loginPath) return loginPage(TERMINAL_TYPE.desktop, redirect);
  return withQuery(unit.loginPath, { service: ssoService(unit.loginType, origin, redirect) });
}

/**
 * Where the browser goes after logout (spec §4): a unit flagged for it sends mobile users to the passport login;
 * a sign-in made at an identity provider is ended there too (`providerLogout`: the sign-in method's own logout, such
 * as OpenID Connect's end-session address or the passport's logout); otherwise the login page (loginType 0), the CAS
 * logout (1) or the API logout (2), each returning to `service`.
 */
export function logoutTarget(
  unit: UnitRow,
  origin: string,
  terminalType: number,
  service: string,
  providerLogout?: string,
): string {
  if (terminalType === TERMINAL_TYPE.mobile && unit.mobileLogoutToPassport && unit.passportLoginUrl) {
    return withQuery(unit.passportLoginUrl, { fid: String(unit.fid), refer: `${origin}/mobile` });
  }
  if (providerLogout) return providerLogout;
  if (unit.loginType === LOGIN_TYPE.builtIn || !unit.loginPath) return loginPage(terminalType, service);
  return withQuery(ssoSibling(unit.loginPath, 'logout'), { service: ssoService(unit.loginType, origin, service) });
}

/**
 * getPassportLoginAddress (spec §2, §4): wraps a URL in the unit's passport-cookie address (absolute, or a path
 * on this site), or passes it through when the unit has none.
 */
export function passportAddress(unit: UnitRow, origin: string, url: string): string {
  if (!unit.passportUrlConversion || !unit.localPassportAddress) return url;
  return withQuery(new URL(unit.localPassportAddress, `${origin}/`).toString(), { fid: String(unit.fid), refer: url });
}
