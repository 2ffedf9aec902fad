/** Whether a configured link leaves the portal (an absolute web address) rather than naming one of its routes. */
export const isExternalLink = (link: string): boolean => /^https?:\/\//i.test(link.trim());

/** Whether a configured link can be followed at all: a portal route or a web address (no javascript: and the like). */
export const isUsableLink = (link: string): boolean => isExternalLink(link) || link.trim().startsWith('/');

/**
 * A link as a person reads it: `…?name=%E6%88%90%E7%BB%A9` shows as `…?name=成绩`. Escapes that are not text (a
 * broken or partial one) leave the link as it is stored.
 */
export function readableLink(link: string): string {
  try {
    return decodeURI(link);
  } catch {
    return link;
  }
}
