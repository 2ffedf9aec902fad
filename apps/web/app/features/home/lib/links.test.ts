import { describe, expect, it } from 'vitest';
import { isExternalLink, isUsableLink } from '../../../shared/links';
import { appHref, searchHref } from './links';

describe('links', () => {
  it('tells web addresses from portal routes', () => {
    expect(isExternalLink('https://lib.example.edu.cn')).toBe(true);
    expect(isExternalLink('HTTP://a.cn/x')).toBe(true);
    expect(isExternalLink('/service-hall')).toBe(false);
  });

  it('only follows portal routes and web addresses', () => {
    expect(isUsableLink('/news/more/1')).toBe(true);
    expect(isUsableLink('https://a.cn')).toBe(true);
    expect(isUsableLink('javascript:alert(1)')).toBe(false);
    expect(isUsableLink('')).toBe(false);
  });

  it('encodes the keyword of a search link', () => {
    expect(searchHref('奖学金 申请')).toBe('/search?keyword=%E5%A5%96%E5%AD%A6%E9%87%91%20%E7%94%B3%E8%AF%B7');
    expect(searchHref('a&b', '/mobile/search')).toBe('/mobile/search?keyword=a%26b');
  });
});

describe('appHref', () => {
  it('leads a service to its guide and a business system straight in, on either site', () => {
    expect(appHref({ appId: '42', attributeType: 1 }, false)).toBe('/service-hall/details/42');
    expect(appHref({ appId: '42', attributeType: 1 }, true)).toBe('/mobile/service-guide/42');
    expect(appHref({ appId: '210', attributeType: 2 }, false)).toBe('/to-handle-service?appId=210&terminalType=1');
    expect(appHref({ appId: '210', attributeType: 2 }, true)).toBe('/to-handle-service?appId=210&terminalType=2');
  });
});
