import type { ClientEnvironment } from '@yizhan/contracts';

/** How a session was opened, in words (the sessions' `method`). */
export const SIGN_IN_METHOD_NAMES: Readonly<Record<string, string>> = {
  password: '账号密码',
  cas: '统一身份认证（CAS）',
  oauth2: '统一身份认证（OAuth2）',
  qrcode: '扫码登录',
  wechat: '微信登录',
  passport: '通行证登录',
  'api-code': '接口授权登录',
  'app-token': '应用令牌',
};

const ENVIRONMENT_NAMES: Readonly<Record<Exclude<ClientEnvironment, 'browser'>, string>> = {
  wecom: '企业微信',
  wechat: '微信',
  'learning-app': '学习通',
  alipay: '支付宝',
  dingtalk: '钉钉',
  weibo: '微博',
  qq: 'QQ',
  welink: 'WeLink',
  android: '安卓手机浏览器',
  ios: '苹果手机浏览器',
};

/** Browsers by their User-Agent token; the first match wins (Edge and Opera also say Chrome, Chrome says Safari). */
const BROWSERS: readonly (readonly [string, RegExp])[] = [
  ['Edge', /\bEdg(e|A|iOS)?\//],
  ['Opera', /\bOPR\//],
  ['Firefox', /\bFirefox\//],
  ['Chrome', /\bChrome\//],
  ['Safari', /\bSafari\//],
];

const SYSTEMS: readonly (readonly [string, RegExp])[] = [
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * A session's client in words, for an administrator deciding which one to end: the environment of spec §1 (企业微信,
 * 钉钉 …), and for a plain browser its system and name (电脑浏览器 · Windows · Chrome).
 */
export function describeClient(userAgent: string, environment: ClientEnvironment): string {
  if (environment !== 'browser') return ENVIRONMENT_NAMES[environment];
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return ['电脑浏览器', system, browser].filter(Boolean).join(' · ');
}
