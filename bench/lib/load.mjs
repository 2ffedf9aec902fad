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
export async function load({ url, connections, duration, amount, request = {}, requests, timeoutS = 10 }) {
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
  const result = await run;
  times.sort((a, b) => a - b);
  const completed = result.latency.totalCount;
  return {
    connections,
    durationS: amount ? result.duration : duration,
    reqPerS: Math.round((completed / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
    p95Ms: Math.round(percentile(times, 0.95)),
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    requests: completed,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, stat]) => [code, stat.count])),
    bytesPerReq: completed > 0 ? Math.round(result.throughput.total / completed) : 0,
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
