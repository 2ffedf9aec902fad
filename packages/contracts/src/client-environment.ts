// Client environments of spec §1, read from the user agent: the same pure code on the server (SSR, from the
// request's User-Agent) and in the browser (navigator.userAgent). No zod here: the first page load imports it.
import { VISIT_CHANNEL } from './constants';

/** The environments spec §1 names; `browser` is anything else (a desktop browser, an unknown agent). */
export type ClientEnvironment =
  | 'wecom'
  | 'wechat'
  | 'learning-app'
  | 'alipay'
  | 'dingtalk'
  | 'weibo'
  | 'qq'
  | 'welink'
  | 'android'
  | 'ios'
  | 'browser';

/**
 * How each environment signs its user agent, first match wins. Order matters: WeCom also says MicroMessenger, and
 * every app also names its phone's system (Android, iPhone), so the apps come before the systems.
 */
const signatures: readonly (readonly [ClientEnvironment, RegExp])[] = [
  ['wecom', /\bwxwork\//i],
  ['wechat', /\bMicroMessenger\//i],
  // 学习通: com.chaoxing.mobile/ChaoXingStudy_3_… on Android, com.ssreader.ChaoXingStudy/ChaoXingStudy_3_… on iOS.
  ['learning-app', /ChaoXingStudy/i],
  ['alipay', /\bAlipayClient\//i],
  // AliApp(DingTalk/7.6.60) on phones, DingTalk(7.6.45-Release…) in the desktop client.
  ['dingtalk', /\bDingTalk\b/i],
  // The app says `__weibo__` inside its own token (`Weibo (iPhone14,2__weibo__12.10.0__iphone__os16.0)`).
  ['weibo', /__weibo__/i],
  // The QQ app says ` QQ/8.9.28`; QQ Browser and apps on Tencent's X5 engine only say `MQQBrowser/`.
  ['qq', /(^|[\s;(])QQ\/\d/],
  // WeLink (and campus apps built on it) says HuaWei-AnyOffice/…; its desktop client `cloudlink welink`.
  ['welink', /HuaWei-AnyOffice|\bwelink\b/i],
  ['android', /\bAndroid\b/i],
  ['ios', /\b(iPhone|iPad|iPod)\b/],
];

/** The client environment a user agent belongs to. */
export function clientEnvironment(userAgent: string | null | undefined): ClientEnvironment {
  const agent = userAgent ?? '';
  return signatures.find(([, pattern]) => pattern.test(agent))?.[0] ?? 'browser';
}

const appEnvironments: ReadonlySet<ClientEnvironment> = new Set([
  'wecom',
  'wechat',
  'learning-app',
  'alipay',
  'dingtalk',
  'weibo',
  'qq',
  'welink',
]);

/** True inside an app's own web view (WeChat, WeCom, 学习通, Alipay, DingTalk, Weibo, QQ, WeLink). */
export const isAppEnvironment = (environment: ClientEnvironment): boolean => appEnvironments.has(environment);

// A phone's or tablet's system. The apps' desktop clients (WeChat for Windows, WeCom on a Mac) say
// MicroMessenger or wxwork without one of these and open links in a wide window: they get the desktop site.
const mobileDevice = /\b(Android|iPhone|iPad|iPod|Windows Phone|HarmonyOS|OpenHarmony)\b|\bMobile\b/i;

/** True for a phone or tablet browser, or an app's web view on one (spec §1: the mobile site). */
export const isMobileUserAgent = (userAgent: string | null | undefined): boolean => mobileDevice.test(userAgent ?? '');

/** The visit channel (spec §4): '1' desktop, '2' mobile browser, '3' mobile inside an app. */
export type VisitChannel = (typeof VISIT_CHANNEL)[keyof typeof VISIT_CHANNEL];

/**
 * The channel of a visit to the desktop or mobile site: the desktop site is '1' whatever the client; on the mobile
 * site every app of spec §1 counts as '3' (its web view), a phone's own browser as '2'.
 */
export const visitChannel = (site: 'desktop' | 'mobile', environment: ClientEnvironment): VisitChannel =>
  site === 'desktop'
    ? VISIT_CHANNEL.desktop
    : isAppEnvironment(environment)
      ? VISIT_CHANNEL.mobileMessenger
      : VISIT_CHANNEL.mobileBrowser;
