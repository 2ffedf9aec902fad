// npm run bench:ssr — autocannon on server-rendered pages of the built server (default store), beside two floors in
// the same run: (a) a minimal React Router SSR page, (b) a plain React renderToString of 100 cards. Then a
// 100-connection overload run on `/` with the server's RSS sampled every second during and after it — on a server
// started afresh for it, so its memory figures are those of the overload and not of the signed-in pages before it
// (those leave V8's heap grown: the page run's last RSS is printed beside them).
// BENCH_DURATION (s per page, default 10), BENCH_CONNECTIONS (default 10), BENCH_SOAK_DURATION (default 60),
// BENCH_SOAK_CONNECTIONS (default 100), BENCH_SOAK_AFTER (default 10), --no-soak to skip the overload run. The
// signed-in pages (issue 39) are measured beside the guest `/` (column guestPct).
import path from 'node:path';
import { startFloor } from '../lib/floor.mjs';
import { connectionCounts, durationS, load } from '../lib/load.mjs';
import { percentOf, printTable, writeResult } from '../lib/report.mjs';
import { root, startServer } from '../lib/server.mjs';
import { checkPage, pageScenarios } from './pages.mjs';
import { soak } from './soak.mjs';

const duration = durationS(10);
const connections = connectionCounts([10]);
const soakOptions = {
  connections: Number(process.env.BENCH_SOAK_CONNECTIONS ?? 100),
  durationS: Number(process.env.BENCH_SOAK_DURATION ?? 60),
  afterS: Number(process.env.BENCH_SOAK_AFTER ?? 10),
};
const runSoak = !process.argv.includes('--no-soak');
/**
 * Budgets of issue 8: guest `/` against each floor; the overload run's memory and timeouts. Issue 39: each signed-in
 * page at ≥ 10 % of the guest `/`'s pages/s (aim: 25 %), its p99 within 10× the guest page's.
 */
const BUDGET = { routerFloorPct: 30, renderFloorPct: 10, rssMb: 300, timeouts: 0, signedInPct: 10, signedInP99x: 10 };

const started = performance.now();
const server = await startServer();
const floors = {
  router: await startFloor(path.join(root, 'bench/ssr/floor-react-router.mjs')),
  render: await startFloor(path.join(root, 'bench/ssr/floor-render.mjs')),
};
const rows = [];
let soakResult = null;
let pagesRssMb = null;
try {
  console.log(`server ready in ${server.readyS.toFixed(1)} s (pid ${server.pid}, RSS ${server.rss()} MB)`);
  const scenarios = await pageScenarios(server);
  const sizes = {};
  for (const s of scenarios) sizes[s.name] = await checkPage(server, s);
  // Warm-up so the first measured page is not the cold one.
  for (const s of scenarios)
    await load({ url: server.base + s.path, connections: 4, duration: Math.min(2, duration), request: s.request });

  for (const c of connections) {
    // Floors before and after the pages; the better run of each is the reference (see bench/api/run.mjs).
    const floorRuns = async () => ({
      router: await load({ url: floors.router.base, connections: c, duration }),
      render: await load({ url: floors.render.base, connections: c, duration }),
    });
    const first = await floorRuns();
    const measured = [];
    for (const s of scenarios) {
      const result = await load({ url: server.base + s.path, connections: c, duration, request: s.request });
      measured.push({ page: s.name, ...result, htmlBytes: sizes[s.name] });
      console.log(`  ${c} conn  ${s.name}: ${result.reqPerS} pages/s, p99 ${result.p99Ms} ms`);
    }
    const last = await floorRuns();
    const best = (key) => (first[key].reqPerS >= last[key].reqPerS ? first[key] : last[key]);
    const router = best('router');
    const render = best('render');
    rows.push({ page: 'floor (a): minimal React Router SSR', ...router, routerPct: 100, renderPct: null });
    rows.push({ page: 'floor (b): renderToString 100 cards', ...render, routerPct: null, renderPct: 100 });
    const guestHome = measured[0];
    for (const row of measured) {
      rows.push({
        ...row,
        routerPct: percentOf(row.reqPerS, router.reqPerS),
        renderPct: percentOf(row.reqPerS, render.reqPerS),
        guestPct: percentOf(row.reqPerS, guestHome.reqPerS),
        p99x: Math.round((10 * row.p99Ms) / Math.max(1, guestHome.p99Ms)) / 10,
      });
    }
  }
  pagesRssMb = server.rss();
  console.log(`server RSS after the pages: ${pagesRssMb} MB`);
} finally {
  await floors.router.stop();
  await floors.render.stop();
  await server.stop();
}
if (runSoak) {
  const fresh = await startServer();
  try {
    const [home] = await pageScenarios(fresh);
    await load({ url: fresh.base + home.path, connections: 4, duration: Math.min(2, duration), request: home.request });
    console.log(`overload run: ${soakOptions.connections} connections on / for ${soakOptions.durationS} s…`);
    soakResult = await soak(fresh, home, soakOptions);
  } finally {
    await fresh.stop();
  }
}

