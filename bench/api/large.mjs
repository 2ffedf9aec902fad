// npm run bench:large — the service list and guide, the news lists and articles, the console's lists, and signed-in
// users' task lists
// (ADR 039) on the large data set: a
// throwaway PostgreSQL cluster is seeded with `npm run seed:large`, the built server runs on it, the SQL it runs for
// each call is captured from the statement log and EXPLAINed (no Seq Scan on the big tables), then each call is
// loaded at 10 connections (budget p99 ≤ 25 ms). BENCH_DURATION (s per call, default 10), BENCH_CONNECTIONS (default
// 10), BENCH_ONLY (a pattern of the calls' names), --sql FILE.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectionCounts, durationS, spreadRequests } from '../lib/load.mjs';
import { startCluster } from '../lib/pg-cluster.mjs';
import { printTable, writeResult } from '../lib/report.mjs';
import { root, snapshotBuild, startServer } from '../lib/server.mjs';
import { capture, explain, LOG_SETTINGS, seqScans } from './explain.mjs';
import { call, signIn } from './scenarios.mjs';
import { aiSearchScenarios } from './ai-search-scenarios.mjs';
import { consoleListScenarios, consoleNewsScenarios } from './console-scenarios.mjs';
import { ratingScenarios } from './rating-scenarios.mjs';
import { firstSearchScenarios, loadScenario, searchScenarios, SEARCH_BUDGET } from './search-scenarios.mjs';

const duration = durationS(10);
const connections = connectionCounts([10]);
const P99_BUDGET_MS = 25;
const KEYWORD = '证明';
const PAGE_SIZE = 10;
// --sql FILE runs extra SQL after seeding (say, proposed indexes) so their effect can be measured before a migration.
const sqlArg = process.argv.indexOf('--sql');
const sqlFile = sqlArg > 0 ? path.resolve(process.argv[sqlArg + 1]) : null;

/** Articles the spread article call cycles through: far more than the server's memo cache holds (2,000 entries). */
const SPREAD_ARTICLES = 20_000;

/**
 * The news calls: a category's first page (what /news and /mobile/news open with), pages spread over the whole
 * category (the infinite list scrolled far, /news/more/:id?page=), one article, and articles spread over the unit
 * (most of them cache misses). A spread call sends `path` once for its plan and cycles through `paths` under load.
 */
async function newsScenarios(server, admin) {
  const categories = (await call(server, '/homepage/news/category/custom')).envelope.data;
  const [first] = categories;
  const busiest = categories.at(-1);
  const list = (category, page) =>
    `/homepage/news/list?categoryId=${category.categoryId}&page=${page}&pageSize=${PAGE_SIZE}`;
  const { total } = (await call(server, list(busiest, 1))).envelope.data;
  const lastPage = Math.ceil(total / PAGE_SIZE);
  const pages = Array.from({ length: Math.min(lastPage, 1000) }, (_, i) => 1 + Math.floor((i * lastPage) / 1000));
  // Article ids evenly over the unit's articles, oldest generated ones included.
  const { rows } = await admin.query(
    `select id from (select id, row_number() over (order by id) as n, count(*) over () as total
       from news_articles where fid = 100001) numbered
     where n % greatest(total / $1, 1) = 0 order by id`,
    [SPREAD_ARTICLES],
  );
  const ids = rows.map((row) => row.id);
  const article = (id) => `/homepage/news/detail?id=${id}`;
  return [
    { name: `news list: "${first.name}" page 1`, path: list(first, 1) },
    {
      name: `news list: "${busiest.name}" pages 1–${lastPage}`,
      path: list(busiest, pages[Math.floor(pages.length / 2)]),
      paths: pages.map((page) => list(busiest, page)),
    },
    { name: 'news article', path: article(ids.at(-1)) },
    { name: `news article: ${ids.length} different`, path: article(ids[0]), paths: ids.map(article) },
  ];
}

/** Generated campus students of seed:large (apps/api/src/db/seed/large/users.ts): index i is `${2022 + i % 4}0${10000 + i}`. */
const TASK_USERS = Array.from({ length: 60 }, (_, n) => Math.floor(n / 17) * 20 + (n % 17)).map(
  (i) => `${2022 + (i % 4)}0${10000 + i}`,
);

/**
 * The task center of signed-in users (ADR 039): the counts of the four lists and the first page of 待办 (soonest due
 * first) and 已办 (newest first), each request as the next of 60 generated students, so no one user's write limit is
 * what is measured.
 */
async function taskScenarios(server) {
  const tokens = [];
  for (const username of TASK_USERS) tokens.push(await signIn(server, username));
  const list = (taskType) => ({ taskType, page: 1, pageSize: PAGE_SIZE });
  return [
    { name: 'task types: counts (60 users)', path: '/homepage/taskCenter/getTaskCenterType', tokens },
    {
      name: 'task list: 待办 page 1 (60 users)',
      path: '/homepage/taskCenter/getTaskCenterInfo',
      body: list(1),
      tokens,
    },
    {
      name: 'task list: 已办 page 1 (60 users)',
      path: '/homepage/taskCenter/getTaskCenterInfo',
      body: list(2),
      tokens,
    },
  ];
}

