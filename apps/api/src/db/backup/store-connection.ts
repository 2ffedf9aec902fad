import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { CLUSTER_DATABASE, CLUSTER_USER, SOCKET_PORT, clusterPaths } from '../embedded/cluster';
import { startEmbeddedPostgres } from '../embedded/embedded-postgres';
import { BackupRefusal } from './format';

/** The configured store as the backup tools reach it: how to connect, and what to do when done. */
export interface StoreConnection {
  config: pg.ClientConfig;
  /** `postgres` (DATABASE_URL) or `embedded`. */
  store: 'postgres' | 'embedded';
  /** The embedded server was already running (the portal's own): it is used, not started or stopped. */
  shared: boolean;
  close(): Promise<void>;
}

export interface StoreSettings {
  DATABASE_URL?: string | undefined;
  YIZHAN_DATA_DIR: string;
}

/** Whether a server answers on the embedded store's socket (a running portal's). */
async function answers(config: pg.ClientConfig): Promise<boolean> {
  const client = new pg.Client({ ...config, connectionTimeoutMillis: 2_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The store a backup reads. The embedded store may be in use by the running portal (one server per folder,
 * ADR 016): the backup then connects to that server's private socket, so backups need no stop; otherwise it
 * starts the server for the time of the backup. A folder without a cluster has nothing to back up.
 */
export async function openForBackup(settings: StoreSettings): Promise<StoreConnection> {
  if (settings.DATABASE_URL) return external(settings.DATABASE_URL);
  const paths = clusterPaths(settings.YIZHAN_DATA_DIR);
  if (!existsSync(path.join(paths.cluster, 'PG_VERSION'))) {
    throw new BackupRefusal(
      `数据文件夹 ${path.resolve(settings.YIZHAN_DATA_DIR)} 中还没有数据库，没有可备份的内容（YIZHAN_DATA_DIR 设对了吗？）。`,
    );
  }
  const running = { host: paths.socketDir, port: SOCKET_PORT, user: CLUSTER_USER, database: CLUSTER_DATABASE };
  if (await answers(running)) return { config: running, store: 'embedded', shared: true, close: async () => {} };
  return started(settings.YIZHAN_DATA_DIR);
}

/**
 * The store a restore writes. The embedded server is always started by the restore itself, so a portal still
 * running on the folder makes it stop with the store's own message (another process uses it): a restore must not
 * change the data under a running portal's caches.
 */
export async function openForRestore(settings: StoreSettings): Promise<StoreConnection> {
  if (settings.DATABASE_URL) return external(settings.DATABASE_URL);
  return started(settings.YIZHAN_DATA_DIR);
}

function external(url: string): StoreConnection {
  return { config: { connectionString: url }, store: 'postgres', shared: false, close: async () => {} };
}

async function started(dataDir: string): Promise<StoreConnection> {
  const server = await startEmbeddedPostgres(dataDir);
  return { config: server.connection, store: 'embedded', shared: false, close: () => server.stop() };
}
