/** Browsers in the order they must be tried: in-app browsers and Chrome's relatives name Chrome and Safari too. */
const BROWSERS: [RegExp, string][] = [
  [/wxwork\//i, '企业微信'],
  [/MicroMessenger\//i, '微信'],
  [/DingTalk\//i, '钉钉'],
  [/AlipayClient\//i, '支付宝'],
  [/QQBrowser\/([\d]+)/i, 'QQ 浏览器'],
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/HarmonyOS|OpenHarmony/i, 'HarmonyOS'],
  [/Windows NT/, 'Windows'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A user agent in words, for the phone that is asked to confirm a QR sign-in (A7): 「Chrome 156 · Windows」.
 * Only the browser family, its major version and the system are named; anything unrecognised is 未知浏览器.
 */
export function describeBrowser(userAgent: string): string {
  let browser = '未知浏览器';
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) {
      browser = match[1] ? `${name} ${match[1]}` : name;
      break;
    }
  }
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} · ${system}` : browser;
}
