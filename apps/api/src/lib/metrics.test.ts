import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATAR_PATH_PREFIX, searchApi, siteConfigApi } from '@yizhan/contracts';
import { buildApp } from '../app';
import { scheduleAuthHousekeeping } from '../modules/auth';
import { LoadGauge } from '../plugins/load-gauge';
import { TEST_PERSONAL_DATA_KEY, useTestApp } from '../test/test-app';
import { PortalMetrics } from './metrics';
import { serveMetrics, type MetricsListener } from './metrics-server';
import { backgroundLeader } from './background-leader';

// Issue 39, ADR 067: the metrics on a listener of their own, as Prometheus reads them.
const metrics = new PortalMetrics();
const t = useTestApp({
  telemetry: { metrics },
  // A search limit small enough to pass; counting windows of an hour keep the test inside one.
  rateLimits: {
    signIn: { perAddress: 100 },
    search: { perAddress: 2, perUser: 100 },
    write: { perAddress: 100, perUser: 100 },
    windowMs: 60 * 60_000,
  },
});
let listener: MetricsListener;

beforeAll(async () => {
  // Before the first request starts the app: a job scheduled on a started app could not add its hooks.
  scheduleAuthHousekeeping(t.app, t.database.db, [], backgroundLeader(t.app, t.database));
  listener = await serveMetrics(metrics, { host: '127.0.0.1', port: 0 });
});
afterAll(() => listener?.close());

const scrape = async (path = '/metrics') => fetch(`http://127.0.0.1:${listener.port}${path}`);

/** The value of the sample `name{labels}` in Prometheus text (labels as they are written there), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const written = line.slice(name.length).match(/^\{(.*)\} /)?.[1] ?? '';
    const pairs = new Map([...written.matchAll(/(\w+)="([^"]*)"/g)].map((match) => [match[1], match[2]]));
    if (Object.entries(labels).every(([key, value]) => pairs.get(key) === value)) return Number(line.split(' ').pop());
  }
  return undefined;
}

const read = async () => {
  const response = await scrape();
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
};

const get = (url: string, remoteAddress?: string) =>
  t.app.inject({ url, headers: { host: 'localhost' }, ...(remoteAddress ? { remoteAddress } : {}) });

describe('metrics on their own listener (ADR 067)', () => {
  it('times requests by route template and status, in histogram buckets; never by the raw URL', async () => {
    for (let index = 0; index < 3; index += 1)
      expect((await get(siteConfigApi.globalConfig.path)).statusCode).toBe(200);
    expect((await get(`${AVATAR_PATH_PREFIX}a1b2c3-secret-name.png`)).statusCode).toBe(404);
    expect((await get(`${AVATAR_PATH_PREFIX}d4e5f6-other-name.png`)).statusCode).toBe(404);
    const text = await read();
    const config = { method: 'GET', route: siteConfigApi.globalConfig.path, status: '200' };
    expect(sample(text, 'yizhan_http_request_duration_seconds_count', config)).toBe(3);
    expect(sample(text, 'yizhan_http_request_duration_seconds_bucket', { ...config, le: '+Inf' })).toBe(3);
    expect(sample(text, 'yizhan_http_request_duration_seconds_bucket', { ...config, le: '10' })).toBe(3);
    expect(sample(text, 'yizhan_http_request_duration_seconds_sum', config)).toBeGreaterThan(0);
    const avatars = { method: 'GET', route: `${AVATAR_PATH_PREFIX}:file`, status: '404' };
    expect(sample(text, 'yizhan_http_request_duration_seconds_count', avatars)).toBe(2);
    expect(text).not.toContain('secret-name');
    // Process metrics from prom-client come with it.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
  });

  it('is not served on the public port, and its listener answers nothing but /metrics', async () => {
    const response = await get('/metrics');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('yizhan_');
    expect((await scrape('/')).status).toBe(404);
    expect((await scrape('/healthz')).status).toBe(404);
  });

  it('counts a request refused by a limit, and times searches', async () => {
    const before = sample(await read(), 'yizhan_rate_limited_requests_total', { kind: 'search' }) ?? 0;
    const search = () =>
      t.app.inject({
        url: `${searchApi.search.path}?keyword=${encodeURIComponent('校园卡')}`,
        headers: { host: 'localhost' },
        remoteAddress: '203.0.113.9',
      });
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(200);
    expect((await search()).statusCode).toBe(429);
    const text = await read();
    expect(sample(text, 'yizhan_rate_limited_requests_total', { kind: 'search' })).toBe(before + 1);
    // The refused one never reached the search.
    expect(sample(text, 'yizhan_search_duration_seconds_count', { kind: 'search' })).toBe(2);
    const refused = { method: 'GET', route: searchApi.search.path, status: '429' };
    expect(sample(text, 'yizhan_http_request_duration_seconds_count', refused)).toBe(1);
  });

  it('counts runs of the background jobs', async () => {
    await expect
      .poll(async () => sample(await read(), 'yizhan_job_runs_total', { job: 'auth-housekeeping', outcome: 'ok' }))
      .toBe(1);
    const text = await read();
    expect(sample(text, 'yizhan_job_duration_seconds_count', { job: 'auth-housekeeping' })).toBe(1);
    expect(sample(text, 'yizhan_job_running', { job: 'auth-housekeeping' })).toBe(0);
  });

  it('times statements by pool, and counts the caches’ hits and misses', async () => {
    const text = await read();
    const pool = process.env.TEST_DATABASE_URL ? 'main' : 'pglite';
    expect(sample(text, 'yizhan_db_query_duration_seconds_count', { pool })).toBeGreaterThan(0);
    expect(sample(text, 'yizhan_db_info', { kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' })).toBe(1);
    // The site config was read three times: loaded once into the memo cache, then answered from it.
    expect(sample(text, 'yizhan_cache_requests_total', { cache: 'memo', result: 'hit' })).toBeGreaterThan(0);
    expect(sample(text, 'yizhan_cache_requests_total', { cache: 'memo', result: 'miss' })).toBeGreaterThan(0);
    // A guest's shared answer: built the first time, served from memory after.
    expect(sample(text, 'yizhan_cache_requests_total', { cache: 'shared-answers', result: 'hit' })).toBeGreaterThan(0);
    expect(sample(text, 'yizhan_cache_requests_total', { cache: 'search-answers', result: 'miss' })).toBeGreaterThan(0);
  });
});

describe('shed requests (ADR 020) are counted', () => {
  it('a request answered 503 by load shedding counts once, with its reason', async () => {
    const shedding = new PortalMetrics();
    const limits = {
      maxInFlight: 1,
      maxEventLoopDelay: 500,
      lagWindowMs: 3_000,
      lagInFlight: 1,
      sampleInterval: 1_000,
    };
    const gauge = new LoadGauge(limits);
    const app = await buildApp({
      env: { NODE_ENV: 'test', TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: 'silent' },
      database: t.database,
      personalDataKey: TEST_PERSONAL_DATA_KEY,
      loadLimits: limits,
      loadGauge: gauge,
      metrics: shedding,
    });
    try {
      // The portal's own work in flight, as the gauge counts it.
      gauge.inFlight = 1;
      const response = await app.inject({ url: siteConfigApi.globalConfig.path, headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(503);
      const text = await shedding.text();
      expect(sample(text, 'yizhan_shed_requests_total', { reason: 'in-flight' })).toBe(1);
      expect(sample(text, 'yizhan_http_request_duration_seconds_count', { status: '503' })).toBe(1);
    } finally {
      gauge.inFlight = 0;
      await app.close();
    }
  });
});
