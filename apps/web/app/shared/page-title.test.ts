import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_TITLE } from '@yizhan/contracts';
import { pageNameOf, pageTitle, siteTitleOf, titled } from './page-title';

const matches = [{ id: 'root', loaderData: { site: { title: '示范大学一站式服务大厅' } } }, { id: 'home' }];

describe('page titles', () => {
  it('name the page, then the site', () => {
    expect(pageTitle(matches, '服务大厅')).toEqual([{ title: '服务大厅 · 示范大学一站式服务大厅' }]);
    expect(titled('首页')({ matches })).toEqual([{ title: '首页 · 示范大学一站式服务大厅' }]);
  });

  it('fall back to the site alone, and to the default site title', () => {
    expect(pageTitle(matches, undefined)).toEqual([{ title: '示范大学一站式服务大厅' }]);
    expect(siteTitleOf([undefined, { id: 'home' }])).toBe(DEFAULT_SITE_TITLE);
  });

  it('give back the page name of a title', () => {
    expect(pageNameOf('服务大厅 · 示范大学一站式服务大厅')).toBe('服务大厅');
    expect(pageNameOf('新闻资讯')).toBe('新闻资讯');
  });
});
