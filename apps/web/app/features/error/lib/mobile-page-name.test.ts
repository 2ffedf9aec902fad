import { describe, expect, it } from 'vitest';
import { menuItem } from '../../../shared/testing/menu-item';
import { refusedPage } from './mobile-page-name';

describe('refusedPage (the page the no-permission dialog names)', () => {
  it('names the page by the unit’s menu, else by the phone’s own name for it', () => {
    const menus = [menuItem({ name: '校园首页', link: '/mobile/home', isDefault: 1 })];
    expect(refusedPage('/mobile/home', menus)).toEqual({ path: '/mobile/home', name: '校园首页' });
    expect(refusedPage('/mobile/news/detail/3?from=x', [])).toEqual({
      path: '/mobile/news/detail/3?from=x',
      name: '资讯',
    });
    expect(refusedPage('/mobile/task-center', [])).toEqual({ path: '/mobile/task-center', name: '任务中心' });
    expect(refusedPage('/mobile/unknown', [])).toEqual({ path: '/mobile/unknown', name: '该' });
  });

  it('takes only a phone path of this site (security.md A4)', () => {
    for (const raw of [
      null,
      '',
      'https://evil.example/mobile/home',
      '//evil.example/mobile/home',
      '/\\evil',
      '/home',
    ]) {
      expect(refusedPage(raw, [])).toEqual({ path: null, name: '该' });
    }
  });
});
