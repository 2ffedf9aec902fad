// node bench/api/search-load.mjs — the search and AI search scenarios (search-scenarios.mjs, ai-search-scenarios.mjs)
// against a server already running on BASE (say the API from source on a seeded cluster: YIZHAN_MODE=api
// RATE_LIMITS=off DATABASE_URL=… tsx apps/api/src/server.ts), without a build or a seed of its own: before/after
// figures of a search change (ADR 036). BENCH_DURATION (s per call, default 8), BENCH_CONNECTIONS (default 1,10),
// ONLY (a part of the scenario's name).
import os from 'node:os';
import autocannon from 'autocannon';
import { connectionCounts, durationS } from '../lib/load.mjs';
import { aiSearchScenarios } from './ai-search-scenarios.mjs';
import { searchScenarios } from './search-scenarios.mjs';

const base = process.env.BASE;
if (!base) throw new Error('BASE=http://127.0.0.1:<port> of a running server');
const server = { base, host: 'localhost' };
const duration = durationS(8);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const scenarios = [...(await searchScenarios(server)), ...(await aiSearchScenarios(server))].filter(
  (item) => !process.env.ONLY || item.name.includes(process.env.ONLY),
);
for (const connections of connectionCounts([1, 10])) {
  console.log(`-- ${connections} connection(s), load average ${loadAverage()}`);
  for (const scenario of scenarios) {
    const requests = scenario.paths?.map((path) => ({ path }));
    const result = await autocannon({
      url: base + scenario.path,
      connections,
      duration,
      headers: { host: server.host },
      ...(requests ? { requests } : {}),
    });
    const { p50, p90, p97_5: p975, p99 } = result.latency;
    const rate = Math.round(result.requests.average);
    console.log(
      `${scenario.name.padEnd(40)} ${String(rate).padStart(5)} req/s  p50 ${p50}  p90 ${p90}  p97.5 ${p975}  p99 ${p99}` +
        `  non-2xx ${result.non2xx}`,
    );
  }
}
console.log(`load average after ${loadAverage()}`);
