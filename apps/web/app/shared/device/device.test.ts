import { describe, expect, it } from 'vitest';
import { menuItem } from '../testing/menu-item';
import {
  clientEnvironment,
  desktopHome,
  deviceRedirect,
  firstMenuPath,
  isMobilePath,
  isMobileUserAgent,
  isMobileWidth,
  mobileHome,
} from './device';

const menu = menuItem;

const UA = {
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
  wechatAndroid:
    'Mozilla/5.0 (Linux; Android 13; V2148A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  wechatIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.44(0x18002c2f) NetType/WIFI Language/zh_CN',
  // WeChat's desktop client on Windows: no phone token, but still the WeChat in-app browser.
  wechatWindows:
    'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129',
  wecom:
    'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0.4758.102 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36 wxwork/4.1.16 ColorScheme/Light MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light',
  dingtalk:
    'Mozilla/5.0 (Linux; U; Android 11; zh-CN; M2007J3SC Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.1.210 Mobile Safari/537.36 AliApp(DingTalk/6.3.5) com.alibaba.android.rimet/23000000 Channel/1572399599 language/zh-CN abi/64 UT4Aplus/0.2.25 colorScheme/light',
  alipay:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Ariver/1.1.0 AliApp(AP/10.5.30.6000) Nebula WK RVKType(1) AlipayDefined(nt:WIFI,ws:390|780|3.0) AlipayClient/10.5.30.6000 Language/zh-Hans Region/CN NebulaX/1.0.0',
  qq: 'Mozilla/5.0 (Linux; Android 12; PEHM00 Build/SKQ1.210216.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537146843 Pixel/1080 StatusBarHeight/98 SimpleUISwitch/0 QQTheme/1000 InMagicWin/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.0 GlobalDensityScale/0.9 AllowLandscape/false InKidsMode/0',
  weibo:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__12.10.0__iphone__os16.0)',
  welink:
    'Mozilla/5.0 (Linux; Android 10; ELS-AN00 Build/HUAWEIELS-AN00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/88.0.4324.93 Mobile Safari/537.36 HuaWei-AnyOffice/1.0.0/cloudlink WeLink/7.13.5',
  ipadSafari:
    'Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Mobile/15E148 Safari/604.1',
  desktopChromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  desktopSafariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
} as const;

describe('isMobileWidth', () => {
  it('treats 900 px and below as mobile and above 900 px as desktop', () => {
    expect(isMobileWidth(320)).toBe(true);
    expect(isMobileWidth(899)).toBe(true);
    expect(isMobileWidth(900)).toBe(true);
    expect(isMobileWidth(901)).toBe(false);
    expect(isMobileWidth(1920)).toBe(false);
  });
});

describe('isMobilePath', () => {
  it('accepts /mobile and paths below it', () => {
    expect(isMobilePath('/mobile')).toBe(true);
    expect(isMobilePath('/mobile/')).toBe(true);
    expect(isMobilePath('/mobile/home')).toBe(true);
    expect(isMobilePath('/mobile/service-hall/details/5')).toBe(true);
  });

  it('rejects desktop paths, including ones that merely start with "mobile"', () => {
    expect(isMobilePath('/')).toBe(false);
    expect(isMobilePath('/home')).toBe(false);
    expect(isMobilePath('/mobilex')).toBe(false);
    expect(isMobilePath('/mobile-app')).toBe(false);
    expect(isMobilePath('/news/mobile')).toBe(false);
    expect(isMobilePath('mobile')).toBe(false);
  });
});

