import type { InfoItem } from '@yizhan/contracts';
import { samePagePath } from '../../../shared/approval/lib/approval-paths';
import { isHttpUrl } from '../../../shared/http-url';
import { mobileUrlOf } from './mobile-url';

/** Where an opened notice or message leads: a page of this site (followed in the app) or another site (a new tab). */
export interface EntryLink {
  href: string;
  external: boolean;
  /** 去处理 for a task or an approval waiting for the user, 查看 for anything else. */
  label: '去处理' | '查看';
}

// Pages where something waits to be done by the user: the task center and the ways out to a task or an approval.
const TO_DO = /^\/(mobile\/)?task-center(?:[?#]|$)|^\/to-(task|approval)\?/;

/**
 * A stored link as a path of this site, or null: a site-relative path as it is, an absolute URL on this site's own
 * origin (the live hall answers those, issue 35 item 7) as its path. `//host`, `/\host`, control characters and
 * every other scheme are no path of this site (security.md A4).
 */
function ownPath(raw: string, origin: string): string | null {
  if (isHttpUrl(raw)) {
    const url = new URL(raw);
    return url.origin === origin ? samePagePath(`${url.pathname}${url.search}${url.hash}`, '') || null : null;
  }
  return samePagePath(raw, '') || null;
}

/**
 * The link of an opened notice or message on `site` (issue 35 item 4): its portal page (`url`), else its source
 * system's page (`sourceUrl`); null when it has neither, or only one the site cannot open. Paths of this site stay in
 * the portal — on the phone mapped to its own pages (mobileUrlOf), where the desktop's business-system entry becomes
 * the phone's; an http(s) address of another site opens as itself in a new tab; anything else is never followed.
 */
export function entryLinkOf(
  item: Pick<InfoItem, 'url' | 'sourceUrl'>,
  site: 'desktop' | 'mobile',
  origin: string,
): EntryLink | null {
  for (const raw of [item.url, item.sourceUrl].map((value) => value.trim())) {
    if (!raw) continue;
    const path = ownPath(raw, origin);
    if (path) {
      const href = site === 'mobile' ? mobileUrlOf(path) : path;
      if (href) return { href, external: false, label: TO_DO.test(href) ? '去处理' : '查看' };
      continue;
    }
    if (isHttpUrl(raw)) return { href: raw, external: true, label: '查看' };
  }
  return null;
}
