// Scripts a unit configures (the mobile bridge script, ADR 024; a third-party robot SDK, ADR 027): which addresses
// a page may load, and what its CSP must allow. Shared by the server (the policy) and the browser (the tag).

/** A path on this site: one leading slash (`//host/…` would be another site), no backslash, space or quote. */
const localPath = /^\/(?![/\\])[^\s"'<>\\]*$/;

/**
 * The address a page may load as a configured script: an `https://` URL with no credentials, or a path on this
 * site. Anything else (http:, javascript:, data:, a typo) is '' — no script, rather than a blocked or unsafe one —
 * so a wrong value in the database never reaches a page.
 */
export function usableScriptUrl(url: string): string {
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

/** The origin a page's script-src must add for a configured script; null when it is on this site or unusable. */
export function scriptOrigin(url: string): string | null {
  const usable = usableScriptUrl(url);
  return usable.startsWith('https://') ? new URL(usable).origin : null;
}