describe('isMobileUserAgent', () => {
  it.each([
    ['iPhone Safari', UA.iphoneSafari],
    ['Android Chrome', UA.androidChrome],
    ['iPad Safari', UA.ipadSafari],
    ['WeChat on Android', UA.wechatAndroid],
    ['WeChat on Windows (in-app browser)', UA.wechatWindows],
    ['DingTalk', UA.dingtalk],
    ['Alipay', UA.alipay],
  ])('is true for %s', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(true);
  });

  it.each([
    ['desktop Chrome on Windows', UA.desktopChromeWindows],
    ['desktop Safari on macOS', UA.desktopSafariMac],
  ])('is false for %s', (_name, ua) => {
    expect(isMobileUserAgent(ua)).toBe(false);
  });

  it('is false for a missing or empty user agent', () => {
    expect(isMobileUserAgent(null)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('clientEnvironment', () => {
  it('detects WeCom even though its agent also says MicroMessenger', () => {
    expect(UA.wecom).toMatch(/MicroMessenger/);
    expect(clientEnvironment(UA.wecom)).toBe('wecom');
  });

  it.each([
    ['WeChat on Android', UA.wechatAndroid, 'wechat'],
    ['WeChat on iPhone', UA.wechatIphone, 'wechat'],
    ['WeChat on Windows', UA.wechatWindows, 'wechat'],
    ['DingTalk', UA.dingtalk, 'dingtalk'],
    ['Alipay', UA.alipay, 'alipay'],
    ['QQ', UA.qq, 'qq'],
    ['Weibo', UA.weibo, 'weibo'],
    ['WeLink', UA.welink, 'welink'],
    ['plain Android Chrome', UA.androidChrome, 'android'],
    ['iPhone Safari', UA.iphoneSafari, 'ios'],
    ['iPad Safari', UA.ipadSafari, 'ios'],
    ['desktop Chrome on Windows', UA.desktopChromeWindows, 'browser'],
    ['desktop Safari on macOS', UA.desktopSafariMac, 'browser'],
  ] as const)('detects %s', (_name, ua, expected) => {
    expect(clientEnvironment(ua)).toBe(expected);
  });

  it('does not mistake the QQ browser engine token (MQQBrowser) for the QQ app', () => {
    const qqBrowserEngineOnly =
      'Mozilla/5.0 (Linux; Android 12; PEHM00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36';
    expect(clientEnvironment(qqBrowserEngineOnly)).toBe('android');
  });

  it('falls back to browser for a missing user agent', () => {
    expect(clientEnvironment(null)).toBe('browser');
    expect(clientEnvironment(undefined)).toBe('browser');
    expect(clientEnvironment('')).toBe('browser');
  });
});

describe('home targets', () => {
  it('desktopHome is the first open menu path, else /', () => {
    expect(desktopHome([menu({ path: '/news' }), menu({ path: '/home' })])).toBe('/news');
    expect(desktopHome([])).toBe('/');
  });

  it('mobileHome is the first mobile menu path, else /mobile', () => {
    expect(mobileHome([menu({ path: '/mobile/work' }), menu({ path: '/mobile/home' })])).toBe('/mobile/work');
    expect(mobileHome([])).toBe('/mobile');
  });

  it('firstMenuPath returns the given fallback for no menus', () => {
    expect(firstMenuPath([], '/fallback')).toBe('/fallback');
    expect(firstMenuPath([menu({ path: '/a' })], '/fallback')).toBe('/a');
  });
});

describe('deviceRedirect', () => {
  const menus = {
    openMenus: [menu({ path: '/home' }), menu({ path: '/news' })],
    mobileMenus: [menu({ path: '/mobile/home' }), menu({ path: '/mobile/work' })],
  };
  const noMenus = { openMenus: [], mobileMenus: [] };

  it('sends a desktop path at mobile width to the mobile home', () => {
    expect(deviceRedirect('/home', 390, menus)).toBe('/mobile/home');
    expect(deviceRedirect('/', 900, menus)).toBe('/mobile/home');
    expect(deviceRedirect('/news', 900, noMenus)).toBe('/mobile');
  });

  it('sends a mobile path at desktop width to the desktop home', () => {
    expect(deviceRedirect('/mobile/home', 1440, menus)).toBe('/home');
    expect(deviceRedirect('/mobile', 901, menus)).toBe('/home');
    expect(deviceRedirect('/mobile/work', 1280, noMenus)).toBe('/');
  });

  it('returns null when the path already fits the width', () => {
    expect(deviceRedirect('/home', 901, menus)).toBeNull();
    expect(deviceRedirect('/', 1920, menus)).toBeNull();
    expect(deviceRedirect('/mobile/home', 900, menus)).toBeNull();
    expect(deviceRedirect('/mobile', 375, noMenus)).toBeNull();
  });
});
