import { mobileLinkOf } from '../../../shared/mobile-page/mobile-links';

/**
 * Where a notice's link leads on the phone (notices store desktop paths): the leave-the-portal notice with the
 * phone's terminal type, or the mobile page of a portal path (shared with the home tiles); null for anything else or
 * a page the phone does not have (the notice's text is then all there is to see). Notices never link out directly.
 */
export function mobileUrlOf(url: string): string | null {
  if (url.startsWith('/to-handle-service?')) return url.replace('terminalType=1', 'terminalType=2');
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return mobileLinkOf(url);
}