/**
 * The schedule center of signed-in users (ADR 038): the week's timetable (getCurriculumData, the user's course
 * meetings of the term through timetable_members' primary key) and the week's own items, for the same 60 students.
 */
async function scheduleScenarios(server) {
  const tokens = [];
  for (const username of TASK_USERS) tokens.push(await signIn(server, username));
  return [
    {
      name: 'timetable: the week of 2026-11-23 (60 users)',
      path: '/homepage/centerService/getCurriculumData?date=2026-11-23',
      tokens,
    },
    {
      name: 'my schedule items: a week (60 users)',
      path: '/homepage/scheduleCalendar/listMySchedule?from=2026-11-23&to=2026-11-29',
      tokens,
    },
  ];
}

/**
 * 我的办件 of signed-in users (ADR 085): the counts per state and the first page of 全部 and of 办理中, each request
 * as the next of the same 60 students (3–8 applications each, among 60,000).
 */
async function applicationScenarios(server) {
  const tokens = [];
  for (const username of TASK_USERS) tokens.push(await signIn(server, username));
  const list = '/homepage/applications/getApplicationList';
  return [
    { name: 'application types: counts (60 users)', path: '/homepage/applications/getApplicationType', tokens },
    { name: 'application list: 全部 page 1 (60 users)', path: `${list}?page=1&pageSize=${PAGE_SIZE}`, tokens },
    {
      name: 'application list: 办理中 page 1 (60 users)',
      path: `${list}?status=3&page=1&pageSize=${PAGE_SIZE}`,
      tokens,
    },
  ];
}

/** The calls measured on the large set, built from what the server lists (first type, first department). */
async function largeScenarios(server, admin) {
  const [type] = (await call(server, '/homepage/homeAppType/getAllType?attributeType=1')).envelope.data;
  const [dept] = (await call(server, '/homepage/homeAppType/getHomeDept')).envelope.data;
  // A generated service (its name carries the college in brackets), for the guide.
  const body = { keyword: '（计算机学院）', page: 1, pageSize: 1 };
  const generated = (await call(server, '/homepage/homeApp/getServiceApp', { method: 'POST', body })).envelope.data;
  const list = (name, filter) => ({
    name,
    path: '/homepage/homeApp/getServiceApp',
    body: { ...filter, page: 1, pageSize: 12 },
  });
  return [
    list('list: first page', {}),
    list(`list: keyword "${KEYWORD}"`, { keyword: KEYWORD }),
    list(`list: type "${type.name}"`, { typeId: type.typeId }),
    list(`list: department "${dept.name}"`, { deptId: dept.deptId }),
    { name: 'guide', path: `/homepage/homeApp/getAppGuide?appId=${generated.list[0].appId}` },
    ...(await newsScenarios(server, admin)),
    ...(await consoleNewsScenarios(server)),
    ...(await consoleListScenarios(server)),
    ...(await searchScenarios(server)),
    ...(await firstSearchScenarios(server)),
    ...(await taskScenarios(server)),
    ...(await scheduleScenarios(server)),
    ...(await applicationScenarios(server)),
    ...(await ratingScenarios(server, admin)),
    ...(await aiSearchScenarios(server)),
  ];
}

/** autocannon's request for a scenario: the demo university's host, JSON body when there is one. */
const requestOf = (server, s) =>
  s.body
    ? {
        method: 'POST',
        headers: { host: server.host, 'content-type': 'application/json' },
        body: JSON.stringify(s.body),
      }
    : { headers: { host: server.host } };

/** autocannon's request sequence of a signed-in scenario: each request is the next user's (`tokens`, round the list). */
function userRequests(server, s) {
  let next = 0;
  const base = requestOf(server, s);
  return [
    {
      method: s.body ? 'POST' : 'GET',
      ...base,
      setupRequest: (request) => ({
        ...request,
        headers: { ...request.headers, authorization: `Bearer ${s.tokens[next++ % s.tokens.length]}` },
      }),
    },
  ];
}

