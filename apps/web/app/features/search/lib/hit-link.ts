/**
 * How a result's address is followed: a portal page in the app (a client navigation), or a full page load for the
 * service-click router (/to-handle-service records the click and redirects into a business system) and for a web
 * address.
 */
export function opensInApp(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/to-handle-service');
}
