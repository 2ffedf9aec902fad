import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a GET with a side effect the spec allows (a visit report, opening a notice: R5) came from a page of this
 * very site, so that the side effect may happen. Browsers say where a request comes from in
 * Sec-Fetch-Site and pages cannot forge it: only `same-origin` counts — `same-site` is a sibling unit's page,
 * `cross-site` another site, `none` an address typed by hand. Clients that send no such header (scripts, old
 * browsers) are served and held back by the per-address write limit instead.
 */
export function isOwnPageCall(headers: IncomingHttpHeaders): boolean {
  const site = headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin';
}
