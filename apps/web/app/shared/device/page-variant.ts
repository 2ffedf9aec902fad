import { CARE_COOKIE, careChoice, clientEnvironment, isMobileUserAgent } from '@yizhan/contracts';
import { readCookie } from '../api-client/cookies';

/**
 * What a guest's page depends on besides its URL and the unit (ADR 020), from the request's headers: the web host
 * shares one rendering among all guests with the same variant. Anything a loader or component reads from the
 * request must be part of it: the phone rule of the desktop frame, the client environment of the bootstrap, and the
 * care mode choice (ADR 084: on, off, or none made — the unit's default, which the unit part of the key covers).
 */
export function guestPageVariant(headers: Readonly<Record<string, string | string[] | undefined>>): string {
  const header = headers['user-agent'];
  const userAgent = typeof header === 'string' ? header : undefined;
  const cookie = headers.cookie;
  const care = careChoice(readCookie(typeof cookie === 'string' ? cookie : undefined, CARE_COOKIE));
  return `${isMobileUserAgent(userAgent) ? 'phone' : 'desktop'}:${clientEnvironment(userAgent)}:care-${care}`;
}
