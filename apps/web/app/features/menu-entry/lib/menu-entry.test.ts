import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../shared/testing/menu-item';
import { findCustomEntry, frameDecision, outsideHref } from './menu-entry';

const origins = ['https://map.demo-university.edu.cn', 'http://intranet.example.cn:8080'];

describe('frameDecision (R4 iframe allowlist)', () => {
  it.each([
    ['https://map.demo-university.edu.cn/', 'https://map.demo-university.edu.cn/'],
    ['https://map.demo-university.edu.cn/campus?floor=2#b', 'https://map.demo-university.edu.cn/campus?floor=2#b'],
    ['HTTPS://MAP.Demo-University.edu.cn/x', 'https://map.demo-university.edu.cn/x'],
    ['https://map.demo-university.edu.cn:443/x', 'https://map.demo-university.edu.cn/x'],
    ['http://intranet.example.cn:8080/app', 'http://intranet.example.cn:8080/app'],
  ])('embeds %s', (link, src) => {
    expect(frameDecision(link, origins)).toEqual({ kind: 'frame', src });
  });

  it.each([
    'https://evil.example.com/',
    'http://map.demo-university.edu.cn/',
    'https://map.demo-university.edu.cn:8443/',
    'https://map.demo-university.edu.cn.evil.com/',
    'https://sub.map.demo-university.edu.cn/',
    'http://intranet.example.cn/app',
  ])('refuses to embed %s (offers a new window instead)', (link) => {
    expect(frameDecision(link, origins)).toEqual({ kind: 'not-allowed', href: new URL(link).href });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '/service-hall',
    '//map.demo-university.edu.cn/',
    'https://map.demo-university.edu.cn@evil.com/',
    'https://map.demo-university.edu.cn/\n',
    'ftp://map.demo-university.edu.cn/',
    '',
  ])('refuses %j outright', (link) => {
    expect(frameDecision(link, origins)).toEqual({ kind: 'invalid' });
  });

  it('embeds nothing when the unit allowlists nothing, and ignores malformed allowlist entries', () => {
    expect(frameDecision('https://map.demo-university.edu.cn/', [])).toMatchObject({ kind: 'not-allowed' });
    expect(frameDecision('https://map.demo-university.edu.cn/', ['map.demo-university.edu.cn', '*'])).toMatchObject({
      kind: 'not-allowed',
    });
  });

  it('accepts allowlist entries written with a trailing slash, path or spaces', () => {
    const link = 'https://map.demo-university.edu.cn/a';
    expect(frameDecision(link, [' https://map.demo-university.edu.cn/ '])).toMatchObject({ kind: 'frame' });
    expect(frameDecision(link, ['https://map.demo-university.edu.cn/other'])).toMatchObject({ kind: 'frame' });
  });
});

describe('outsideHref', () => {
  it('links http(s) URLs only', () => {
    expect(outsideHref('https://card.demo-university.edu.cn/')).toBe('https://card.demo-university.edu.cn/');
    expect(outsideHref('http://a.example.cn/x?y=1')).toBe('http://a.example.cn/x?y=1');
    expect(outsideHref('javascript:alert(1)')).toBeNull();
    expect(outsideHref('vbscript:x')).toBeNull();
    expect(outsideHref('/home')).toBeNull();
  });
});

describe('findCustomEntry', () => {
  const frame = menuItem({ pageNavigationId: 7, isDefault: 0, isFrame: 1, name: '校园地图' });
  const outside = menuItem({ pageNavigationId: 8, isDefault: 0, isFrame: 0, name: '校园卡充值' });
  const builtIn = menuItem({ pageNavigationId: 9, isDefault: 1, isFrame: 1 });
  const menus = [frame, outside, builtIn];

  it('finds the custom entry of the right kind', () => {
    expect(findCustomEntry(menus, '7', 'frame')).toBe(frame);
    expect(findCustomEntry(menus, '8', 'outside')).toBe(outside);
  });

  it('never opens an entry as the other kind, a built-in entry, or a malformed id', () => {
    expect(findCustomEntry(menus, '7', 'outside')).toBeUndefined();
    expect(findCustomEntry(menus, '8', 'frame')).toBeUndefined();
    expect(findCustomEntry(menus, '9', 'frame')).toBeUndefined();
    expect(findCustomEntry(menus, '7.0', 'frame')).toBeUndefined();
    expect(findCustomEntry(menus, ' 7', 'frame')).toBeUndefined();
    expect(findCustomEntry(menus, null, 'frame')).toBeUndefined();
  });
});
