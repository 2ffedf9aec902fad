import { describe, expect, it } from 'vitest';
import { scriptOrigin, usableScriptUrl } from './script-url';

describe('usableScriptUrl', () => {
  it.each([
    ['/bridge/yizhan-bridge.js', '/bridge/yizhan-bridge.js'],
    ['  /bridge/yizhan-bridge.js?v=2 ', '/bridge/yizhan-bridge.js?v=2'],
    ['https://res.wx.qq.com/open/js/jweixin-1.6.0.js', 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js'],
    [
      'https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js',
      'https://g.alicdn.com/dingding/dingtalk-jsapi/3.0.25/dingtalk.open.js',
    ],
  ])('keeps %s', (url, expected) => {
    expect(usableScriptUrl(url)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['plain http', 'http://res.wx.qq.com/open/js/jweixin-1.6.0.js'],
    ['protocol-relative', '//res.wx.qq.com/open/js/jweixin-1.6.0.js'],
    ['backslash trick', '/\\evil.example.com/x.js'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/javascript,alert(1)'],
    ['credentials', 'https://user:secret@cdn.example.com/x.js'],
    ['relative without slash', 'bridge.js'],
    ['a quote that would break out of the attribute', '/bridge.js"onload="alert(1)'],
  ])('refuses %s', (_name, url) => {
    expect(usableScriptUrl(url)).toBe('');
  });
});

describe('scriptOrigin', () => {
  it('is the origin of an https address, to add to script-src', () => {
    expect(scriptOrigin('https://res.wx.qq.com/open/js/jweixin-1.6.0.js')).toBe('https://res.wx.qq.com');
    expect(scriptOrigin('https://cdn.example.com:8443/sdk.js')).toBe('https://cdn.example.com:8443');
  });

  it('is null for a script of this site and for an unusable address', () => {
    expect(scriptOrigin('/bridge/yizhan-bridge.js')).toBeNull();
    expect(scriptOrigin('http://cdn.example.com/sdk.js')).toBeNull();
    expect(scriptOrigin('')).toBeNull();
  });
});
