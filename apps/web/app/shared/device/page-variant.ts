import { clientEnvironment, isMobileUserAgent } from '@yizhan/contracts';

/**
 * What a guest's page depends on besides its URL and the unit (ADR 020), from the request's headers: the web host
 * shares one rendering among all guests with the same variant. Anything a loader or component reads from the
 * request must be part of it: the phone rule of the desktop frame, and the client environment of the bootstrap.
 */
export function guestPageVariant(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const header = headers['user-agent'];
  const userAgent = typeof header === 'string' ? header : undefined;
  return `${isMobileUserAgent(userAgent) ? 'phone' : 'desktop'}:${clientEnvironment(userAgent)}`;
}
