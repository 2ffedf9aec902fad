import path from 'node:path';
import { loadEnv } from './env';
import { openDatabase } from './db/client';
import { exitOnStoreError } from './db/embedded/store-error';
import { seed } from './seed';
import { buildApp } from './app';
import { webHost } from './web/web-host';
import { warmFirstRender } from './web/warm-up';
import { scheduleAuthHousekeeping } from './modules/auth';
import { deleteExpiredOidcPayloads } from './modules/idp';
import { preparePersonalData } from './modules/person';
import { scheduleSearchIndexing, scheduleSearchPopularity } from './modules/search';
import { PortalMetrics } from './lib/metrics';
import { serveMetrics, type MetricsListener } from './lib/metrics-server';
import { queryObserver } from './lib/telemetry';
import { startTracing } from './lib/tracing';

const env = loadEnv();
// React and React Router (loaded later, by the web host) pick their builds from NODE_ENV; `node dist/server.js`
// without it must still get the production builds, which are several times faster than the development ones.
process.env.NODE_ENV = env.NODE_ENV;
// Metrics and tracing, each only when the environment asks (ADR 067): set up before the database, whose statements
// they watch.
const tracing = await startTracing(env);
const metrics = env.METRICS_PORT > 0 ? new PortalMetrics() : undefined;
const database = await openDatabase({
  url: env.DATABASE_URL,
  readUrl: env.DATABASE_READ_URL,
  dataDir: env.YIZHAN_DATA_DIR,
  observer: queryObserver(metrics, tracing?.tracer),
}).catch(exitOnStoreError);
await database.migrate();
const added = await seed(database.db);
// Phone, ID number and e-mail sealed at rest (ADR 048): the seed's, and any written before sealing began.
const personalDataKey = await preparePersonalData(database.db, env).catch(async (error: unknown) => {
  await database.close();
  return exitOnStoreError(error);
});

const app = await buildApp({
  env,
  database,
  personalDataKey,
  ...(env.RATE_LIMITS === 'off' ? { rateLimits: false } : {}),
  metrics,
  tracing,
});
if (added.length > 0) app.log.info({ fids: added }, 'seeded demo units');
scheduleAuthHousekeeping(app, database.db, [deleteExpiredOidcPayloads]);
scheduleSearchPopularity(app, database.db);
scheduleSearchIndexing(app, database.db);

if (env.YIZHAN_MODE === 'all') {
  const dev = env.NODE_ENV === 'development' ? { webRoot: path.resolve('apps/web') } : undefined;
  // Pages reach the API in-process unless API_BASE names a separate API server (ADR 017).
  await app.register(webHost, { buildDir: env.WEB_BUILD_DIR, apiBase: env.API_BASE, dev });
}

// SIGTERM: stop accepting, let in-flight requests finish (Fastify close; the search index drain stops after its
// batch), then close the database. Whatever still runs after SHUTDOWN_GRACE_MS is cut short: the database is closed
// under it and the process exits 1, so a stop never takes more than about 10 s (issue 35).
const SHUTDOWN_GRACE_MS = 8_000;
let closing = false;
let metricsListener: MetricsListener | undefined;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const cutShort = setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, '关闭超时：仍在处理的请求被中止');
      void database.close().finally(() => process.exit(1));
    }, SHUTDOWN_GRACE_MS);
    cutShort.unref();
    try {
      await app.close();
      await metricsListener?.close();
      // The spans still buffered go out before the process does.
      await tracing?.shutdown().catch(() => {});
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  });
}

// Its own listener, never the public port (ADR 067); a port taken stops the start, as the public one's would.
if (metrics) metricsListener = await serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT });
await app.listen({ host: env.HOST, port: env.PORT });
// Alive (/healthz) from here; ready (/readyz) once the first pages have rendered, so no visitor waits for that.
if (env.YIZHAN_MODE === 'all') app.startup.track(warmFirstRender(app, database.db));
// The Node version in the start line: `npm start` brings its own Node (ADR 065), so which one runs is worth saying.
app.log.info(`一站门户已启动：http://localhost:${env.PORT}/（数据库：${database.kind}，Node ${process.version}）`);