const columns = [
  'connections',
  'page',
  'reqPerS',
  'p50Ms',
  'p99Ms',
  'timeouts',
  'non2xx',
  'routerPct',
  'renderPct',
  'guestPct',
];
printTable(
  `bench:ssr — ${duration} s per page (pages/s as % of floor (a) and floor (b), each the best of a run before and after the pages)`,
  rows,
  columns,
);
const home = rows.find((row) => row.page === 'guest /');
const budgets = [
  { budget: 'guest / ≥ 30 % of floor (a)', value: `${home.routerPct} %`, met: home.routerPct >= BUDGET.routerFloorPct },
  { budget: 'guest / ≥ 10 % of floor (b)', value: `${home.renderPct} %`, met: home.renderPct >= BUDGET.renderFloorPct },
  ...rows
    .filter((row) => row.page.startsWith('signed-in') && row.connections === connections[0])
    .flatMap((row) => [
      {
        budget: `${row.page} ≥ ${BUDGET.signedInPct} % of guest /`,
        value: `${row.guestPct} %`,
        met: row.guestPct >= BUDGET.signedInPct,
      },
      {
        budget: `${row.page} p99 ≤ ${BUDGET.signedInP99x}× guest /`,
        value: `${row.p99x}×`,
        met: row.p99x <= BUDGET.signedInP99x,
      },
    ]),
];
if (soakResult) {
  const s = soakResult;
  printTable(
    `overload: ${soakOptions.connections} connections on / for ${soakOptions.durationS} s`,
    [s],
    [
      'reqPerS',
      'p50Ms',
      'p99Ms',
      'requests',
      'timeouts',
      'errors',
      'status503',
      'non2xx',
      'rssStartMb',
      'rssMaxDuringMb',
      'rssMaxAfterMb',
      'rssEndMb',
    ],
  );
  budgets.push(
    { budget: 'RSS ≤ 300 MB during', value: `${s.rssMaxDuringMb} MB`, met: s.rssMaxDuringMb <= BUDGET.rssMb },
    {
      budget: `RSS ≤ 300 MB in the ${soakOptions.afterS} s after`,
      value: `${s.rssMaxAfterMb} MB`,
      met: s.rssMaxAfterMb <= BUDGET.rssMb,
    },
    { budget: 'zero timeouts', value: String(s.timeouts), met: s.timeouts === BUDGET.timeouts },
  );
}
printTable(
  'budgets',
  budgets.map((b) => ({ ...b, met: b.met ? 'yes' : 'NO' })),
);
const file = await writeResult('ssr', {
  durationS: duration,
  connections,
  pages: rows,
  pagesRssMb,
  soak: { ...soakOptions, ...soakResult },
  budgets,
});
console.log(`\nwrote ${path.relative(root, file)} in ${Math.round((performance.now() - started) / 1000)} s`);
