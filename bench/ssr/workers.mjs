// npm run bench:workers — guest `/home` pages/s of the built server with WORKERS=1 and WORKERS=2 (ADR 077), asked
// with brotli by BENCH_CONNECTIONS (default 10) connections for BENCH_DURATION s (default 10). Each round starts a
// fresh server of each kind in turn, one at a time, so they never share the machine; BENCH_ROUNDS (default 2) rounds,
// the better run of each kind counts (a neighbour's burst lowers one run, never raises one). Issue 39 asks for at
// least 1.3 times the pages/s with two workers on a 2-core machine.
import { connectionCounts, durationS, load } from '../lib/load.mjs';
import { printTable, writeResult } from '../lib/report.mjs';
import { startServer } from '../lib/server.mjs';
import { checkPage, guestCookies } from './pages.mjs';

const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const duration = durationS(10);
const [connections] = connectionCounts([10]);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const TARGET_RATIO = 1.3;

/** One server with `workers` processes: warmed up, then measured once. */
async function measure(workers) {
  const server = await startServer({ env: { WORKERS: String(workers) } });
  try {
    const request = {
      headers: {
        host: server.host,
        'user-agent': DESKTOP_UA,
        'accept-encoding': 'br',
        cookie: await guestCookies(server),
      },
    };
    // Checked as plain HTML; measured as a browser asks, brotli.
    const { 'accept-encoding': _brotli, ...plain } = request.headers;
    await checkPage(server, { name: 'guest /home', path: '/home', request: { headers: plain } });
    // Every worker renders its first pages before the measured run.
    await load({ url: `${server.base}/home`, connections, duration: 3, request });
    const result = await load({ url: `${server.base}/home`, connections, duration, request });
    console.log(
      `  WORKERS=${workers}: ${result.reqPerS} pages/s, p99 ${result.p99Ms} ms (ready in ${server.readyS.toFixed(1)} s)`,
    );
    return { workers, ...result, readyS: Math.round(server.readyS * 10) / 10 };
  } finally {
    await server.stop();
  }
}

const runs = [];
for (let round = 1; round <= rounds; round += 1) {
  console.log(`round ${round} of ${rounds}`);
  for (const workers of [1, 2]) runs.push({ round, ...(await measure(workers)) });
}
const best = (workers) =>
  runs.filter((run) => run.workers === workers).reduce((a, b) => (b.reqPerS > a.reqPerS ? b : a));
const [one, two] = [best(1), best(2)];
const ratio = Math.round((two.reqPerS / one.reqPerS) * 100) / 100;
printTable(
  `guest /home, ${connections} connections, ${duration} s, brotli`,
  runs.map((run) => ({
    round: run.round,
    WORKERS: run.workers,
    'pages/s': run.reqPerS,
    'p99 ms': run.p99Ms,
    errors: run.errors + run.timeouts + run.non2xx,
  })),
);
console.log(`\nWORKERS=2 / WORKERS=1: ${ratio}× (best runs; target ≥ ${TARGET_RATIO}× on 2 cores)`);
const file = await writeResult('workers', { connections, durationS: duration, rounds, runs, ratio });
console.log(`written to ${file}`);
