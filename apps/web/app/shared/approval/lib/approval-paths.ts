import { TERMINAL_TYPE } from '@yizhan/contracts';

/** The portal's way out to an approval's own page: the leave-the-portal notice, never the stored URL directly. */
export const TO_APPROVAL_PATH = '/to-approval';

/**
 * The address that opens approval `id` in its own system through the notice; `back` is the portal page 返回 leads
 * to (the page showing the list).
 */
export function approvalLinkHref(id: number, mobile: boolean, back: string): string {
  const params = new URLSearchParams({
    id: String(id),
    terminalType: String(mobile ? TERMINAL_TYPE.mobile : TERMINAL_TYPE.desktop),
    back,
  });
  return `${TO_APPROVAL_PATH}?${params.toString()}`;
}

/**
 * A path on this site to go back to, or `fallback`: only '/…' paths without a second slash or backslash after the
 * first (no '//host', '/\\host'), no control characters, of a sensible length.
 */
export function samePagePath(raw: string | null, fallback: string): string {
  if (raw === null || raw.length > 512 || !/^\/(?![/\\])/.test(raw) || /[\p{Cc}\\]/u.test(raw)) return fallback;
  return raw;
}
