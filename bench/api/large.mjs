// npm run bench:large — the service list and guide on the large data set: a throwaway PostgreSQL cluster is seeded
// with `npm run seed:large`, the built server runs on it, the SQL it runs for each call is captured from the
// statement log and EXPLAINed (no Seq Scan on the big tables), then each call is loaded at 10 connections
// (budget p99 ≤ 25 ms). BENCH_DURATION (s per call, default 10), BENCH_CONNECTIONS (default 10), --sql FILE.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { connectionCounts, durationS, load } from '../lib/load.mjs';
import { startCluster } from '../lib/pg-cluster.mjs';
import { printTable, writeResult } from '../lib/report.mjs';
import { root, startServer } from '../lib/server.mjs';
import { capture, explain, LOG_SETTINGS, seqScans } from './explain.mjs';
import { call } from './scenarios.mjs';

const duration = durationS(10);
const connections = connectionCounts([10]);
const P99_BUDGET_MS = 25;
const KEYWORD = '证明';
// --sql FILE runs extra SQL after seeding (say, proposed indexes) so their effect can be measured before a migration.
const sqlArg = process.argv.indexOf('--sql');
const sqlFile = sqlArg > 0 ? path.resolve(process.argv[sqlArg + 1]) : null;

/** The calls measured on the large set, built from what the server lists (first type, first department). */
async function largeScenarios(server) {
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

const started = performance.now();
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

  server = await startServer({ databaseUrl });
  const scenarios = await largeScenarios(server);
  // Each call is sent once with statement logging on; the lists' totals say how many services each one matches.
  const captured = await capture(
    databaseUrl,
    cluster.logDir,
    scenarios.map((s) => ({
      name: s.name,
      send: async () => {
        const { envelope } = await call(server, s.path, { method: s.body ? 'POST' : 'GET', body: s.body });
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

  const rows = [];
  for (const c of connections) {
    for (const s of scenarios) {
      const result = await load({ url: server.base + s.path, connections: c, duration, request: requestOf(server, s) });
      rows.push({
        scenario: s.name,
        matches: s.matches,
        ...result,
        budgetMet: result.p99Ms <= P99_BUDGET_MS ? 'yes' : 'NO',
      });
      console.log(`  ${c} conn  ${s.name}: ${result.reqPerS} req/s, p99 ${result.p99Ms} ms`);
    }
  }

  for (const p of plans) {
    console.log(`\n--- ${p.scenario}${p.seqScans.length ? `  ⚠ Seq Scan on ${p.seqScans.join(', ')}` : ''}\n${p.sql}`);
    if (p.params?.length) console.log(`parameters: ${p.params.join(', ')}`);
    console.log(p.plan);
  }
  printTable(
    `bench:large — 示范大学 guest lists on ${SERVICES} services in all (matches = list total); ${duration} s per call`,
    rows,
    ['connections', 'scenario', 'matches', 'reqPerS', 'p50Ms', 'p99Ms', 'errors', 'timeouts', 'non2xx', 'budgetMet'],
  );
  const flagged = plans.filter((p) => p.seqScans.length > 0);
  console.log(`\nseed:large took ${seedS} s; p99 budget ${P99_BUDGET_MS} ms`);
  console.log(
    flagged.length
      ? `Seq Scan on a big table in ${flagged.length} statement(s): ${[...new Set(flagged.map((p) => p.scenario))].join('; ')}`
      : 'no Seq Scan on the big tables',
  );
  const file = await writeResult('large', {
    durationS: duration,
    connections,
    seedS,
    sqlFile,
    p99BudgetMs: P99_BUDGET_MS,
    rows,
    plans,
  });
  console.log(`wrote ${path.relative(root, file)} in ${Math.round((performance.now() - started) / 1000)} s`);
} finally {
  await server?.stop();
  cluster.stop();
}
