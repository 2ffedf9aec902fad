// `npm run test:cluster` (needs `npm run build`, Debian's nginx and postgresql): three built instances on one
// PostgreSQL primary, reading shared content from a streaming replica (pg_basebackup -R), behind nginx with the
// repository's configuration (docs/deploy.md "Several machines", ADR 078). CLUSTER_BASE_PORT=N puts nginx on N,
// the instances on N+1…N+3 (their metrics on N+7…N+9), the primary on N+5 and the replica on N+6; without it, free
// ports.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { freePort } from '../../bench/lib/server.mjs';
import { call, hostOf, isSignedIn, signIn, within } from './http.mjs';
import { assertBuilt, instance } from './instances.mjs';
import { startNginx } from './nginx.mjs';
import { startPrimaryAndReplica } from './postgres.mjs';
import { rollingRestartUnderLoad } from './rolling-restart.mjs';

/** A change made through one instance reaches the others' caches and shared pages within this (ADR 018). */
const PROPAGATION_MS = 1_000;
const DB = 'yizhan_cluster';
const base = Number(process.env.CLUSTER_BASE_PORT) || undefined;
const portAt = async (offset) => (base ? base + offset : freePort());

let pg;
let instances = [];
let nginx;
let admin;

before(async () => {
  assertBuilt();
  const started = performance.now();
  pg = await startPrimaryAndReplica({ primaryPort: await portAt(5), replicaPort: await portAt(6) });
  pg.createDb(DB);
  const ports = [await portAt(1), await portAt(2), await portAt(3)];
  const metricsPorts = [await portAt(7), await portAt(8), await portAt(9)];
  instances = ports.map((port, at) =>
    instance({ port, metricsPort: metricsPorts[at], databaseUrl: pg.url(DB), readUrl: pg.readUrl(DB) }),
  );
  // The first migrates and seeds the empty store; the others start on it together, as a rolling deployment does.
  await instances[0].start();
  await Promise.all(instances.slice(1).map((each) => each.start()));
  nginx = await startNginx({ port: await portAt(0), instancePorts: ports });
  admin = await signIn(instances[0].base, 'admin');
  console.log(`cluster up in ${Math.round((performance.now() - started) / 1000)} s`);
});

after(async () => {
  await nginx?.stop();
  for (const each of instances) await each.remove();
  pg?.stop();
});

/** The site's settings as the console reads them, saved through `base` with `text` in the title and filing text. */
async function saveSettings(base, text) {
  const { body: current } = await call(base, '/pedestal/admin/site', { token: admin });
  assert.equal(current.success, true, JSON.stringify(current));
  const saved = await call(base, '/pedestal/admin/site', {
    method: 'POST',
    token: admin,
    body: { ...current.data, title: `示范大学 ${text}`, filingText: `京ICP备 ${text}` },
  });
  assert.equal(saved.body?.success, true, JSON.stringify(saved.body));
}

/** Whether an instance's guest answers show `text`: the config call (filing text) and the shared home page (title). */
async function guestsSee(each, text) {
  const config = await call(each.base, '/homepage/globalConfig');
  if (!JSON.stringify(config.body).includes(text)) return false;
  const page = await call(each.base, '/');
  return page.response.text().includes(text);
}

test('a change through one instance reaches the others within a second, while the replica lags', async () => {
  const [a, b, c] = instances;
  // The replica stops replaying: what it holds is older than the primary from here on.
  await pg.sql('replica', DB, 'select pg_wal_replay_pause()');
  try {
    const text = String(Date.now());
    await saveSettings(a.base, text);
    for (const each of [b, c]) {
      const ms = await within(PROPAGATION_MS, `site settings on ${each.port}`, () => guestsSee(each, text));
      console.log(`site settings seen on instance :${each.port} after ${ms} ms`);
    }
    // Read-your-writes: a person's own write, made on one instance, read back at once on another.
    const token = await signIn(a.base, '2023001');
    const { body: apps } = await call(a.base, '/homepage/homeApp/getServiceApp', {
      method: 'POST',
      token,
      body: { pageSize: 12 },
    });
    const appId = apps.data.list[0].appId;
    for (const collect of [false, true]) {
      const saved = await call(a.base, '/homepage/homeApp/collectApp', {
        method: 'POST',
        token,
        body: { appId, collect },
      });
      assert.equal(saved.body?.success, true, JSON.stringify(saved.body));
      const { body: mine } = await call(b.base, '/homepage/homeApp/getCollectApp', { token });
      assert.equal(
        mine.data.some((app) => app.appId === appId),
        collect,
        'own collection read back on another instance',
      );
    }
    const lagging = await pg.sql(
      'replica',
      DB,
      `select pg_last_wal_replay_lsn() < '${await pg.sql('primary', DB, 'select pg_current_wal_lsn()')}'::pg_lsn`,
    );
    assert.equal(lagging, 't', 'the replica was behind the primary all along');
  } finally {
    await pg.sql('replica', DB, 'select pg_wal_replay_resume()');
  }
});

test('guests’ news lists are read from the replica, not the primary', async () => {
  const [, b] = instances;
  // A page nobody asked for before (its own cache key), once the replica has replayed every change: its offset is
  // the mark to look for in the two servers' statement logs.
  for (let attempt = 0; ; attempt++) {
    const page = 30 + attempt;
    const offset = String((page - 1) * 9);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const { body } = await call(b.base, `/homepage/news/list?page=${page}&pageSize=9`);
    assert.equal(body?.success, true, JSON.stringify(body));
    // The page's statement, by its values: the unit, the page size and the offset.
    const asked = `parameters: $1 = '100001', $2 = '9', $3 = '${offset}'`;
    if (pg.replicaLog().includes(asked)) {
      assert.equal(pg.primaryLog().includes(asked), false, 'the primary was not asked');
      return;
    }
    assert.ok(attempt < 5, `the news list was never read from the replica (last offset ${offset})`);
  }
});

