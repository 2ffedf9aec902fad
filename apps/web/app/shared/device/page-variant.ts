import { isMobileUserAgent } from './device';

/**
 * What a guest's page depends on besides its URL and the unit (ADR 020): the web host shares one rendering among
 * all guests with the same variant. Anything a loader or component reads from the request must be part of it.
 */
export function guestPageVariant(request: Request): string {
  return isMobileUserAgent(request.headers.get('user-agent')) ? 'phone' : 'desktop';
}