const started = performance.now();
// A rebuild by someone else during the run must not pull the files from under the server.
const build = process.env.BENCH_ROOT ? null : snapshotBuild();
if (build) process.env.BENCH_ROOT = build.root;
const cluster = await startCluster({ settings: LOG_SETTINGS });
let server;
try {
  const databaseUrl = cluster.createDb('yizhan_large');
  const seedStarted = performance.now();
  execFileSync('npm', ['run', '--silent', 'seed:large'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    stdio: 'inherit',
  });
  const seedS = Math.round((performance.now() - seedStarted) / 100) / 10;
  // What autovacuum would do shortly after a bulk load: fresh statistics, so plans are those of a settled database.
  const admin = new pg.Client(databaseUrl);
  await admin.connect();
  if (sqlFile) await admin.query(readFileSync(sqlFile, 'utf8'));
  await admin.query('vacuum analyze');
  const SERVICES = Number((await admin.query('select count(*) from apps where attribute_type = 1')).rows[0].count);
  const ARTICLES = Number((await admin.query('select count(*) from news_articles')).rows[0].count);
  const TASKS = Number((await admin.query('select count(*) from tasks')).rows[0].count);

  server = await startServer({ databaseUrl });
  // BENCH_ONLY=console measures only the calls whose name matches (the rest are still seeded for).
  const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
  const scenarios = (await largeScenarios(server, admin)).filter((s) => !only || only.test(s.name));
  // Each call is sent once with statement logging on; the lists' totals say how many services each one matches.
  const captured = await capture(
    databaseUrl,
    cluster.logDir,
    scenarios.map((s) => ({
      name: s.name,
      send: async () => {
        const headers = s.tokens ? { authorization: `Bearer ${s.tokens[0]}` } : {};
        const { envelope } = await call(server, s.path, { method: s.body ? 'POST' : 'GET', body: s.body, headers });
        s.matches = envelope.data.total ?? 1;
      },
    })),
  );
  const plans = [];
  for (const { name, statements } of captured) {
    if (statements.length === 0)
      plans.push({ scenario: name, sql: '(no SQL: answered from a cache)', plan: '', seqScans: [] });
    for (const statement of statements) {
      const plan = await explain(admin, statement);
      plans.push({ scenario: name, ...statement, plan, seqScans: seqScans(plan) });
    }
  }
  await admin.end();

  // The machine is shared: the load average beside the figures says how much else was running.
  const loadBefore = os.loadavg().map((n) => n.toFixed(2));
  const rows = [];
  for (const c of connections) {
    for (const s of scenarios) {
      const optionsOf = (paths) => ({
        url: server.base + s.path,
        connections: c,
        duration,
        request: requestOf(server, s),
        ...(paths ? { requests: spreadRequests(server.host, paths) } : {}),
        ...(s.tokens ? { requests: userRequests(server, s) } : {}),
      });
      const result = await loadScenario(s, databaseUrl, optionsOf);
      // Searches and AI answers have the issue's p95 budgets; the lists, guide, news and tasks a p99 of 25 ms.
      const budget = s.budget ?? { p99Ms: P99_BUDGET_MS };
      const met = Object.entries(budget).every(([key, limit]) => result[key] <= limit);
      rows.push({
        scenario: s.name,
        matches: s.matches,
        ...result,
        budget: Object.entries(budget)
          .map(([key, limit]) => `${key.replace('Ms', '')} ≤ ${limit}`)
          .join(', '),
        budgetMet: met ? 'yes' : 'NO',
      });
      console.log(`  ${c} conn  ${s.name}: ${result.reqPerS} req/s, p95 ${result.p95Ms} ms, p99 ${result.p99Ms} ms`);
    }
  }

  for (const p of plans) {
    const mode = p.generic ? ' (planned once: generic plan, ADR 045)' : '';
    console.log(
      `\n--- ${p.scenario}${mode}${p.seqScans.length ? `  ⚠ Seq Scan on ${p.seqScans.join(', ')}` : ''}\n${p.sql}`,
    );
    if (p.params?.length) console.log(`parameters: ${p.params.join(', ')}`);
    console.log(p.plan);
  }
  printTable(
    `bench:large — 示范大学 calls on ${SERVICES} services, ${ARTICLES} news articles and ${TASKS} task rows in all (matches = list total); ${duration} s per call`,
    rows,
    [
      'connections',
      'scenario',
      'matches',
      'reqPerS',
      'p50Ms',
      'p95Ms',
      'p99Ms',
      'errors',
      'timeouts',
      'non2xx',
      'budget',
      'budgetMet',
    ],
  );
  const flagged = plans.filter((p) => p.seqScans.length > 0);
  const loadAverage = { before: loadBefore, after: os.loadavg().map((n) => n.toFixed(2)) };
  console.log(`\nseed:large took ${seedS} s; p99 budget ${P99_BUDGET_MS} ms (search p95 ${SEARCH_BUDGET.p95Ms} ms)`);
  console.log(
    `load average (1, 5, 15 min) before the load ${loadBefore.join(' ')}, after ${loadAverage.after.join(' ')}`,
  );
  console.log(
    flagged.length
      ? `Seq Scan on a big table in ${flagged.length} statement(s): ${[...new Set(flagged.map((p) => p.scenario))].join('; ')}`
      : 'no Seq Scan on the big tables',
  );
  const file = await writeResult('large', {
    durationS: duration,
    connections,
    seedS,
    loadAverage,
    services: SERVICES,
    articles: ARTICLES,
    tasks: TASKS,
    sqlFile,
    p99BudgetMs: P99_BUDGET_MS,
    rows,
    plans,
  });
  console.log(`wrote ${path.relative(root, file)} in ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await server?.stop();
  cluster.stop();
  build?.remove();
}
