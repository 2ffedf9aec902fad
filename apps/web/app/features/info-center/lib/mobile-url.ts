/** The phone's page for a portal link a notice carries (they are stored as desktop paths). */
const counterparts: [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^\/news\/detail\/(\d+)$/, (match) => `/mobile/news/detail/${match[1]}`],
  [/^\/news\/more\/(\d+)$/, (match) => `/mobile/news?categoryId=${match[1]}`],
  [/^\/news$/, () => '/mobile/news'],
  [/^\/service-hall\/details\/(\d+)$/, (match) => `/mobile/service-guide/${match[1]}`],
  [/^\/(service-hall|business-system)$/, () => '/mobile/work'],
  [/^\/info-center$/, () => '/mobile/notice'],
];

/**
 * Where a notice's link leads on the phone: a mobile path as it is, the leave-the-portal notice with the phone's
 * terminal type, a desktop page to its mobile counterpart; null when the phone has no such page (the notice's text
 * is then all there is to see).
 */
export function mobileUrlOf(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  if (url.startsWith('/mobile/')) return url;
  if (url.startsWith('/to-handle-service?')) return url.replace('terminalType=1', 'terminalType=2');
  for (const [pattern, to] of counterparts) {
    const match = url.match(pattern);
    if (match) return to(match);
  }
  return null;
}
