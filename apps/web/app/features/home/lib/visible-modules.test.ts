import { describe, expect, it } from 'vitest';
import type { HomeModule, HomePageStatus } from '@yizhan/contracts';
import { visibleModules } from './visible-modules';

const layout: HomeModule[] = [
  { sign: 'banner', name: '轮播图', children: [] },
  { sign: 'quickNavigation', name: '快捷导航', children: [] },
  { sign: 'tool', name: '常用工具', children: [] },
  {
    sign: 'service',
    name: '服务推荐',
    children: [
      { sign: 'hotApp', name: '热门服务' },
      { sign: 'recommendApp', name: '推荐服务' },
    ],
  },
  { sign: 'content', name: '新闻资讯', children: [] },
  { sign: 'special', name: '专题服务', children: [] },
  {
    sign: 'statistic',
    name: '数据统计',
    children: [
      { sign: 'homeStatistic', name: '服务统计' },
      { sign: 'searchStatistic', name: '搜索热词' },
    ],
  },
];

const on = (sign: string, ...children: string[]): HomePageStatus => ({
  sign,
  children: children.map((child) => ({ sign: child })),
});

const signs = (modules: ReturnType<typeof visibleModules>) =>
  modules.map((module) => [module.sign, ...module.children.map((child) => child.sign)].join(':'));

describe('visibleModules', () => {
  it('shows the enabled modules in the order of the layout, not of the status list', () => {
    const status = [on('special'), on('statistic', 'searchStatistic', 'homeStatistic'), on('banner'), on('tool')];
    expect(signs(visibleModules(layout, status))).toEqual([
      'banner',
      'tool',
      'special',
      'statistic:homeStatistic:searchStatistic',
    ]);
  });

  it('leaves out modules the status does not enable', () => {
    expect(signs(visibleModules(layout, [on('content')]))).toEqual(['content']);
    expect(visibleModules(layout, [])).toEqual([]);
  });

  it('keeps only the enabled children, with their layout names', () => {
    const [service] = visibleModules(layout, [on('service', 'recommendApp')]);
    expect(service).toEqual({
      sign: 'service',
      name: '服务推荐',
      children: [{ sign: 'recommendApp', name: '推荐服务' }],
    });
  });

  it('leaves out a module made of children when none of them is enabled', () => {
    expect(visibleModules(layout, [on('service'), on('statistic', 'unknownChild')])).toEqual([]);
  });

  it('ignores status entries the layout does not have, and signs this site cannot render', () => {
    const withUnknown: HomeModule[] = [...layout, { sign: 'weather', name: '天气', children: [] }];
    expect(signs(visibleModules(withUnknown, [on('car'), on('weather'), on('tool')]))).toEqual(['tool']);
  });

  it('drops children the layout does not list even if the status enables them', () => {
    const [service] = visibleModules(layout, [on('service', 'hotApp', 'personal')]);
    expect(service?.children.map((child) => child.sign)).toEqual(['hotApp']);
  });

  it('counts a repeated sign once and names unnamed entries', () => {
    const repeated: HomeModule[] = [
      { sign: 'tool', name: ' ', children: [] },
      { sign: 'tool', name: '工具二', children: [] },
      {
        sign: 'service',
        name: '',
        children: [
          { sign: 'legal', name: '' },
          { sign: 'legal', name: '法人' },
        ],
      },
    ];
    const modules = visibleModules(repeated, [on('tool'), on('service', 'legal')]);
    expect(modules).toEqual([
      { sign: 'tool', name: '常用工具', children: [] },
      { sign: 'service', name: '服务推荐', children: [{ sign: 'legal', name: '法人办事' }] },
    ]);
  });

  it('keeps a plain module even if its layout entry lists children', () => {
    const odd: HomeModule[] = [{ sign: 'tool', name: '常用工具', children: [{ sign: 'x', name: 'x' }] }];
    expect(visibleModules(odd, [on('tool', 'x')])).toEqual([{ sign: 'tool', name: '常用工具', children: [] }]);
  });
});
