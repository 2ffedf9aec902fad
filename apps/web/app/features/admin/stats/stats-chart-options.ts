import type { EChartsCoreOption } from 'echarts/core';
import type { Statistics } from '@yizhan/contracts';

// What each chart of the statistics shows, as ECharts options: plain data, built on the server and in the browser
// alike; only the drawing needs the library.

/** The daily figures the trend chart draws, in words. */
export const DAILY_FIGURES = [
  ['visits', '访问次数'],
  ['clicks', '服务点击'],
  ['searches', '搜索次数'],
  ['newsViews', '资讯阅读'],
  ['activeUsers', '活跃用户'],
] as const;

const tooltip = { trigger: 'axis' };
const legend = { type: 'scroll', top: 0 };
const grid = { left: 48, right: 24, top: 40, bottom: 32, containLabel: true };
/** Month and day (11-28): the year is in the range above the chart. */
const shortDays = (stats: Statistics) => stats.daily.map((row) => row.day.slice(5));

export function dailyTrend(stats: Statistics): EChartsCoreOption {
  return {
    tooltip,
    legend,
    grid,
    xAxis: { type: 'category', data: shortDays(stats) },
    yAxis: { type: 'value', minInterval: 1 },
    series: DAILY_FIGURES.map(([key, name]) => ({
      name,
      type: 'line',
      data: stats.daily.map((row) => row[key]),
    })),
  };
}

export function terminalBars(stats: Statistics): EChartsCoreOption {
  return {
    tooltip,
    legend,
    grid,
    xAxis: { type: 'category', data: shortDays(stats) },
    yAxis: { type: 'value', minInterval: 1 },
    series: stats.terminals.map((terminal) => ({
      name: terminal.name,
      type: 'bar',
      stack: 'visits',
      data: terminal.perDay,
    })),
  };
}

/** A ranking as horizontal bars, the first at the top (at most ten: the table holds the rest). */
export function rankingBars(rows: { label: string; count: number }[], name: string): EChartsCoreOption {
  const top = rows.slice(0, 10).reverse();
  return {
    tooltip,
    grid: { ...grid, top: 8 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: top.map((row) => row.label),
      axisLabel: { width: 160, overflow: 'truncate' },
    },
    series: [{ name, type: 'bar', data: top.map((row) => row.count) }],
  };
}
