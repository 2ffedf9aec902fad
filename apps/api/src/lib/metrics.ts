import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database, PoolName } from '../db/client';
import type { CacheStats } from './cache-stats';

// The portal's Prometheus metrics (ADR 067). One registry per app, read by its own listener (metrics-server.ts),
// never by the public port. What runs per request or per statement is a histogram child's `observe` on a series
// picked without building a label object; cache hits, pool use and the like are plain numbers read at scrape time.

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's metrics (ADR 067); recorded always, served only when METRICS_PORT is set. */
    metrics: PortalMetrics;
  }
}

/** A search the portal times: the search itself, suggestions as you type, and AI search's answer. */
export type SearchKind = 'search' | 'suggest' | 'ai_search';

/** A limit that refused a call: sign-in, search and write per address or user (security.md R6), push per key. */
export type LimitKind = 'signIn' | 'search' | 'write' | 'push';

/** One series of a histogram, picked once (prom-client's `labels(...)`). */
type Series = { observe(value: number): void };

/** Latency buckets of requests and renders (seconds): a kept answer in a millisecond to a 10 s render. */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Statements: most take under a millisecond; a slow one is what to find. */
const QUERY_BUCKETS = [0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
/** Background jobs: a drain of nothing in a millisecond, housekeeping of a large store in a minute. */
const JOB_BUCKETS = [0.001, 0.01, 0.1, 0.5, 1, 5, 10, 30, 60, 300];

/** HTTP methods by index: a series is found by `status * 8 + method`, a number, with no string built. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'OTHER'];
const methodIndex = (method: string) => {
  const index = METHODS.indexOf(method);
  return index < 0 ? 7 : index;
};

/**
 * The route label of a request: its route's template (`/homepage/news/:id`), never the raw URL, so the label has as
 * many values as there are routes. The web build's files are one route each (`config.file`): one label for them all.
 */
function routeLabel(request: FastifyRequest): { key: object | undefined; label: string } {
  const { config, url } = request.routeOptions;
  if (typeof (config as { file?: unknown } | undefined)?.file === 'string')
    return { key: STATIC_FILES, label: 'static' };
  // Fastify's not-found handler has no route: no config, or one without a URL.
  return url === undefined ? { key: undefined, label: 'unmatched' } : { key: config, label: url };
}
const STATIC_FILES = {};

export class PortalMetrics {
  readonly registry = new Registry();
  private readonly requests = new Histogram({
    name: 'yizhan_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status, until the response was sent',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly renders = new Histogram({
    name: 'yizhan_ssr_render_duration_seconds',
    help: 'Server renders of pages (React Router), by audience and status; shared guest pages served from memory are not renders',
    labelNames: ['audience', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly queries = new Histogram({
    name: 'yizhan_db_query_duration_seconds',
    help: 'Database statements by pool, from sent to answered',
    labelNames: ['pool'] as const,
    buckets: QUERY_BUCKETS,
    registers: [this.registry],
  });
  private readonly queryErrors = new Counter({
    name: 'yizhan_db_query_errors_total',
    help: 'Database statements that failed, by pool',
    labelNames: ['pool'] as const,
    registers: [this.registry],
  });
  private readonly searches = new Histogram({
    name: 'yizhan_search_duration_seconds',
    help: 'Searches by kind (search, suggest, ai_search), over HTTP and in server renders',
    labelNames: ['kind'] as const,
    buckets: REQUEST_BUCKETS,
    registers: [this.registry],
  });
  private readonly shed = new Counter({
    name: 'yizhan_shed_requests_total',
    help: 'Requests answered 503 at once by load shedding, by reason (in-flight, lag)',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly limited = new Counter({
    name: 'yizhan_rate_limited_requests_total',
    help: 'Calls refused 429 by a request limit, by kind (signIn, search, write, push)',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly jobRuns = new Counter({
    name: 'yizhan_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly jobsRunning = new Gauge({
    name: 'yizhan_job_running',
    help: 'Background jobs under way by job (a run that never ends stays at 1)',
    labelNames: ['job'] as const,
    registers: [this.registry],
  });
  private readonly jobTimes = new Histogram({
    name: 'yizhan_job_duration_seconds',
    help: 'Background job runs by job',
    labelNames: ['job'] as const,
    buckets: JOB_BUCKETS,
    registers: [this.registry],
  });

  /** Request series by route (its config object) and `status * 8 + method`. */
  private readonly requestSeries = new WeakMap<object, Map<number, Series>>();
  private readonly unmatchedSeries = new Map<number, Series>();
  private readonly querySeries = new Map<PoolName, Series>();
  private readonly searchSeries = new Map<SearchKind, Series>();
  private readonly caches = new Map<string, () => CacheStats>();
  private defaultsStarted = false;

  constructor() {
    const caches = this.caches;
    // Counted by the caches themselves as plain numbers (no prom-client call on a hit); copied here when scraped.
    new Counter({
      name: 'yizhan_cache_requests_total',
      help: 'Lookups of the in-process caches by cache and result (hit, miss); hit ratio = hit / (hit + miss)',
      labelNames: ['cache', 'result'] as const,
      registers: [this.registry],
      collect() {
        this.reset();
        for (const [cache, stats] of caches) {
          const { hits, misses } = stats();
          this.inc({ cache, result: 'hit' }, hits);
          this.inc({ cache, result: 'miss' }, misses);
        }
      },
    });
  }

  /** The per-request hook (only when metrics are served: ADR 067). Fastify timed the request since it arrived. */
  recordRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      this.observeRequest(request, reply);
      done();
    });
  }

  private observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const { key, label } = routeLabel(request);
    let byStatus = key ? this.requestSeries.get(key) : this.unmatchedSeries;
    if (!byStatus) {
      byStatus = new Map();
      this.requestSeries.set(key!, byStatus);
    }
    const code = reply.statusCode * 8 + methodIndex(request.method);
    let series = byStatus.get(code);
    if (!series) {
      series = this.requests.labels(METHODS[code % 8]!, label, String(reply.statusCode));
      byStatus.set(code, series);
    }
    series.observe(reply.elapsedTime / 1000);
  }

  /** A page rendered by React Router (web/web-host.ts). */
  observeRender(audience: 'guest' | 'user' | 'none', status: number, seconds: number): void {
    this.renders.labels(audience, String(status)).observe(seconds);
  }

  /** One database statement (db/client.ts through lib/telemetry.ts). */
  observeQuery(pool: PoolName, seconds: number, failed: boolean): void {
    let series = this.querySeries.get(pool);
    if (!series) this.querySeries.set(pool, (series = this.queries.labels(pool)));
    series.observe(seconds);
    if (failed) this.queryErrors.labels(pool).inc();
  }

  /** Times a search; the answer (or failure) passes through. */
  async timeSearch<T>(kind: SearchKind, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await work();
    } finally {
      let series = this.searchSeries.get(kind);
      if (!series) this.searchSeries.set(kind, (series = this.searches.labels(kind)));
      series.observe((performance.now() - started) / 1000);
    }
  }

  /** A request answered 503 by load shedding. */
  countShed(reason: string): void {
    this.shed.labels(reason).inc();
  }

  /** A call refused 429 by a request limit. */
  countLimited(kind: LimitKind): void {
    this.limited.labels(kind).inc();
  }

  /** Runs one background job, counting it and timing it; a failure is counted and thrown on. */
  async runJob<T>(job: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let outcome = 'failed';
    this.jobsRunning.labels(job).inc();
    try {
      const result = await work();
      outcome = 'ok';
      return result;
    } finally {
      this.jobsRunning.labels(job).dec();
      this.jobRuns.labels(job, outcome).inc();
      this.jobTimes.labels(job).observe((performance.now() - started) / 1000);
    }
  }

  /** Reports a cache's hits and misses under `name` at every scrape. */
  watchCache(name: string, stats: () => CacheStats): void {
    this.caches.set(name, stats);
  }

  /** Reports the database's kind and its pools' connections at every scrape (PGlite, in tests, has no pool). */
  watchDatabase(database: Pick<Database, 'kind' | 'pools'>): void {
    new Gauge({
      name: 'yizhan_db_info',
      help: 'The store in use: postgres (DATABASE_URL), embedded (the data folder) or pglite (tests)',
      labelNames: ['kind'] as const,
      // The workers of one primary share one store (ADR 077): their sum would say 2.
      aggregator: 'first',
      registers: [this.registry],
    })
      .labels(database.kind)
      .set(1);
    new Gauge({
      name: 'yizhan_db_pool_connections',
      help: 'Connections of each database pool by state (busy, idle)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const pool of database.pools()) {
          this.labels(pool.pool, 'busy').set(pool.total - pool.idle);
          this.labels(pool.pool, 'idle').set(pool.idle);
        }
      },
    });
    new Gauge({
      name: 'yizhan_db_pool_max_connections',
      help: 'The most connections each database pool opens',
      labelNames: ['pool'] as const,
      registers: [this.registry],
      collect() {
        for (const pool of database.pools()) this.labels(pool.pool).set(pool.max);
      },
    });
    new Gauge({
      name: 'yizhan_db_pool_waiting_requests',
      help: 'Statements waiting for a free connection, by pool',
      labelNames: ['pool'] as const,
      registers: [this.registry],
      collect() {
        for (const pool of database.pools()) this.labels(pool.pool).set(pool.waiting);
      },
    });
  }

  /** Adds prom-client's process metrics (CPU, memory, event loop lag, GC): only once the metrics are served. */
  collectProcessMetrics(): void {
    if (this.defaultsStarted) return;
    this.defaultsStarted = true;
    collectDefaultMetrics({ register: this.registry });
  }

  /** The media type of `text()`. */
  get contentType(): string {
    return this.registry.contentType;
  }

  /** The metrics in Prometheus's text format. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}
