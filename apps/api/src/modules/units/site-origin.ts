import type { ApiRequest } from '../../lib/api-request';
import { requestDomain } from '../../plugins/tenant';

/**
 * This unit's public origin, the base of every URL handed to another system (CAS and API-login service, logout
 * service, passport `refer`; security.md A5): the unit's configured base URL. Without one (development, no proxy),
 * the registered domain the request matched and the port the connection really arrived on — never the Host
 * header's port, which a visitor can set to anything (`Host: gov.localhost:9999`). Behind a proxy the base URL must
 * be configured (README).
 */
export function siteOrigin(request: ApiRequest): string {
  const configured = configuredOrigin(request.unit.baseUrl);
  if (configured) return configured;
  const port = request.socket.localPort;
  const defaultPort = request.protocol === 'https' ? 443 : 80;
  return `${request.protocol}://${requestDomain(request)}${port && port !== defaultPort ? `:${port}` : ''}`;
}

/**
 * A site-relative address ('/to-handle-service?…') made absolute on this unit's origin, so that a client on another
 * origin (the live hall's clients, ADR 031 addendum) follows it to the portal rather than to itself; an absolute
 * address, or none (''), stays as it is.
 */
export const onSite = (origin: string, url: string): string =>
  url.startsWith('/') && !url.startsWith('//') ? `${origin}${url}` : url;

/** The origin of a configured base URL, or null when it is empty or not an http(s) URL. */
function configuredOrigin(baseUrl: string): string | null {
  if (!/^https?:\/\//i.test(baseUrl)) return null;
  try {
    return new URL(baseUrl).origin;
  } catch {
    return null;
  }
}
