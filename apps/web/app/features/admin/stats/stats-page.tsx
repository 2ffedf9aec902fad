import { useMemo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Table } from 'antd';
import { adminStatsApi, STATS_RANGES, STATS_SERIES_NAMES, type StatsRange, type StatsSeries } from '@yizhan/contracts';
import type { Route } from './+types/stats-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { StatsChart } from './stats-chart';
import { DAILY_FIGURES, dailyTrend, rankingBars, terminalBars } from './stats-chart-options';
import { RankingTable } from './ranking-table';
import './stats.css';

export const meta: Route.MetaFunction = titled('统计');

const DEFAULT_RANGE: StatsRange = 30;

/** The range of the URL (?days=7|30|90): a view a person can bookmark and share. */
const rangeOf = (url: URL): StatsRange =>
  STATS_RANGES.find((days) => String(days) === url.searchParams.get('days')) ?? DEFAULT_RANGE;

export async function loader({ context, url }: Route.LoaderArgs) {
  const days = rangeOf(url);
  const stats = await consoleLoad(
    serverApi(context)(adminStatsApi.statistics, { query: { days: String(days) as '7' | '30' | '90' } }),
  );
  return { days, stats };
}

/** Where a series' CSV file is downloaded (the browser sends the console's session cookie with it). */
const csvHref = (series: StatsSeries, days: StatsRange) =>
  `${adminStatsApi.statisticsCsv.path}?${new URLSearchParams({ series, days: String(days) })}`;

/** One part of the page: a heading, its CSV download, the chart and the figures as a table. */
function StatsSection(props: { id: string; series: StatsSeries; days: StatsRange; children: ReactNode }) {
  return (
    <section className="yz-stats-section" aria-labelledby={props.id}>
      <div className="yz-stats-section__head">
        <h2 id={props.id}>{STATS_SERIES_NAMES[props.series]}</h2>
        <a href={csvHref(props.series, props.days)} download>
          下载「{STATS_SERIES_NAMES[props.series]}」CSV
        </a>
      </div>
      {props.children}
    </section>
  );
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** /admin/stats 统计 (issue 37 item 11): the unit's figures over the last 7, 30 or 90 days, charts and tables. */
export default function StatsPage({ loaderData }: Route.ComponentProps) {
  const { days, stats } = loaderData;
  const charts = useMemo(
    () => ({
      daily: dailyTrend(stats),
      terminals: terminalBars(stats),
      services: rankingBars(
        stats.services.map((row) => ({ label: row.name, count: row.count })),
        '点击次数',
      ),
      searches: rankingBars(
        stats.searches.map((row) => ({ label: row.keyword, count: row.count })),
        '搜索次数',
      ),
      news: rankingBars(
        stats.news.map((row) => ({ label: row.title, count: row.count })),
        '阅读次数',
      ),
    }),
    [stats],
  );
  const totals = DAILY_FIGURES.map(([key, name]) => ({ name, value: sum(stats.daily.map((row) => row[key])) }));
  // To a tenth: a handful of people a week would otherwise read as 0 a day.
  const activeAverage = (sum(stats.daily.map((row) => row.activeUsers)) / stats.daily.length).toFixed(1);

  return (
    <section className="yz-admin-page" aria-labelledby="stats-title">
      <h1 id="stats-title">统计</h1>
      <nav className="yz-stats-ranges" aria-label="统计范围">
        {STATS_RANGES.map((range) => (
          <Link key={range} to={`/admin/stats?days=${range}`} aria-current={range === days ? 'page' : undefined}>
            最近 {range} 天
          </Link>
        ))}
        <span>
          {stats.from} 至 {stats.to}
        </span>
      </nav>
      <dl className="yz-stats-totals" aria-label="合计">
        {totals
          .filter((total) => total.name !== '活跃用户')
          .map((total) => (
            <div key={total.name}>
              <dt>{total.name}</dt>
              <dd>{total.value}</dd>
            </div>
          ))}
        <div>
          <dt>无结果搜索</dt>
          <dd>{sum(stats.daily.map((row) => row.zeroResults))}</dd>
        </div>
        <div>
          <dt>日均活跃用户</dt>
          <dd>{activeAverage}</dd>
        </div>
      </dl>

      <StatsSection id="stats-daily" series="daily" days={days}>
        <StatsChart label="每日访问、服务点击、搜索、资讯阅读与活跃用户的折线图，数据见下表" option={charts.daily} />
        <details>
          <summary>按日明细</summary>
          <Table
            rowKey="day"
            size="small"
            pagination={false}
            dataSource={[...stats.daily].reverse()}
            columns={[
              { title: '日期', dataIndex: 'day' },
              ...DAILY_FIGURES.map(([key, name]) => ({ title: name, dataIndex: key })),
              { title: '无结果搜索', dataIndex: 'zeroResults' },
            ]}
          />
        </details>
      </StatsSection>

      <StatsSection id="stats-terminals" series="terminals" days={days}>
        <StatsChart label="各终端每日访问次数的堆叠柱状图，各终端合计见下表" option={charts.terminals} />
        <Table
          rowKey="environment"
          size="small"
          pagination={false}
          dataSource={stats.terminals}
          columns={[
            { title: '终端', dataIndex: 'name' },
            { title: '访问次数', dataIndex: 'total' },
          ]}
        />
      </StatsSection>

      <StatsSection id="stats-services" series="services" days={days}>
        <StatsChart label="点击最多的服务事项条形图，排行见下表" option={charts.services} />
        <RankingTable rows={stats.services} rowKey="appId" label="服务事项" labelKey="name" countTitle="点击次数" />
      </StatsSection>

      <StatsSection id="stats-searches" series="searches" days={days}>
        <StatsChart label="搜索最多的搜索词条形图，排行见下表" option={charts.searches} />
        <RankingTable
          rows={stats.searches}
          rowKey="keyword"
          label="搜索词"
          labelKey="keyword"
          countTitle="搜索次数"
          extra={{ title: '其中无结果', dataIndex: 'zeroResults' }}
        />
      </StatsSection>

      <StatsSection id="stats-zero" series="zero" days={days}>
        <p className="yz-stats-hint">这些词没有搜到任何内容：可考虑为它们添加同义词，或补充相应的服务与资讯。</p>
        <RankingTable
          rows={stats.zeroResults}
          rowKey="keyword"
          label="搜索词"
          labelKey="keyword"
          countTitle="无结果次数"
        />
      </StatsSection>

      <StatsSection id="stats-news" series="news" days={days}>
        <StatsChart label="阅读最多的资讯条形图，排行见下表" option={charts.news} />
        <RankingTable rows={stats.news} rowKey="articleId" label="资讯标题" labelKey="title" countTitle="阅读次数" />
      </StatsSection>
    </section>
  );
}
