// autocannon wrapper: one scenario at one connection count, reduced to the figures the reports need.
import autocannon from 'autocannon';

/** Duration of each scenario in seconds (BENCH_DURATION, default `fallback`). */
export function durationS(fallback = 10) {
  const value = Number(process.env.BENCH_DURATION ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`BENCH_DURATION must be a positive number of seconds`);
  return value;
}

/** Connection counts to run (BENCH_CONNECTIONS, comma-separated; default 10 and 100). */
export function connectionCounts(fallback = [10, 100]) {
  const raw = process.env.BENCH_CONNECTIONS;
  return raw ? raw.split(',').map((item) => Number(item.trim())) : fallback;
}

/** The `share` percentile (0–1) of sorted latencies, nearest rank. */
const percentile = (sorted, share) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;

/**
 * Runs autocannon against `url` and returns req/s, latency percentiles (ms) and every kind of failure.
 * `request` holds method, headers and body; `requests` (autocannon's) instead gives a sequence each connection
 * cycles through, with per-request setupRequest/onResponse hooks; `timeoutS` is how long one request may take before
 * it counts as a timeout. `amount` sends that many requests in all instead of running for `duration` seconds.
 * p95 is computed from every response's own time (autocannon's histogram reports p90 and p97.5, not p95).
 */
export async function load(options) {
  const { result, times } = await measure(options);
  return summary([result], times, options);
}

/**
 * `rounds` runs, each of the options `prepare()` resolves to (it readies the round, e.g. changes the search index),
 * reported as one run: percentiles of every response of every round. A once-only scenario of 40 requests has a p95
 * that is its second-slowest response, which one collection pause or scheduler hiccup decides; three rounds give it
 * 120 responses.
 */
export async function loadRounds(rounds, prepare) {
  const results = [];
  const times = [];
  let options;
  for (let round = 0; round < rounds; round += 1) {
    options = await prepare();
    const run = await measure(options);
    results.push(run.result);
    times.push(...run.times);
  }
  return summary(results, times, options);
}

/** One autocannon run: its result and every response's own time. */
async function measure({ url, connections, duration, amount, request = {}, requests, timeoutS = 10 }) {
  const times = [];
  const run = autocannon({
    url,
    connections,
    ...(amount ? { amount } : { duration }),
    timeout: timeoutS,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    ...(requests ? { requests } : {}),
  });
  run.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  return { result: await run, times };
}

/**
 * The figures of one or more autocannon results of the same scenario: counts summed, percentiles from every
 * response's time (p50 and p99 as autocannon rounds them: to the millisecond, from its histogram of one run).
 */
function summary(results, times, { connections, duration, amount }) {
  times.sort((a, b) => a - b);
  const sum = (pick) => results.reduce((total, result) => total + pick(result), 0);
  const completed = sum((result) => result.latency.totalCount);
  const seconds = sum((result) => result.duration);
  const statusCodes = {};
  for (const result of results)
    for (const [code, stat] of Object.entries(result.statusCodeStats))
      statusCodes[code] = (statusCodes[code] ?? 0) + stat.count;
  const single = results.length === 1 ? results[0] : undefined;
  const rounded = (share) => Math.round(percentile(times, share));
  return {
    connections,
    durationS: amount ? seconds : duration,
    reqPerS: Math.round((completed / seconds) * 10) / 10,
    p50Ms: single ? single.latency.p50 : rounded(0.5),
    p95Ms: rounded(0.95),
    p99Ms: single ? single.latency.p99 : rounded(0.99),
    maxMs: Math.max(...results.map((result) => result.latency.max)),
    requests: completed,
    errors: sum((result) => result.errors),
    timeouts: sum((result) => result.timeouts),
    non2xx: sum((result) => result.non2xx),
    statusCodes,
    bytesPerReq: completed > 0 ? Math.round(sum((result) => result.throughput.total) / completed) : 0,
  };
}

/** autocannon's request sequence that sends each request to the next of `paths`, round the list. */
export function spreadRequests(host, paths) {
  let next = 0;
  return [
    {
      method: 'GET',
      headers: { host },
      setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }),
    },
  ];
}
