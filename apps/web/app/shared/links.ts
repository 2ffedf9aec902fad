/** Whether a configured link leaves the portal (an absolute web address) rather than naming one of its routes. */
export const isExternalLink = (link: string): boolean => /^https?:\/\//i.test(link.trim());

/** Whether a configured link can be followed at all: a portal route or a web address (no javascript: and the like). */
export const isUsableLink = (link: string): boolean => isExternalLink(link) || link.trim().startsWith('/');
