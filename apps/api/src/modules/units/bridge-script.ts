// The unit's mobile bridge script (JS-SDK, spec §4): where it may come from, and what the page's CSP must allow.

/** A path on this site: one leading slash (`//host/…` would be another site), no backslash, space or quote. */
const localPath = /^\/(?![/\\])[^\s"'<>\\]*$/;

/**
 * The address a unit's pages may load as their bridge script: an `https://` URL with no credentials, or a path on
 * this site. Anything else (http:, javascript:, data:, a typo) is '' — no script, rather than a blocked or unsafe
 * one — so a wrong value in the database never reaches a page.
 */
export function usableBridgeScriptUrl(url: string): string {
  const value = url.trim();
  if (localPath.test(value)) return value;
  try {
    const parsed = new URL(value);
    if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return '';
    return parsed.href;
  } catch {
    return '';
  }
}

/** The origin the page's script-src must add for the unit's bridge script; null when it is on this site or unusable. */
export function bridgeScriptOrigin(url: string): string | null {
  const usable = usableBridgeScriptUrl(url);
  return usable.startsWith('https://') ? new URL(usable).origin : null;
}
