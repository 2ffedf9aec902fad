/** A unit's home-page modules in display order; children are sub-modules of their parent. */
export type HomeLayoutSeed = { sign: string; name: string; children?: [string, string][] }[];

/** A university's home: its tools, campus services and news. */
export const campusHomeModules: HomeLayoutSeed = [
  { sign: 'banner', name: '轮播图' },
  { sign: 'quickNavigation', name: '快捷导航' },
  { sign: 'tool', name: '常用工具' },
  {
    sign: 'service',
    name: '服务推荐',
    children: [
      ['hotApp', '热门服务'],
      ['recommendApp', '推荐服务'],
    ],
  },
  { sign: 'content', name: '新闻资讯' },
  { sign: 'special', name: '专题服务' },
  {
    sign: 'statistic',
    name: '数据统计',
    children: [
      ['homeStatistic', '服务统计'],
      ['searchStatistic', '搜索热词'],
    ],
  },
];

/** A government unit's home: theme services, services for residents and for businesses, open government. */
export const govHomeModules: HomeLayoutSeed = [
  { sign: 'banner', name: '轮播图' },
  { sign: 'car', name: '主题服务' },
  {
    sign: 'service',
    name: '办事服务',
    children: [
      ['personal', '个人办事'],
      ['legal', '法人办事'],
    ],
  },
  { sign: 'content', name: '政务公开' },
  { sign: 'special', name: '专题服务' },
  { sign: 'statistic', name: '办件统计', children: [['homeStatistic', '办件统计']] },
];

/**
 * The templates a unit keeps a home layout for. The template chooses the frame (ADR 006), the kind of unit the content:
 * a university on template 3 (the pctpl2 frame) still shows campus modules, never 个人办事 / 法人办事 (issue 35 item 5).
 */
export const HOME_TEMPLATES = [1, 2, 3, 4] as const;
