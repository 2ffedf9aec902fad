import type { Statistics, StatsSeries } from '@yizhan/contracts';
import type { CsvCell } from '../../lib/csv';

/** One series of the statistics as a table: its header and rows, as the CSV file holds them. */
export interface SeriesTable {
  header: string[];
  rows: CsvCell[][];
}

/** Each series the page offers for download, built from the same figures the page shows. */
export const seriesTables: Record<StatsSeries, (stats: Statistics) => SeriesTable> = {
  daily: (stats) => ({
    header: ['日期', '访问次数', '服务点击', '搜索次数', '无结果搜索', '资讯阅读', '活跃用户'],
    rows: stats.daily.map((row) => [
      row.day,
      row.visits,
      row.clicks,
      row.searches,
      row.zeroResults,
      row.newsViews,
      row.activeUsers,
    ]),
  }),
  terminals: (stats) => ({
    header: ['日期', ...stats.terminals.map((terminal) => terminal.name)],
    rows: stats.daily.map((row, index) => [row.day, ...stats.terminals.map((terminal) => terminal.perDay[index]!)]),
  }),
  services: (stats) => ({
    header: ['排名', '服务事项', '点击次数'],
    rows: stats.services.map((row, index) => [index + 1, row.name, row.count]),
  }),
  searches: (stats) => ({
    header: ['排名', '搜索词', '搜索次数', '其中无结果'],
    rows: stats.searches.map((row, index) => [index + 1, row.keyword, row.count, row.zeroResults]),
  }),
  zero: (stats) => ({
    header: ['排名', '搜索词', '无结果次数'],
    rows: stats.zeroResults.map((row, index) => [index + 1, row.keyword, row.count]),
  }),
  news: (stats) => ({
    header: ['排名', '资讯标题', '阅读次数'],
    rows: stats.news.map((row, index) => [index + 1, row.title, row.count]),
  }),
};