test('a changed service is found by search on every instance, and indexed once', async () => {
  // Every insert of the index, counted beside it (test-only: the store is thrown away).
  await pg.sql(
    'primary',
    DB,
    `create table cluster_indexed (source_id int, kind text);
     create function cluster_count() returns trigger language plpgsql as
       $$ begin insert into cluster_indexed values (new.source_id, new.kind); return null; end $$;
     create trigger cluster_indexed after insert on search_entries for each row execute function cluster_count();`,
  );
  const id = await pg.sql('primary', DB, `select id from apps where fid = 100001 order by id limit 1`);
  const word = `zqx${Date.now() % 100000}`;
  await pg.sql('primary', DB, `update apps set name = name || ' ${word}' where id = ${id}`);
  for (const each of instances) {
    const ms = await within(PROPAGATION_MS, `search on ${each.port}`, async () => {
      const { body } = await call(each.base, `/homepage/homeApp/search?keyword=${word}`);
      return body?.data?.total > 0;
    });
    console.log(`search on :${each.port} finds the renamed service after ${ms} ms`);
  }
  // Three instances drain the queue every 2 s, and each search may drain it too: the change is indexed once.
  await new Promise((resolve) => setTimeout(resolve, 4_500));
  const indexed = await pg.sql(
    'primary',
    DB,
    `select count(*) from cluster_indexed where source_id = ${id} and kind in ('service', 'system')`,
  );
  const entries = await pg.sql(
    'primary',
    DB,
    `select count(*) from search_entries where source_id = ${id} and kind in ('service', 'system')`,
  );
  assert.equal(indexed, entries, 'each index entry of the change was written once');
});

test('a session signed out on one instance is refused on all', async () => {
  const [a, b, c] = instances;
  const token = await signIn(b.base, 'T1001');
  for (const each of instances) assert.equal(await isSignedIn(each.base, token), true);
  const out = await call(a.base, '/pedestal/auth/logout?terminalType=1', { method: 'POST', token });
  assert.equal(out.body?.success, true, JSON.stringify(out.body));
  for (const each of [a, b, c])
    assert.equal(await isSignedIn(each.base, token), false, `still signed in on ${each.port}`);
});

test('rate limits are counted across instances', async () => {
  const token = await signIn(instances[0].base, '2023001');
  // A signed-in user may search 60 times a minute (security.md R6), wherever the searches land. The window is the
  // clock's minute: the burst (a few seconds) starts early enough in one.
  const into = Date.now() % 60_000;
  if (into > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_100 - into));
  const window = Math.floor(Date.now() / 60_000);
  const statuses = [];
  for (let turn = 0; turn < 61; turn++) {
    const each = instances[turn % instances.length];
    const { status } = await call(each.base, `/homepage/homeApp/search?keyword=${encodeURIComponent('校园卡')}`, {
      token,
    });
    statuses.push(status);
  }
  assert.equal(Math.floor(Date.now() / 60_000), window, 'the burst stayed in one window');
  assert.deepEqual(statuses.slice(0, 60), Array(60).fill(200));
  assert.equal(statuses[60], 429, 'the 61st search, on the second instance, is refused');
});

/** Runs of each background job on an instance, from its Prometheus text: { job: runs }. */
async function jobRuns(each) {
  const text = await (await fetch(`${each.metricsBase}/metrics`)).text();
  const runs = {};
  for (const [, job, count] of text.matchAll(/^yizhan_job_runs_total\{job="([^"]+)",outcome="[^"]+"\} (\d+)/gm)) {
    runs[job] = (runs[job] ?? 0) + Number(count);
  }
  return runs;
}

test('background jobs run on one instance only, the leader', async () => {
  // Housekeeping and the mourning windows run as soon as an instance leads (ADR 077); the search drain every 2 s.
  const runs = await Promise.all(instances.map(jobRuns));
  console.log(`job runs by instance: ${JSON.stringify(runs)}`);
  for (const job of ['auth-housekeeping', 'mourning-windows', 'search-indexing']) {
    const running = runs.filter((each) => (each[job] ?? 0) > 0);
    assert.equal(running.length, 1, `${job} ran on ${running.length} instances`);
  }
  const leader = runs.findIndex((each) => (each['auth-housekeeping'] ?? 0) > 0);
  assert.ok((runs[leader]['mourning-windows'] ?? 0) > 0, 'the leader runs every leader job');
});

test('a rolling restart under load loses no GET', async () => {
  const report = await rollingRestartUnderLoad({ nginx, instances, host: hostOf(nginx.base) });
  console.log(
    `rolling restart: ${report.requests} GETs in ${report.seconds} s, ${report.failures.length} failed; ` +
      `restarts ${report.restarts.map((each) => `${each.ms} ms`).join(', ')}`,
  );
  assert.ok(report.requests > 200, `too few requests to tell (${report.requests})`);
  assert.deepEqual(report.failures.slice(0, 10), []);
  assert.deepEqual(
    report.restarts.map((each) => each.exitCode),
    [0, 0, 0],
  );
});
