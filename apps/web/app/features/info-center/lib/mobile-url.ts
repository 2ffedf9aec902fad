import { mobileLinkOf } from '../../../shared/mobile-page/mobile-links';

/**
 * Where a notice's link leads on the phone (notices store desktop paths): the mobile page of a portal path, a business
 * system's entry with the phone's terminal type (mobileLinkOf, shared with the home and 我的 tiles); null for anything
 * else or a page the phone does not have (the notice's text is then all there is to see). Notices never link out
 * directly.
 */
export function mobileUrlOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return mobileLinkOf(url);
}
