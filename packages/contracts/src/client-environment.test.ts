import { describe, expect, it } from 'vitest';
import {
  clientEnvironment,
  isAppEnvironment,
  isMobileUserAgent,
  visitChannel,
  type ClientEnvironment,
} from './client-environment';

interface Agent {
  name: string;
  userAgent: string;
  environment: ClientEnvironment;
  /** The phone or tablet rule of spec §1 (the mobile site). */
  mobile: boolean;
}

// User agents as the apps and browsers send them (collected from published apps' traffic and open-source UA
// tables), one or more per environment of spec §1, on Android, iOS and, where the app has one, its desktop client.
const agents: Agent[] = [
  {
    name: 'WeChat on Android (XWEB)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; DCO-AL00 Build/HUAWEIDCO-AL00; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/134.0.6998.136 Mobile Safari/537.36 XWEB/1340075 MMWEBSDK/20250201 MMWEBID/7690 MicroMessenger/8.0.58.2841(0x28003A3C) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
    environment: 'wechat',
    mobile: true,
  },
  {
    name: 'WeChat on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.59(0x18003b26) NetType/4G Language/zh_CN',
    environment: 'wechat',
    mobile: true,
  },
  {
    name: 'WeChat for Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/81.0.4044.138 Safari/537.36 NetType/WIFI MicroMessenger/7.0.20.1781(0x6700143B) WindowsWechat(0x63090a13) XWEB/9129',
    environment: 'wechat',
    mobile: false,
  },
  {
    name: 'WeCom on Android (also says MicroMessenger)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; M2012K11AC Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/98.0.4758.102 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36 wxwork/4.1.16 ColorScheme/Light MicroMessenger/7.0.1 NetType/WIFI Language/zh Lang/zh ColorScheme/Light',
    environment: 'wecom',
    mobile: true,
  },
  {
    name: 'WeCom on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko)  Mobile/15E148 wxwork/4.1.30 MicroMessenger/7.0.1 Language/zh ColorScheme/Light wwmver/3.26.13.714',
    environment: 'wecom',
    mobile: true,
  },
  {
    name: 'WeCom for Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/107.0.5304.110 Safari/537.36 Language/zh wxwork/4.1.10 (MicroMessenger/6.2) WindowsWechat  MailPlugin_Electron WeMail embeddisk',
    environment: 'wecom',
    mobile: false,
  },
  {
    name: '学习通 on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 13; TB371FC Build/TKQ1.221013.002; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/108.0.5359.128 Safari/537.36 (schild:5a80563847543459a23ea39e6a4d2a5b) (device:TB371FC) Language/zh_CN com.chaoxing.mobile/ChaoXingStudy_3_6.3.0_android_phone_1056_234 (@Kalimdor)_49a72c205ef44d8d9e2f1883878103aa',
    environment: 'learning-app',
    mobile: true,
  },
  {
    name: '学习通 on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 (schild:abe86689be8cf966a70f7b865822148a) (device:iPhone16,1) Language/zh-Hans com.ssreader.ChaoXingStudy/ChaoXingStudy_3_6.3.5_ios_phone_202411011945_260 (@Kalimdor)_12837882616851377478',
    environment: 'learning-app',
    mobile: true,
  },
  {
    name: 'Alipay on Android',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 11; zh-CN; MI 8 Lite Build/RKQ1.200826.002) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/69.0.3497.100 UWS/3.22.2.66 Mobile Safari/537.36 UCBS/3.22.2.66_230817192043 ChannelId(8) NebulaSDK/1.8.100112 Nebula AlipayDefined(nt:WIFI,ws:393|0|2.75) AliApp(AP/10.5.26.8000) AlipayClient/10.5.26.8000 Language/zh-Hans useStatusBar/true isConcaveScreen/true Region/CNAriver/1.0.0 DTN/2.0',
    environment: 'alipay',
    mobile: true,
  },
  {
    name: 'Alipay on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Ariver/1.1.0 AliApp(AP/10.5.30.6000) Nebula WK RVKType(1) AlipayDefined(nt:WIFI,ws:390|780|3.0) AlipayClient/10.5.30.6000 Language/zh-Hans Region/CN NebulaX/1.0.0',
    environment: 'alipay',
    mobile: true,
  },
  {
    name: 'DingTalk on Android',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 12; zh-CN; DCO-AL00 Build/HUAWEIDCO-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/100.0.4896.58 UWS/5.12.11.0 Mobile Safari/537.36 AliApp(DingTalk/7.6.60) com.alibaba.android.rimet/45740687 Channel/227200 language/zh-CN abi/64 Hmos/4.2.0 xpn/huawei UT4Aplus/0.2.25 colorScheme/light',
    environment: 'dingtalk',
    mobile: true,
  },
  {
    name: 'DingTalk on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/22E252 AliApp(DingTalk/7.6.60) com.laiwang.DingTalk/45715949 Channel/201200 language/zh-Hans-CN UT4Aplus/0.0.6 WK',
    environment: 'dingtalk',
    mobile: true,
  },
  {
    name: 'DingTalk for Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/108.0.5359.125 Safari/537.36 dingtalk-win/1.0.0 nw(0.14.7) DingTalk(7.6.45-Release.250241020) Mojo/1.0.0 Native AppType(release) Channel/201200 Architecture/x86_64',
    environment: 'dingtalk',
    mobile: false,
  },
  {
    name: 'Weibo on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Weibo (iPhone14,2__weibo__13.10.1__iphone__os17.0)',
    environment: 'weibo',
    mobile: true,
  },
  {
    name: 'Weibo on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; SM-G998U) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.0.0 Mobile Safari/537.36 Weibo (samsung-SM-G998U__weibo__13.0.0__android__android12)',
    environment: 'weibo',
    mobile: true,
  },
  {
    name: 'QQ on Android',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; PEHM00 Build/SKQ1.210216.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/6.2 TBS/046237 Mobile Safari/537.36 V1_AND_SQ_8.9.28_3700_YYB_D A_8092800 QQ/8.9.28.10155 NetType/WIFI WebP/0.3.0 AppId/537146843 Pixel/1080 StatusBarHeight/98 SimpleUISwitch/0 QQTheme/1000 InMagicWin/0 StudyMode/0 CurrentMode/0 CurrentFontScale/1.0 GlobalDensityScale/0.9 AllowLandscape/false InKidsMode/0',
    environment: 'qq',
    mobile: true,
  },
  {
    name: 'QQ on iPhone',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 14_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/18F72 QQ/8.8.0.608 V1_IPH_SQ_8.8.0_1_APP_A Pixel/828 SimpleUISwitch/0 StudyMode/0 QQTheme/1000 Core/WKWebView Device/Apple(iPhone XR) NetType/WIFI QBWebViewType/1 WKType/1',
    environment: 'qq',
    mobile: true,
  },
  {
    name: 'QQ Browser on Android (not the QQ app)',
    userAgent:
      'Mozilla/5.0 (Linux; U; Android 12; zh-cn; DCO-AL00 Build/HUAWEIDCO-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/121.0.6167.71 MQQBrowser/16.3 Mobile Safari/537.36 COVC/047707',
    environment: 'android',
    mobile: true,
  },
  {
    name: 'QQ Browser on iPhone (not the QQ app)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 MQQBrowser/19.2.7 Mobile/15E148 Safari/604.1 QBWebViewUA/2 QBWebViewType/1 WKType/1',
    environment: 'ios',
    mobile: true,
  },
  {
    name: 'QQ Browser on a Mac (not the QQ app)',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/123.0.0.0 Safari/537.36 QQBrowser/19.4.5.209',
    environment: 'browser',
    mobile: false,
  },
  {
    name: 'WeLink-based campus app on Android (HuaWei-AnyOffice)',
    userAgent:
      'Mozilla/5.0 (Linux; Android 16; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Mobile Safari/537.36 HuaWei-AnyOffice/1.0.0/cn.edu.fafu.iportal',
    environment: 'welink',
    mobile: true,
  },
  {
    name: 'WeLink on iPhone (HuaWei-AnyOffice)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 10_0_1 like Mac OS X) AppleWebKit/602.1.50 (KHTML, like Gecko) Mobile/14A403 NetType/WIFI Language/zh_CN HuaWei-AnyOffice/1.0.0/cn.edu.hit.welink',
    environment: 'welink',
    mobile: true,
  },
  {
    name: 'Android Chrome',
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
    environment: 'android',
    mobile: true,
  },
  {
    name: 'Huawei Browser on HarmonyOS',
    userAgent:
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; DCO-AL00; HMSCore 6.15.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 HuaweiBrowser/16.0.4.301 Mobile Safari/537.36',
    environment: 'android',
    mobile: true,
  },
  {
    name: 'Firefox on Android',
    userAgent: 'Mozilla/5.0 (Android 12; Mobile; rv:134.0) Gecko/134.0 Firefox/134.0',
    environment: 'android',
    mobile: true,
  },
  {
    name: 'Feishu on iPhone (an app spec §1 does not name)',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4.1 Mobile/15E148 Safari/604.1 Lark/7.15.32 LarkLocale/zh_CN ChannelName/Feishu LKBrowserIdentifier/6DB830F0-9C7B-49F6-B2CC-CF6275D58FD8',
    environment: 'ios',
    mobile: true,
  },
  {
    name: 'iPhone Safari',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.4 Mobile/15E148 Safari/604.1',
    environment: 'ios',
    mobile: true,
  },
  {
    name: 'iPhone Chrome',
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/136.0.7103.91 Mobile/15E148 Safari/604.1',
    environment: 'ios',
    mobile: true,
  },
  {
    name: 'iPad Safari (iPadOS 15)',
    userAgent:
      'Mozilla/5.0 (iPad; CPU OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Mobile/15E148 Safari/604.1',
    environment: 'ios',
    mobile: true,
  },
  {
    name: 'HarmonyOS NEXT phone (ArkWeb)',
    userAgent:
      'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36  ArkWeb/4.1.6.1 Mobile',
    environment: 'browser',
    mobile: true,
  },
  {
    name: 'Chrome on Windows',
    userAgent:
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
    environment: 'browser',
    mobile: false,
  },
  {
    name: 'Safari on macOS',
    userAgent:
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
    environment: 'browser',
    mobile: false,
  },
  {
    name: 'Firefox on Linux',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
    environment: 'browser',
    mobile: false,
  },
];

