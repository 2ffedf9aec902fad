import { isMobileUserAgent } from './device';

/**
 * What a guest's page depends on besides its URL and the unit (ADR 020), from the request's headers: the web host
 * shares one rendering among all guests with the same variant. Anything a loader or component reads from the
 * request must be part of it.
 */
export function guestPageVariant(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const userAgent = headers['user-agent'];
  return isMobileUserAgent(typeof userAgent === 'string' ? userAgent : undefined) ? 'phone' : 'desktop';
}
