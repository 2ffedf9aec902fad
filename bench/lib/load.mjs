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

/**
 * Runs autocannon against `url` and returns req/s, latency percentiles (ms) and every kind of failure.
 * `request` holds method, headers and body; `requests` (autocannon's) instead gives a sequence each connection
 * cycles through, with per-request setupRequest/onResponse hooks; `timeoutS` is how long one request may take before
 * it counts as a timeout.
 */
export async function load({ url, connections, duration, request = {}, requests, timeoutS = 10 }) {
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: timeoutS,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    ...(requests ? { requests } : {}),
  });
  const completed = result.latency.totalCount;
  return {
    connections,
    durationS: duration,
    reqPerS: Math.round((completed / result.duration) * 10) / 10,
    p50Ms: result.latency.p50,
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
