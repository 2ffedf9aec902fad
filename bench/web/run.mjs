// npm run bench:web — page weight and Lighthouse (docs/performance.md, "Page weight and Lighthouse"):
// per-route first-visit JS and CSS from the build (the budget check's numbers), the HTML of /home and /mobile/home
// from a running server, and Lighthouse 12 on both (desktop preset for /home, mobile for /mobile/home), 3 runs each,
// medians. Starts the built server itself, or measures BENCH_URL. BENCH_LIGHTHOUSE_RUNS changes the run count.
import { loadavg } from 'node:os';
import { printTable, writeResult } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';
import { MOBILE_UA } from '../lib/demo.mjs';
import { htmlSizes } from './html.mjs';
import { launchChromium, lighthouseRun, median } from './lighthouse.mjs';
import { budgetOf, kb, pageWeights, readBudgets, webBuildDir } from './page-weight.mjs';

const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const budgets = readBudgets();
const started = performance.now();
const yes = (ok) => (ok ? 'yes' : 'NO');

// 1. Page weight, from the build.
const weights = pageWeights(webBuildDir).map((page) => ({
  route: page.path,
  jsKb: kb(page.js.gzip),
  jsFiles: page.js.files.length,
  jsBudgetKb: budgetOf(budgets, 'js', page.path),
  cssKb: kb(page.css.gzip),
  cssBudgetKb: budgetOf(budgets, 'css', page.path),
  largest: page.js.files
    .slice(0, 3)
    .map((file) => `${file.url.replace('/assets/', '')} ${kb(file.gzip)}`)
    .join(', '),
}));
printTable(
  'First-visit JS and CSS per route (KB gzip, level 9; bench/budgets.json)',
  weights.map((row) => ({ ...row, met: yes(row.jsKb <= row.jsBudgetKb && row.cssKb <= row.cssBudgetKb) })),
  ['route', 'jsKb', 'jsFiles', 'jsBudgetKb', 'cssKb', 'cssBudgetKb', 'met', 'largest'],
);

// 2. HTML and Lighthouse, from a server.
const server = process.env.BENCH_URL ? null : await startServer();
const base = (process.env.BENCH_URL ?? server.base).replace(/\/$/, '');
// Lighthouse (Chromium) asks for localhost, so Host is the demo university's as for any browser.
const pageUrl = (pagePath) => `${base.replace('127.0.0.1', 'localhost')}${pagePath}`;
const pages = [
  { path: '/home', preset: 'desktop', headers: {} },
  { path: '/mobile/home', preset: 'mobile', headers: { 'user-agent': MOBILE_UA } },
];
const html = {};
const lighthouse = {};
let chromium;
try {
  if (server) console.log(`\nserver ready in ${server.readyS.toFixed(1)} s (pid ${server.pid})`);
  for (const page of pages) html[page.path] = await htmlSizes(base, page.path, page.headers);
  printTable(
    'HTML (KB; raw before compression, gzip level 9, and as the server sent it with br/gzip allowed)',
    pages.flatMap((page) =>
      ['noCookie', 'guestCookie'].map((visit) => {
        const sizes = html[page.path][visit];
        const budget = budgets.html?.[page.path];
        return {
          page: page.path,
          visit,
          rawKb: kb(sizes.rawBytes),
          gzipKb: kb(sizes.gzipBytes),
          served: `${kb(sizes.served.bytes)} (${sizes.served.encoding})`,
          budgetKb: budget ?? '',
          met: budget === undefined ? '' : yes(sizes.rawBytes <= budget * 1024),
        };
      }),
    ),
  );

  chromium = await launchChromium();
  for (const page of pages) {
    const url = pageUrl(page.path);
    const results = [];
    for (let run = 1; run <= runs; run += 1) {
      // The machine's load beside each run: on a shared machine TBT (and so the score) follows it.
      const last = { ...(await lighthouseRun(url, { port: chromium.port, preset: page.preset })), load: loadavg()[0] };
      results.push(last);
      console.log(
        `  ${page.path} (${page.preset}) run ${run}: ${last.score}, LCP ${last.lcpMs} ms, TBT ${last.tbtMs} ms, ` +
          `CLS ${last.cls} (benchmark index ${last.benchmarkIndex}, load average ${last.load.toFixed(1)})`,
      );
    }
    const pick = (key) => median(results.map((result) => result[key]));
    lighthouse[page.path] = {
      preset: page.preset,
      score: pick('score'),
      lcpMs: pick('lcpMs'),
      cls: pick('cls'),
      fcpMs: pick('fcpMs'),
      tbtMs: pick('tbtMs'),
      speedIndexMs: pick('speedIndexMs'),
      scriptKb: kb(median(results.map((result) => result.scripts.transferBytes))),
      scriptFiles: median(results.map((result) => result.scripts.files)),
      lcpElement: results[0].lcpElement,
      runs: results,
    };
  }
} finally {
  await chromium?.close();
  await server?.stop();
}

printTable(
  `Lighthouse 12, median of ${runs} runs (JS: bytes on the wire, all scripts the page loaded)`,
  pages.map((page) => {
    const result = lighthouse[page.path];
    const budget = budgets.lighthouse?.[page.path] ?? {};
    return {
      page: page.path,
      preset: page.preset,
      score: result.score,
      lcpMs: result.lcpMs,
      cls: result.cls,
      fcpMs: result.fcpMs,
      tbtMs: result.tbtMs,
      js: `${result.scriptKb} KB / ${result.scriptFiles}`,
      budget: `≥${budget.score}, LCP ≤${budget.lcpMs}, CLS ≤${budget.cls}`,
      met: yes(result.score >= budget.score && result.lcpMs <= budget.lcpMs && result.cls <= budget.cls),
    };
  }),
);
for (const page of pages) {
  const result = lighthouse[page.path];
  // The phases of the run whose LCP is the median, with the requests that held back the first paint.
  const middle = result.runs.find((run) => run.lcpMs === result.lcpMs) ?? result.runs[0];
  const phases = Object.entries(middle.lcpPhases)
    .map(([phase, ms]) => `${phase} ${ms}`)
    .join(', ');
  console.log(`\nLCP element of ${page.path}: ${result.lcpElement}`);
  console.log(`  LCP phases (ms): ${phases}; render-blocking requests: ${middle.renderBlocking}`);
}

const file = await writeResult('web', {
  url: process.env.BENCH_URL ?? null,
  lighthouseRuns: runs,
  budgets,
  routes: weights,
  html,
  lighthouse,
  tookS: Math.round((performance.now() - started) / 1000),
});
console.log(`\n${file}`);
