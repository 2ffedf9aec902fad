import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, fsyncSync, openSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PgBinaries } from './binaries';
import { ensureServerFolder, type ServerUser } from './server-user';
import { StoreError } from './store-error';

/** The fixed superuser and database of the embedded cluster; only this process reaches its private socket. */
export const CLUSTER_USER = 'postgres';
export const CLUSTER_DATABASE = 'postgres';
/** A Unix socket needs a port number only to name its file; the folder is private, so one number fits all. */
export const SOCKET_PORT = 5432;

/** Files of the embedded store inside YIZHAN_DATA_DIR. */
export interface ClusterPaths {
  /** The PostgreSQL data folder (PGDATA); a subfolder, so an old PGlite folder beside it is left alone. */
  cluster: string;
  /** Where the server puts its socket: the cluster itself when the path is short enough. */
  socketDir: string;
  /** The server's own log (stderr), kept across restarts for diagnosis. */
  logFile: string;
}

/** Paths of the store for a data folder. */
export function clusterPaths(dataDir: string): ClusterPaths {
  const cluster = path.join(path.resolve(dataDir), 'pg');
  // sun_path holds 107 bytes; past that the socket goes to a short temp folder named by a hash of the cluster
  // path, so two checkouts on one machine still get different sockets.
  const fits = Buffer.byteLength(path.join(cluster, `.s.PGSQL.${SOCKET_PORT}`)) <= 100;
  const hash = createHash('sha256').update(cluster).digest('hex').slice(0, 16);
  const socketDir = fits ? cluster : path.join(tmpdir(), `yizhan-pg-${hash}`);
  return { cluster, socketDir, logFile: path.join(path.resolve(dataDir), 'pg.log') };
}

/** A Chinese note when the data folder still holds a PGlite database of an earlier version (it is not used). */
export function oldPgliteNote(dataDir: string): string | undefined {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) return undefined;
  return (
    `数据文件夹 ${path.resolve(dataDir)} 中有旧版本的内置数据库（PGlite）文件，新版本已不再使用它们，数据不会自动迁移。` +
    `当前数据在其中的 pg/ 子文件夹；确认旧数据不再需要后，可以删除 pg/ 与 pg.log 以外的文件。`
  );
}

/**
 * Runs initdb as the server user; a failure is a StoreError naming the folder, with initdb's last lines. `signal`
 * stops it (a SIGTERM to the server during its first start: the half-made scratch folder is made again next time).
 */
function runInitdb(
  bins: PgBinaries,
  target: string,
  user: ServerUser | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  const args = [`--pgdata=${target}`, `--username=${CLUSTER_USER}`, '--auth=trust', '--encoding=UTF8'];
  // --no-locale: byte-order collation, as the PGlite store and the CI cluster use; no system locales needed.
  args.push('--no-locale', '--no-instructions');
  return new Promise((resolve, reject) => {
    const child = spawn(bins.initdb, args, {
      cwd: target,
      env: { ...process.env, LC_ALL: 'C' },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      ...(signal ? { signal } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => {
      if (signal?.aborted) reject(new StoreError('初始化数据库文件夹时收到停止信号，已中止'));
      else reject(new StoreError(`无法运行 initdb（${bins.initdb}）：${error.message}`));
    });
    child.on('close', (code, signal) => {
      if (code === 0) return resolve();
      const tail = output.trim().split('\n').slice(-8).join('\n');
      reject(new StoreError(`初始化数据库文件夹 ${target} 失败（initdb ${code ?? signal}）：\n${tail}`));
    });
  });
}

/** fsync a folder so a rename inside it survives a power loss. */
function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Creates the cluster on first start. initdb writes into a scratch folder that is renamed into place only once
 * complete, so a start killed half-way leaves no half-made cluster: the next start just initialises again.
 * Returns the initdb time in ms, or null when the cluster already existed.
 */
export async function ensureCluster(
  paths: ClusterPaths,
  bins: PgBinaries,
  user: ServerUser | undefined,
  signal?: AbortSignal,
): Promise<number | null> {
  const { cluster } = paths;
  if (existsSync(path.join(cluster, 'PG_VERSION'))) return null;
  if (existsSync(cluster)) {
    if (readdirSync(cluster).length > 0) {
      throw new StoreError(
        `数据库文件夹 ${cluster} 不是空的，但也不是 PostgreSQL 数据文件夹（缺少 PG_VERSION）。` +
          `请检查其中的文件；确认不再需要后运行 npm run db:reset（会删除它并重新写入演示数据）。`,
      );
    }
    rmSync(cluster, { recursive: true });
  }
  const scratch = `${cluster}.initdb`;
  rmSync(scratch, { recursive: true, force: true });
  ensureServerFolder(scratch, user);
  const started = performance.now();
  await runInitdb(bins, scratch, user, signal);
  renameSync(scratch, cluster);
  syncFolder(path.dirname(cluster));
  return Math.round(performance.now() - started);
}

/** Quotes a folder for a list setting such as unix_socket_directories (commas and spaces separate items). */
const listItem = (value: string) => (/[\s,"]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/**
 * Server settings, passed on the command line so they hold for clusters made by earlier versions too.
 * fsync, synchronous_commit and full_page_writes are PostgreSQL's defaults and what makes an acknowledged commit
 * survive kill -9 and power loss; they are stated here and asserted after start so no config file can turn them off.
 */
export function serverArgs(paths: ClusterPaths, maxConnections = 24): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '',
    port: String(SOCKET_PORT),
    unix_socket_directories: listItem(paths.socketDir),
    unix_socket_permissions: '0700',
    fsync: 'on',
    synchronous_commit: 'on',
    full_page_writes: 'on',
    // A small unit: 32 MB of shared buffers, and room for the app's pools (10, and 4 for planned statements: ADR
    // 045) plus maintenance sessions — for each worker when several share the store (ADR 077).
    shared_buffers: '32MB',
    max_connections: String(maxConnections),
    timezone: 'UTC',
    lc_messages: 'C',
  };
  return ['-D', paths.cluster, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
}