describe('clientEnvironment', () => {
  it.each(agents)('$name → $environment', ({ userAgent, environment }) => {
    expect(clientEnvironment(userAgent)).toBe(environment);
  });

  it('covers every environment of spec §1 with at least one real agent', () => {
    const seen = new Set(agents.map((agent) => agent.environment));
    const named: ClientEnvironment[] = [
      'wechat',
      'wecom',
      'learning-app',
      'alipay',
      'dingtalk',
      'weibo',
      'qq',
      'android',
      'ios',
      'welink',
    ];
    for (const environment of named) expect(seen, environment).toContain(environment);
  });

  it('is browser for a missing or empty agent', () => {
    expect(clientEnvironment(null)).toBe('browser');
    expect(clientEnvironment(undefined)).toBe('browser');
    expect(clientEnvironment('')).toBe('browser');
  });

  it('does not read a word inside another word as an app', () => {
    expect(clientEnvironment('Mozilla/5.0 (X11; Linux x86_64) NotQQ/1.0 Safari/537.36')).toBe('browser');
    expect(clientEnvironment('Mozilla/5.0 (X11; Linux x86_64) Androids/2 Safari/537.36')).toBe('browser');
  });
});

describe('isMobileUserAgent', () => {
  it.each(agents)('$name → mobile $mobile', ({ userAgent, mobile }) => {
    expect(isMobileUserAgent(userAgent)).toBe(mobile);
  });

  it('is false for a missing or empty agent', () => {
    expect(isMobileUserAgent(null)).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
    expect(isMobileUserAgent('')).toBe(false);
  });
});

describe('visitChannel', () => {
  it("counts every visit to the desktop site as '1', whatever the client", () => {
    for (const { environment } of agents) expect(visitChannel('desktop', environment)).toBe('1');
  });

  it("counts the mobile site inside an app of spec §1 as '3' and a phone's own browser as '2'", () => {
    const expected: Record<ClientEnvironment, '2' | '3'> = {
      wechat: '3',
      wecom: '3',
      'learning-app': '3',
      alipay: '3',
      dingtalk: '3',
      weibo: '3',
      qq: '3',
      welink: '3',
      android: '2',
      ios: '2',
      browser: '2',
    };
    for (const [environment, channel] of Object.entries(expected) as [ClientEnvironment, '2' | '3'][]) {
      expect(visitChannel('mobile', environment), environment).toBe(channel);
      expect(isAppEnvironment(environment), environment).toBe(channel === '3');
    }
  });
});
