// npm run bench:api — autocannon against the built server on the default store (and, with --pg or BENCH_PG=1, on
// a throwaway PostgreSQL cluster), each call beside a bare-Fastify floor that returns the same bytes as
// /homepage/globalConfig. Figures are ratios to that floor; nothing here asserts a time.
// BENCH_DURATION (s per scenario, default 10), BENCH_CONNECTIONS (default 10,100), BENCH_ONLY (substring filter).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFloor } from '../lib/floor.mjs';
import { send } from '../lib/http.mjs';
import { connectionCounts, durationS, load } from '../lib/load.mjs';
import { startCluster } from '../lib/pg-cluster.mjs';
import { flag, percentOf, printTable, writeResult } from '../lib/report.mjs';
import { root, startServer } from '../lib/server.mjs';
import { apiScenarios } from './scenarios.mjs';

const duration = durationS(10);
const connections = connectionCounts();
const only = process.env.BENCH_ONLY;
const warmupS = Math.min(2, duration);

/** Starts the floor with the exact bytes of the server's /homepage/globalConfig answer. */
async function floorFor(server) {
  const { body: bytes } = await send(`${server.base}/homepage/globalConfig`, { headers: { host: server.host } });
  const dir = mkdtempSync(path.join(tmpdir(), 'yizhan-bench-floor-'));
  const file = path.join(dir, 'global-config.json');
  writeFileSync(file, bytes);
  const floor = await startFloor(path.join(root, 'bench/api/floor-server.mjs'), [file]);
  const { body: echoed } = await send(floor.base);
  if (!echoed.equals(bytes)) throw new Error('the floor does not answer the same bytes as /homepage/globalConfig');
  return { floor, bytes: bytes.length, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs every scenario at every connection count on one store; returns rows and RSS figures. */
async function benchStore(store) {
  const cluster = store === 'postgres' ? await startCluster() : null;
  const databaseUrl = cluster?.createDb('yizhan_bench');
  const server = await startServer({ databaseUrl });
  const rows = [];
  let floorSetup;
  try {
    console.log(
      `\n[${store}] server ready in ${server.readyS.toFixed(1)} s (pid ${server.pid}, RSS ${server.rss()} MB)`,
    );
    const scenarios = (await apiScenarios(server)).filter((s) => !only || s.name.includes(only));
    floorSetup = await floorFor(server);
    const floorUrl = floorSetup.floor.base;
    // Warm-up (JIT, connection pools, any caches) so the first measured scenario is not the cold one.
    for (const s of scenarios)
      await load({ url: server.base + s.path, connections: 10, duration: warmupS, request: s.request });
    await load({ url: floorUrl, connections: 10, duration: warmupS });
    const rssBefore = server.rss();
    const floors = [];

    for (const c of connections) {
      // The floor runs before and after the calls; the better of the two is the reference, so a moment of
      // contention on the machine during one floor run does not flatter the calls.
      const first = await load({ url: floorUrl, connections: c, duration });
      const measured = [];
      for (const s of scenarios) {
        const result = await load({ url: server.base + s.path, connections: c, duration, request: s.request });
        measured.push({ store, scenario: s.name, ...result });
        console.log(`  ${c} conn  ${s.name}: ${result.reqPerS} req/s, p99 ${result.p99Ms} ms`);
      }
      const last = await load({ url: floorUrl, connections: c, duration });
      const floor = first.reqPerS >= last.reqPerS ? first : last;
      rows.push({ store, scenario: 'floor: bare Fastify, same bytes (best of before/after)', ...floor, floorPct: 100 });
      rows.push(...measured.map((row) => ({ ...row, floorPct: percentOf(row.reqPerS, floor.reqPerS) })));
      floors.push({ connections: c, beforeReqPerS: first.reqPerS, afterReqPerS: last.reqPerS });
    }
    const rss = { beforeMb: rssBefore, afterMb: server.rss(), floorMb: floorSetup.floor.rss() };
    return { rows, floors, rss, readyS: server.readyS, floorBytes: floorSetup.bytes };
  } finally {
    await floorSetup?.floor.stop();
    floorSetup?.cleanup();
    await server.stop();
    cluster?.stop();
  }
}

const stores = ['default', ...(flag('pg', 'BENCH_PG') ? ['postgres'] : [])];
const started = performance.now();
const results = {};
for (const store of stores) results[store] = await benchStore(store);

const columns = ['connections', 'scenario', 'reqPerS', 'p50Ms', 'p99Ms', 'errors', 'timeouts', 'non2xx', 'floorPct'];
for (const store of stores) {
  const { rows, rss } = results[store];
  printTable(
    `bench:api — ${store} store, ${duration} s per scenario (floorPct = req/s as % of the floor's)`,
    rows,
    columns,
  );
  console.log(`server RSS: ${rss.beforeMb} MB before the load, ${rss.afterMb} MB after (floor ${rss.floorMb} MB)`);
}
const file = await writeResult('api', { durationS: duration, connections, stores: results });
console.log(`\nwrote ${path.relative(root, file)} in ${Math.round((performance.now() - started) / 1000)} s`);
