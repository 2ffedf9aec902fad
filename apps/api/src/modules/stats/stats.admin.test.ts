import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ADMIN_FORBIDDEN,
  adminStatsApi,
  homeApi,
  newsApi,
  serviceHallApi,
  shanghaiDay,
  type Statistics,
} from '@yizhan/contracts';
import { HotTermCounter } from '../home';
import { apps } from '../../schema';
import { auditLog } from '../audit';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);
const CAMPUS = 100001;
const WECHAT_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) MicroMessenger/8.0.40 NetType/WIFI';

const stats = async (token: string, days = 7): Promise<Statistics> => {
  const answer = await call(withQuery(adminStatsApi.statistics, { days }), { token });
  expect(answer.body).toMatchObject({ success: true });
  return answer.body.data;
};
const today = (statistics: Statistics) => statistics.daily.at(-1)!;
const terminal = (statistics: Statistics, environment: string) =>
  statistics.terminals.find((row) => row.environment === environment)!;

/** A CSV download as the browser gets it: status, headers and the text. */
async function download(path: string, token?: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: path,
    headers: { host: 'localhost', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  return { status: response.statusCode, headers: response.headers, text: response.body };
}

describe('who may read the statistics', () => {
  it('lets the auditor and the unit admin in, refuses an editor and a student with 403 and a guest with 401', async () => {
    for (const username of ['audit100001', 'admin100001']) {
      const statistics = await stats(await login(username), 30);
      expect(statistics.daily).toHaveLength(30);
      expect(statistics.to).toBe(shanghaiDay(new Date()));
      expect(statistics.terminals.map((row) => row.name)).toContain('学习通');
    }
    for (const username of ['editor100001', '2023001']) {
      const refused = await call(adminStatsApi.statistics, { token: await login(username) });
      expect(refused.status, username).toBe(403);
      expect(refused.body.msg).toBe(ADMIN_FORBIDDEN);
      expect((await download(`${adminStatsApi.statisticsCsv.path}?series=daily`, await login(username))).status).toBe(
        403,
      );
    }
    expect((await call(adminStatsApi.statistics)).body).toMatchObject({ success: false, code: 401 });
    const guest = await download(adminStatsApi.auditCsv.path);
    expect(JSON.parse(guest.text)).toMatchObject({ success: false, code: 401 });
  });

  it('answers a range it does not offer, or an unknown series, in Chinese with 400', async () => {
    const token = await login('audit100001');
    const range = await call(withQuery(adminStatsApi.statistics, { days: 14 }), { token });
    expect(range.status).toBe(400);
    expect(range.body.msg).toBe('统计范围只能是最近 7 天、30 天或 90 天');
    const series = await call(withQuery(adminStatsApi.statisticsCsv, { series: 'secrets' }), { token });
    expect(series.status).toBe(400);
    expect(series.body.msg).toBe('请选择要下载的统计');
  });
});

describe('what the statistics count', () => {
  it('counts what the portal recorded today: visits by environment, clicks, searches, reads and active users', async () => {
    const db = t.database.db;
    const token = await login('audit100001');
    const before = await stats(token);

    // Two visits reported from WeChat, one from a desktop browser: each by its page's own user agent.
    const visit = (agent: string, terminalType: string) =>
      t.app.inject({
        method: 'GET',
        url: `${homeApi.visit.path}?terminalType=${terminalType}`,
        headers: { host: 'localhost', 'user-agent': agent, 'sec-fetch-site': 'same-origin' },
      });
    await visit(WECHAT_AGENT, '3');
    await visit(WECHAT_AGENT, '3');
    await visit('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/130.0', '1');

    // Three clicks of one service, one of another, as the service hall records them.
    const [first, second] = await db
      .select({ id: apps.id, name: apps.name })
      .from(apps)
      .where(and(eq(apps.fid, CAMPUS), eq(apps.visitorVisible, true)));
    for (const appId of [first!.id, first!.id, first!.id, second!.id]) {
      const click = await call(serviceHallApi.click, { body: { appId: String(appId), terminalType: 1 } });
      expect(click.body).toMatchObject({ success: true, data: { recorded: true } });
    }

    // Searches: three that found something, two that found nothing.
    const counter = new HotTermCounter(db);
    for (const found of [true, true, true]) counter.count(CAMPUS, '统计专用检索词', found);
    for (const found of [false, false]) counter.count(CAMPUS, '统计专用无果词', found);
    await counter.flush();

    // An article opened twice (a guest counts as much as a reader).
    const articles = await call(withQuery(newsApi.list, { page: 1, pageSize: 1 }));
    const articleId: number = articles.body.data.list[0].id;
    for (let index = 0; index < 2; index += 1) await call(withQuery(newsApi.view, { id: articleId }));

    const after = await stats(token);
    expect(terminal(after, 'wechat').total - terminal(before, 'wechat').total).toBe(2);
    expect(terminal(after, 'browser').total - terminal(before, 'browser').total).toBe(1);
    expect(today(after).visits - today(before).visits).toBe(3);
    expect(after.services[0]).toMatchObject({ appId: first!.id, name: first!.name, count: 3 });
    expect(after.services).toContainEqual({ appId: second!.id, name: second!.name, count: 1 });
    expect(after.searches).toContainEqual({ keyword: '统计专用检索词', count: 3, zeroResults: 0 });
    expect(after.zeroResults).toContainEqual({ keyword: '统计专用无果词', count: 2 });
    expect(after.zeroResults.map((row) => row.keyword)).not.toContain('统计专用检索词');
    expect(today(after).searches - today(before).searches).toBe(5);
    expect(today(after).zeroResults - today(before).zeroResults).toBe(2);
    expect(after.news).toContainEqual(expect.objectContaining({ articleId, count: 2 }));
    expect(today(after).newsViews - today(before).newsViews).toBe(2);
    expect(today(after).clicks - today(before).clicks).toBe(4);
    // The auditor signed in today; another sign-in of the same person is the same active user, a new one adds one.
    const active = today(after).activeUsers;
    expect(active).toBeGreaterThanOrEqual(1);
    await login('audit100001');
    await login('jwc100001');
    expect(today(await stats(token)).activeUsers).toBe(active + 1);
  });
});

describe('CSV downloads', () => {
  it('send a series as UTF-8 with a BOM, named in Chinese, with formula-like text defused', async () => {
    const token = await login('audit100001');
    const counter = new HotTermCounter(t.database.db);
    counter.count(CAMPUS, '=HYPERLINK("http://evil")', false);
    counter.count(CAMPUS, '-2+3', false);
    await counter.flush();

    const file = await download(`${adminStatsApi.statisticsCsv.path}?series=zero&days=7`, token);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('无结果搜索')}`);
    expect(file.text.startsWith('\uFEFF排名,搜索词,无结果次数\r\n')).toBe(true);
    expect(file.text).toContain(`,"'=HYPERLINK(""http://evil"")",1\r\n`);
    expect(file.text).toContain(`,'-2+3,1\r\n`);

    const daily = await download(`${adminStatsApi.statisticsCsv.path}?series=daily&days=7`, token);
    const lines = daily.text.replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\uFEFF日期,访问次数,服务点击,搜索次数,无结果搜索,资讯阅读,活跃用户');
    expect(lines).toHaveLength(8);
  });

  it('export the audit log under the page filters, and record the export', async () => {
    const token = await login('audit100001');
    const file = await download(`${adminStatsApi.auditCsv.path}?event=login&username=audit100001`, token);
    expect(file.status).toBe(200);
    const lines = file.text.replace(/\r\n$/, '').split('\r\n');
    expect(lines[0]).toBe('\uFEFF时间,账号,操作,对象,结果,来源 IP,原因,修改前,修改后');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,audit100001,登录,/);

    const [recorded] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.fid, CAMPUS), eq(auditLog.method, 'audit.export')));
    expect(recorded).toMatchObject({ username: 'audit100001', target: '审计日志（登录，audit100001）' });
    expect(recorded!.after).toEqual({ rows: lines.length - 1 });

    const editor = await login('editor100001');
    expect((await download(adminStatsApi.auditCsv.path, editor)).status).toBe(403);
  });
});
