import { describe, expect, it } from 'vitest';
import { isExternalLink, isUsableLink } from '../../../shared/links';
import { appHref } from './links';

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
});

describe('appHref', () => {
  it('leads a service to its guide and a business system straight in, on either site', () => {
    expect(appHref({ appId: '42', attributeType: 1 }, false)).toBe('/service-hall/details/42');
    expect(appHref({ appId: '42', attributeType: 1 }, true)).toBe('/mobile/service-guide/42');
    expect(appHref({ appId: '210', attributeType: 2 }, false)).toBe('/to-handle-service?appId=210&terminalType=1');
    expect(appHref({ appId: '210', attributeType: 2 }, true)).toBe('/to-handle-service?appId=210&terminalType=2');
  });
});
