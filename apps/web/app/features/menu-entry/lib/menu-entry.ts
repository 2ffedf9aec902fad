import type { MenuItem } from '@yizhan/contracts';

/** How a custom menu entry opens (spec §2): 1 inside the portal at /iframe, 0 in a new window via /outside-chain. */
export type EntryKind = 'frame' | 'outside';

/**
 * The custom entry (isDefault 0) of the given kind named by the pageNavigationId query, the way the route guard finds
 * it; undefined for a missing or malformed id.
 */
export function findCustomEntry(
  menus: readonly MenuItem[],
  rawId: string | null,
  kind: EntryKind,
): MenuItem | undefined {
  if (rawId === null || !/^\d{1,15}$/.test(rawId)) return undefined;
  const id = Number(rawId);
  const isFrame = kind === 'frame' ? 1 : 0;
  return menus.find((menu) => menu.isDefault === 0 && menu.isFrame === isFrame && menu.pageNavigationId === id);
}

/** The entry's link as a URL when it is an absolute http(s) URL without userinfo, else null (never followed). */
export function httpUrl(link: string): URL | null {
  // eslint-disable-next-line no-control-regex
  if (!/^https?:\/\/[^\s/?#\\@]/i.test(link) || /[\u0000-\u001f\u007f-\u009f\s\\]/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  const authority = link.slice(link.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (authority.includes('@') || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url;
}

/** The normalised origin of an allowlist entry ('https://Map.Example.cn:443/' → 'https://map.example.cn'), or null. */
function allowedOrigin(entry: string): string | null {
  const url = httpUrl(entry.trim());
  return url ? url.origin : null;
}

export type FrameDecision =
  | { kind: 'frame'; src: string }
  /** An http(s) link whose origin the unit has not allowlisted: offered in a new window only. */
  | { kind: 'not-allowed'; href: string }
  /** Not an http(s) URL: neither embedded nor linked. */
  | { kind: 'invalid' };

/**
 * Whether an /iframe entry may be embedded (security.md R4): only an http(s) link whose exact origin (scheme, host
 * and port) is one of the unit's `frameOrigins`.
 */
export function frameDecision(link: string, frameOrigins: readonly string[]): FrameDecision {
  const url = httpUrl(link);
  if (!url) return { kind: 'invalid' };
  const allowed = frameOrigins.some((entry) => allowedOrigin(entry) === url.origin);
  return allowed ? { kind: 'frame', src: url.href } : { kind: 'not-allowed', href: url.href };
}

/** The href for an /outside-chain entry: its http(s) link, else null (shown as an error, never linked). */
export function outsideHref(link: string): string | null {
  return httpUrl(link)?.href ?? null;
}
