import path from 'node:path';
import type { Env } from '../env';
import { openDatabase, type Database, type EmbeddedConnection } from '../db/client';
import { exitOnStoreError } from '../db/embedded/store-error';
import { seed } from '../seed';
import { buildApp } from '../app';
import { webHost } from '../web/web-host';
import { warmFirstRender } from '../web/warm-up';
import { scheduleAuthHousekeeping } from '../modules/auth';
import { deleteExpiredOidcPayloads } from '../modules/idp';
import { preparePersonalData } from '../modules/person';
import { scheduleSearchIndexing, scheduleSearchPopularity } from '../modules/search';
import { scheduleMourningWindows } from '../modules/site-config';
import { backgroundLeader } from '../lib/background-leader';
import { shareMetricsWithPrimary } from '../lib/cluster-metrics';
import { PortalMetrics } from '../lib/metrics';
import { serveMetrics } from '../lib/metrics-server';
import { queryObserver } from '../lib/telemetry';
import { startTracing } from '../lib/tracing';
import type { ProcessLife } from './process-life';

/**
 * How a server process reaches its store: on its own (one process: it starts the embedded store, migrates and
 * seeds), or as a worker of a primary that has done all that (ADR 077) — on the primary's embedded server, or on
 * DATABASE_URL.
 */
export type StoreRole = { role: 'single' } | { role: 'worker'; embedded: EmbeddedConnection | undefined };

/** Brings a store this process opened up to date: migrations, the demo seed. Returns the units the seed added. */
export async function migrateAndSeed(database: Database, life: ProcessLife): Promise<number[]> {
  await life.step(database.migrate());
  return life.step(seed(database.db));
}

/**
 * One server process: the store, the app, the background jobs' election, the web host, then the port. `WORKERS=1`
 * runs it alone; with more, each worker runs it on the store the primary prepared.
 */
export async function serve(env: Env, life: ProcessLife, store: StoreRole): Promise<void> {
  // Metrics and tracing, each only when the environment asks (ADR 067): set up before the database, whose statements
  // they watch.
  const tracing = await life.step(startTracing(env));
  const metrics = env.METRICS_PORT > 0 ? new PortalMetrics() : undefined;
  const database = await life
    .open(
      openDatabase({
        url: env.DATABASE_URL,
        readUrl: env.DATABASE_READ_URL,
        dataDir: env.YIZHAN_DATA_DIR,
        embedded: store.role === 'worker' ? store.embedded : undefined,
        observer: queryObserver(metrics, tracing?.tracer),
        signal: life.signal,
      }),
      (opened) => opened.close(),
    )
    .catch(exitOnStoreError);
  const added = store.role === 'single' ? await migrateAndSeed(database, life) : [];
  // Phone, ID number and e-mail sealed at rest (ADR 048): the seed's, and any written before sealing began.
  const personalDataKey = await life.step(preparePersonalData(database.db, env)).catch(exitOnStoreError);

  const app = await life.open(
    buildApp({
      env,
      database,
      personalDataKey,
      ...(env.RATE_LIMITS === 'off' ? { rateLimits: false } : {}),
      metrics,
      tracing,
    }),
    async (built) => {
      await built.close();
      // The spans still buffered go out before the process does.
      await tracing?.shutdown().catch(() => {});
    },
  );
  life.useLog(app.log);
  app.startup.stopping = () => life.stopping;
  if (added.length > 0) app.log.info({ fids: added }, 'seeded demo units');
  const leadership = backgroundLeader(app, database);
  scheduleAuthHousekeeping(app, database.db, [deleteExpiredOidcPayloads], leadership);
  scheduleSearchPopularity(app, database.db, leadership);
  scheduleSearchIndexing(app, database.db, leadership);
  scheduleMourningWindows(app, database.db, leadership);

  if (env.YIZHAN_MODE === 'all') {
    const dev = env.NODE_ENV === 'development' ? { webRoot: path.resolve('apps/web') } : undefined;
    // Pages reach the API in-process unless API_BASE names a separate API server (ADR 017).
    await life.step(app.register(webHost, { buildDir: env.WEB_BUILD_DIR, apiBase: env.API_BASE, dev }));
  }

  if (metrics && store.role === 'worker') shareMetricsWithPrimary(metrics);
  else if (metrics) {
    // Its own listener, never the public port (ADR 067); a port taken stops the start, as the public one's would.
    await life.open(serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT }), (listener) =>
      listener.close(),
    );
  }
  await life.step(app.listen({ host: env.HOST, port: env.PORT }));
  // Alive (/healthz) from here; ready (/readyz) once the first pages have rendered, so no visitor waits for that.
  if (env.YIZHAN_MODE === 'all') app.startup.track(warmFirstRender(app, database.db));
  // The Node version in the start line: `npm start` brings its own Node (ADR 065), so which one runs is worth saying.
  if (store.role === 'single')
    app.log.info(`一站门户已启动：http://localhost:${env.PORT}/（数据库：${database.kind}，Node ${process.version}）`);
}
