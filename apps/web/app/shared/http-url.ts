/**
 * True for an absolute http: or https: URL and nothing else: `javascript:`, `data:`, relative paths, userinfo,
 * control characters and whitespace tricks are never followed.
 */
export function isHttpUrl(raw: string | null | undefined): raw is string {
  if (typeof raw !== 'string' || !/^https?:\/\/[^\s/?#\\]/i.test(raw)) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\s\\]/.test(raw)) return false;
  try {
    const url = new URL(raw);
    // Userinfo ('https://portal.edu.cn@evil.com') only serves to disguise the real host.
    const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
    if (authority.includes('@')) return false;
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
