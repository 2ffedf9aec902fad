/** Home-page modules per template, in display order; children are sub-modules of their parent. */
export const homeModuleSeeds: Record<number, { sign: string; name: string; children?: [string, string][] }[]> = {
  1: [
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
  ],
  2: [
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
  ],
};
homeModuleSeeds[3] = homeModuleSeeds[2]!;
homeModuleSeeds[4] = homeModuleSeeds[1]!;
