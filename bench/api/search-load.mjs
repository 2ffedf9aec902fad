// node bench/api/search-load.mjs — the search and AI search scenarios (search-scenarios.mjs, ai-search-scenarios.mjs)
// against a server already running on BASE (say the API from source on a seeded cluster: YIZHAN_MODE=api
// RATE_LIMITS=off DATABASE_URL=… tsx apps/api/src/server.ts), without a build or a seed of its own: before/after
// figures of a search change (ADR 036). BENCH_DURATION (s per call, default 8), BENCH_CONNECTIONS (default 1,10),
// ONLY (a part of the scenario's name); DATABASE_URL (the server's) for the first searches.
import os from 'node:os';
import { connectionCounts, durationS, spreadRequests } from '../lib/load.mjs';
import { aiSearchScenarios } from './ai-search-scenarios.mjs';
import { firstSearchScenarios, loadScenario, searchScenarios } from './search-scenarios.mjs';

const base = process.env.BASE;
if (!base) throw new Error('BASE=http://127.0.0.1:<port> of a running server');
const server = { base, host: 'localhost' };
// The server's database: first searches change the index before each round, notices are sent into it.
if (!process.env.DATABASE_URL) throw new Error('DATABASE_URL of the server’s database, for the first searches');
const duration = durationS(8);
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const scenarios = [
  ...(await firstSearchScenarios(server)),
  ...(await searchScenarios(server)),
  ...(await aiSearchScenarios(server)),
].filter((item) => !process.env.ONLY || item.name.includes(process.env.ONLY));
for (const connections of connectionCounts([1, 10])) {
  console.log(`-- ${connections} connection(s), load average ${loadAverage()}`);
  for (const scenario of scenarios) {
    const optionsOf = (paths) => ({
      url: base + scenario.path,
      connections,
      duration,
      request: { headers: { host: server.host } },
      ...(paths ? { requests: spreadRequests(server.host, paths) } : {}),
    });
    const result = await loadScenario(scenario, process.env.DATABASE_URL, optionsOf);
    const met = Object.entries(scenario.budget ?? {}).every(([key, limit]) => result[key] <= limit);
    console.log(
      `${scenario.name.padEnd(44)} ${String(Math.round(result.reqPerS)).padStart(5)} req/s  p50 ${result.p50Ms}` +
        `  p95 ${result.p95Ms}  p99 ${result.p99Ms}  non-2xx ${result.non2xx}  ${met ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
}
console.log(`load average after ${loadAverage()}`);
