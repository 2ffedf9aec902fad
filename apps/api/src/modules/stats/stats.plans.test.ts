import { describe, expect, it } from 'vitest';
import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf } from '@yizhan/server-kit';
import { activeUsersPerDay } from '../auth/active-days';
import { searchesPerDay, topSearches, topZeroResultSearches, visitsPerDay, visitsPerEnvironment } from '../home';
import { newsViewsPerDay } from '../news';
import { rankedArticles } from '../news/news.stats';
import { clicksPerDay } from '../service-hall';
import { rankedApps } from '../service-hall/service-hall.stats';
import { useTestApp } from '../../test/test-app';
import { rangeOf } from './stats.service';

const t = useTestApp();
const CAMPUS = 100001;
const ENVIRONMENTS = `array['wecom','wechat','learning-app','alipay','dingtalk','weibo','qq','welink','android','ios','browser']`;

/**
 * 400 days of every counter for every unit: a quarter of its apps and articles and all its users on every day, 50
 * keywords a day. On so much, a statement without an index behind it shows as a sequential scan (the demo's own rows
 * are too few).
 */
async function fillManyDays() {
  const days = `generate_series(current_date - 399, current_date, interval '1 day') as d`;
  for (const statement of [
    `insert into home_visits (fid, day, terminal_type, count)
       select u.fid, d::date, t, 10 from units u, ${days}, generate_series(1, 3) as t on conflict do nothing`,
    `insert into visit_environment_days (fid, day, environment, count)
       select u.fid, d::date, e, 5 from units u, ${days}, unnest(${ENVIRONMENTS}) as e`,
    `insert into app_click_days (fid, day, count) select u.fid, d::date, 9 from units u, ${days} on conflict do nothing`,
    `insert into app_day_clicks (fid, day, app_id, count) select a.fid, d::date, a.id, 2 from apps a, ${days} where a.id % 4 = 0`,
    `insert into search_keyword_days (fid, day, keyword, count, misses)
       select u.fid, d::date, '检索词' || k, 4, k % 3 from units u, ${days}, generate_series(1, 50) as k`,
    `insert into news_view_days (fid, day, article_id, count) select n.fid, d::date, n.id, 3 from news_articles n, ${days} where n.id % 4 = 0`,
    `insert into active_user_days (fid, day, uid) select s.fid, d::date, s.uid from users s, ${days}`,
  ]) {
    await t.database.db.execute(sql.raw(statement));
  }
  await t.database.db.execute(sql.raw('analyze'));
}

/** The plan PostgreSQL makes for one of the statistics' statements. */
async function planOf(query: SQLWrapper): Promise<string> {
  const result = await t.database.db.execute(sql`explain ${query.getSQL()}`);
  return rowsOf(result)
    .map((row) => String(row['QUERY PLAN']))
    .join('\n');
}

describe('the statistics over 90 days', () => {
  it('read every counter on its key, never the whole table', async () => {
    await fillManyDays();
    const db = t.database.db;
    const { from, to } = rangeOf(90);
    const statements: Record<string, SQLWrapper> = {
      home_visits: visitsPerDay(db, CAMPUS, from, to),
      visit_environment_days: visitsPerEnvironment(db, CAMPUS, from, to),
      app_click_days: clicksPerDay(db, CAMPUS, from, to),
      app_day_clicks: rankedApps(db, CAMPUS, from, to, 20),
      search_keyword_days: searchesPerDay(db, CAMPUS, from, to),
      'search_keyword_days ': topSearches(db, CAMPUS, from, to, 20),
      'search_keyword_days  ': topZeroResultSearches(db, CAMPUS, from, to, 20),
      news_view_days: newsViewsPerDay(db, CAMPUS, from, to),
      'news_view_days ': rankedArticles(db, CAMPUS, from, to, 20),
      active_user_days: activeUsersPerDay(db, CAMPUS, from, to),
    };
    for (const [table, statement] of Object.entries(statements)) {
      const plan = await planOf(statement);
      expect(plan, plan).not.toMatch(/Seq Scan/);
      expect(plan, plan).toMatch(new RegExp(`${table.trim()}_fid_day\\w*_pk`));
    }
  }, 120_000);
});
