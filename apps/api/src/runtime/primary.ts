import cluster from 'node:cluster';
import type { Env } from '../env';
import { openDatabase, SESSIONS_PER_PROCESS, type EmbeddedConnection } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded/embedded-postgres';
import { exitOnStoreError } from '../db/embedded/store-error';
import { preparePersonalData } from '../modules/person';
import { ClusterMetrics } from '../lib/cluster-metrics';
import { serveMetrics } from '../lib/metrics-server';
import { jsonLog } from './json-log';
import type { ProcessLife } from './process-life';
import { migrateAndSeed } from './serve';
import { WorkerPool } from './worker-pool';

/** The environment variable that gives a worker the primary's embedded server (absent: DATABASE_URL). */
const WORKER_STORE_ENV = 'YIZHAN_WORKER_STORE';

/** Sessions beyond the workers' that the embedded server admits: migrations, a backup, a person with psql. */
const SPARE_SESSIONS = 6;

/** In a worker: the embedded server its primary runs, or undefined when the store is DATABASE_URL's. */
export function primaryStore(): EmbeddedConnection | undefined {
  const given = process.env[WORKER_STORE_ENV];
  return given ? (JSON.parse(given) as EmbeddedConnection) : undefined;
}

/**
 * The primary of `WORKERS=N` (ADR 077): serves nothing itself. It starts the embedded store once for all workers
 * (none with DATABASE_URL), migrates and seeds it, then forks the workers, which share the port through the
 * cluster module, restarts one that dies, and serves their summed metrics. SIGTERM drains every worker, then stops
 * the store.
 */
export async function runPrimary(env: Env, life: ProcessLife, entry: string): Promise<void> {
  let embedded: EmbeddedConnection | undefined;
  if (!env.DATABASE_URL) {
    const sessions = env.WORKERS * SESSIONS_PER_PROCESS + SPARE_SESSIONS;
    const server = await life
      .open(startEmbeddedPostgres(env.YIZHAN_DATA_DIR, { maxConnections: sessions, signal: life.signal }), (started) =>
        started.stop(),
      )
      .catch(exitOnStoreError);
    embedded = server.connection;
  }
  const database = await life
    .open(openDatabase({ url: env.DATABASE_URL, embedded }), (opened) => opened.close())
    .catch(exitOnStoreError);
  const added = await migrateAndSeed(database, life);
  // Made once here: a key file the workers then all read (ADR 048).
  await life.step(preparePersonalData(database.db, env)).catch(exitOnStoreError);
  await life.closeNow(database);
  if (added.length > 0) jsonLog.info({ fids: added }, 'seeded demo units');

  if (env.METRICS_PORT > 0) {
    const metrics = new ClusterMetrics();
    await life.open(serveMetrics(metrics, { host: env.METRICS_HOST, port: env.METRICS_PORT }), (listener) =>
      listener.close(),
    );
  }
  cluster.setupPrimary({ exec: entry });
  const pool = new WorkerPool(env.WORKERS, { [WORKER_STORE_ENV]: embedded ? JSON.stringify(embedded) : '' }, jsonLog);
  await life.open(Promise.resolve(pool), () => pool.stop());
  await life.step(pool.start(life.signal)).catch((error: unknown) => {
    jsonLog.error({}, (error as Error).message);
    return life.fail();
  });
  jsonLog.info(
    {},
    `一站门户已启动：http://localhost:${env.PORT}/（${env.WORKERS} 个工作进程，数据库：${embedded ? 'embedded' : 'postgres'}，Node ${process.version}）`,
  );
}
