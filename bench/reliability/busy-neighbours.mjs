// Light traffic beside busy neighbours (issue 35 item 3, docs/reliability.md): two CPU hogs hold the machine's cores
// while the built portal starts and then serves 5 requests a second of mixed pages and the pages' own files for
// 60 s. Load shedding is for the portal's own overload: here it must shed nothing (0 × 503), and the first page
// after /readyz must not wait for the first render's loading. A benchmark, not a test: it reports, it asserts
// nothing but prints the figures docs/reliability.md records. BENCH_DURATION and BENCH_RATE change the run.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { MOBILE_UA } from '../lib/demo.mjs';
import { onExit } from '../lib/cleanup.mjs';
import { printTable, writeResult } from '../lib/report.mjs';
import { durationS } from '../lib/load.mjs';
import { startServer } from '../lib/server.mjs';
import { send } from '../lib/http.mjs';

const HOGS = 2;
const rate = Number(process.env.BENCH_RATE ?? 5);
const seconds = durationS(60);
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0 Safari/537.36';

/** Two processes that keep a core busy each, as other users' browsers and builds did. */
function startHogs() {
  const hogs = Array.from({ length: HOGS }, () => spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }));
  const kill = () => hogs.forEach((hog) => hog.kill('SIGKILL'));
  const unregister = onExit(kill);
  return () => {
    kill();
    unregister();
  };
}

/** The nearest-rank percentile of sorted numbers. */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** One GET with the unit's Host header: status, time in ms and body (status 0: no answer in 60 s, or a failure). */
async function timed(server, url, userAgent = DESKTOP_UA) {
  const started = performance.now();
  try {
    const response = await send(server.base + url, { headers: { host: server.host, 'user-agent': userAgent } });
    return { status: response.status, ms: performance.now() - started, body: response.text() };
  } catch {
    return { status: 0, ms: performance.now() - started, body: '' };
  }
}

/** The CSS and JS a page links to, and the images of the demo units it shows. */
const assetsOf = (html) => [...new Set(html.match(/\/assets\/[\w./-]+\.(?:css|js|svg)/g) ?? [])];

/** What a visitor asks for, in turn: a page, then files of the pages (as a browser fetches them, ~1 : 3). */
function mix(assets) {
  let search = 0;
  const pages = [
    () => ({ kind: 'page', url: '/' }),
    () => ({ kind: 'page', url: '/service-hall' }),
    () => ({ kind: 'page', url: '/login' }),
    // A new keyword each time: rendered afresh, never a kept guest page.
    () => ({ kind: 'page', url: `/search?keyword=${encodeURIComponent(`校园卡${(search += 1)}`)}` }),
    () => ({ kind: 'page', url: '/mobile/home', userAgent: MOBILE_UA }),
    () => ({ kind: 'page', url: '/mobile/search/ai-search', userAgent: MOBILE_UA }),
  ];
  let next = 0;
  let asset = 0;
  return () => {
    next += 1;
    if (next % 4 === 0 || assets.length === 0) return pages[((next / 4) % pages.length) | 0]();
    asset = (asset + 1) % assets.length;
    return { kind: 'asset', url: assets[asset] };
  };
}

const stopHogs = startHogs();
const server = await startServer();
try {
  // The first page after /readyz, before anything else has asked for one.
  const first = await timed(server, '/');
  const second = await timed(server, '/');
  const phone = await timed(server, '/mobile/home', MOBILE_UA);
  const assets = assetsOf(first.body + phone.body);
  const nextRequest = mix(assets);

  // The machine's 1-minute load average: the figures mean little without what else ran.
  const loadBefore = loadavg()[0].toFixed(1);
  const answers = [];
  const started = performance.now();
  const total = Math.round(seconds * rate);
  // Open loop: one request every 1/rate s whatever the answers do, as independent visitors arrive.
  for (let sent = 0; sent < total; sent += 1) {
    const due = started + (sent * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const request = nextRequest();
    answers.push(timed(server, request.url, request.userAgent).then(({ status, ms }) => ({ ...request, status, ms })));
  }
  const results = await Promise.all(answers);

  const rows = ['page', 'asset'].map((kind) => {
    const mine = results.filter((result) => result.kind === kind);
    const times = mine.map((result) => result.ms).sort((a, b) => a - b);
    const count = (test) => mine.filter(test).length;
    return {
      kind,
      requests: mine.length,
      200: count((result) => result.status === 200),
      503: count((result) => result.status === 503),
      other: count((result) => result.status !== 200 && result.status !== 503),
      p50Ms: Math.round(percentile(times, 0.5)),
      p95Ms: Math.round(percentile(times, 0.95)),
      maxMs: Math.round(times.at(-1) ?? 0),
    };
  });
  const startup = {
    readyS: Math.round(server.readyS * 10) / 10,
    firstPageMs: Math.round(first.ms),
    firstStatus: first.status,
    secondPageMs: Math.round(second.ms),
  };
  printTable(`启动（${HOGS} 个占满 CPU 的进程旁）`, [startup]);
  printTable(`${rate} 次/秒、${seconds} 秒的页面与静态文件（负载 ${loadBefore} → ${loadavg()[0].toFixed(1)}）`, rows, [
    'kind',
    'requests',
    '200',
    '503',
    'other',
    'p50Ms',
    'p95Ms',
    'maxMs',
  ]);
  const file = await writeResult('busy-neighbours', {
    hogs: HOGS,
    rate,
    seconds,
    assets: assets.length,
    startup,
    rows,
  });
  console.log(`\n结果已写入 ${file}`);
} finally {
  await server.stop();
  stopHogs();
}
