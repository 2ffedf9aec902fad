import type { PassportLoginMode } from '@yizhan/contracts';
import type { ApiRequest } from '../../lib/api-request';
import type { UnitRow } from '../units';
import { loginPage, ssoSibling } from '../auth';
import { siteOrigin } from '../units';

/** The flag each variant of the passport login page is asked for by (spec §7): none for account and password. */
const MODE_FLAGS: Record<PassportLoginMode, Record<string, string>> = {
  account: {},
  qr: { mode: 'qr' },
  code: { mode: 'code' },
};

/**
 * The unit's passport login URL (spec §7: built with fid, refer and other flags, including a QR-scan variant and a
 * code variant): its configured login page with the unit's fid, where to go back to, and the variant's flag.
 * Empty when the unit has no passport.
 */
export function passportLoginUrl(unit: UnitRow, refer: string, mode: PassportLoginMode = 'account'): string {
  if (!/^https?:\/\//i.test(unit.passportLoginUrl)) return '';
  const url = new URL(unit.passportLoginUrl);
  for (const [name, value] of Object.entries({ fid: String(unit.fid), refer, ...MODE_FLAGS[mode] })) {
    url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Where the passport login sends the browser back: this site's /passport-cookie-login, marked as returning. */
export const passportRefer = (origin: string, redirect: string) =>
  `${origin}/passport-cookie-login?${new URLSearchParams({ redirect, from: 'passport' })}`;

/**
 * Where logout sends a session the passport opened (spec §4): the passport's logout — the sibling of its login —
 * with the unit's fid and `refer` back to the terminal's login page, so the passport's sign-in ends too. Undefined
 * when the unit has no passport.
 */
export function passportLogoutUrl(request: ApiRequest, terminalType: number, service: string): string | undefined {
  const unit = request.unit;
  if (!unit.passportLoginUrl) return undefined;
  const url = new URL(ssoSibling(unit.passportLoginUrl, 'logout'));
  url.searchParams.set('fid', String(unit.fid));
  url.searchParams.set('refer', `${siteOrigin(request)}${loginPage(terminalType, service)}`);
  return url.toString();
}
