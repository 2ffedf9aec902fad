import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { locateBinaries } from './binaries';
import {
  CLUSTER_DATABASE,
  CLUSTER_USER,
  SOCKET_PORT,
  clusterPaths,
  ensureCluster,
  oldPgliteNote,
  serverArgs,
  type ClusterPaths,
} from './cluster';
import { clearStaleState } from './folder-state';
import { exited, openLog, waitReady } from './readiness';
import { ensureReachable, ensureServerFolder, serverUser } from './server-user';

/** A running embedded server and how to reach it. */
export interface EmbeddedServer {
  connection: { host: string; port: number; user: string; database: string };
  paths: ClusterPaths;
  /** Milliseconds spent in initdb (null when the cluster existed) and from spawn to the first answered query. */
  timings: { initdbMs: number | null; startMs: number };
  /** Clean shutdown (smart, then fast after 5 s): every committed transaction is already on disk. */
  stop(): Promise<void>;
}

/**
 * Starts PostgreSQL on the data folder (initialising it on first use) and waits until it answers. The server is
 * a child in this process's group, so `kill -9` of the group takes it down too; a normal exit of this process
 * asks it for a fast shutdown; an unclean stop is cleaned up by the next start (clearStaleState).
 */
export interface EmbeddedOptions {
  /** Sessions the server admits (the default suits one process's pools). */
  maxConnections?: number | undefined;
  /** Ends a first start's initdb early (the process got SIGTERM: ADR 077). */
  signal?: AbortSignal | undefined;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  { maxConnections, signal }: EmbeddedOptions = {},
): Promise<EmbeddedServer> {
  const paths = clusterPaths(dataDir);
  const root = path.dirname(paths.cluster);
  mkdirSync(root, { recursive: true });
  const bins = locateBinaries();
  const user = serverUser();
  ensureReachable(root, user, root);
  for (const sub of ['bin', 'lib', 'share']) ensureReachable(path.join(bins.root, sub), user);
  const note = oldPgliteNote(root);
  if (note) console.warn(`[数据库] ${note}`);

  const initdbMs = await ensureCluster(paths, bins, user, signal);
  ensureServerFolder(paths.cluster, user);
  if (paths.socketDir !== paths.cluster) ensureServerFolder(paths.socketDir, user);

  let child: ChildProcess | undefined;
  let stopping = false;
  let restarting: Promise<number> | undefined;
  const onExit = () => {
    // The process is going away without close(): ask for a fast shutdown; it completes on its own.
    if (child?.exitCode === null) child.kill('SIGINT');
  };

  const launch = async (): Promise<number> => {
    const done = await clearStaleState(paths.cluster, path.join(paths.socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`));
    for (const line of done) console.warn(`[数据库] ${line}`);
    if (stopping) throw new Error('closed while restarting');
    const log = openLog(paths.logFile);
    const started = performance.now();
    try {
      child = spawn(bins.postgres, serverArgs(paths, maxConnections), {
        cwd: paths.cluster,
        env: { ...process.env, LC_ALL: 'C' },
        stdio: ['ignore', log.fd, log.fd],
        ...(user ? { uid: user.uid, gid: user.gid } : {}),
      });
    } finally {
      closeSync(log.fd);
    }
    const current = child;
    let ready = false;
    current.on('error', () => {});
    current.once('exit', (code, signal) => {
      // Before it was ready, a failed start is reported by waitReady instead.
      if (stopping || child !== current || !ready) return;
      // A clean exit (code 0) was asked for by a signal from outside, e.g. Ctrl-C reaching the whole group.
      if (code === 0) return;
      console.error(`[数据库] 数据库服务意外退出（${signal ?? code}），正在重新启动；日志：${paths.logFile}`);
      void supervise();
    });
    try {
      await waitReady(current, paths, log.offset);
    } catch (error) {
      // Never leave a half-started server behind: the next attempt would take it for another instance.
      child = undefined;
      if (current.exitCode === null && current.signalCode === null) {
        current.kill('SIGQUIT');
        await exited(current);
      }
      throw error;
    }
    ready = true;
    return Math.round(performance.now() - started);
  };

  // Restarts after a crash of the server alone, with a growing pause; the pool reconnects by itself.
  const supervise = async () => {
    for (let pause = 1_000; !stopping; pause = Math.min(pause * 2, 30_000)) {
      // Unreferenced: a pending restart must not keep a closed process alive.
      await sleep(pause, undefined, { ref: false });
      if (stopping) return;
      try {
        restarting = launch();
        await restarting;
        console.warn('[数据库] 数据库服务已重新启动');
        return;
      } catch (error) {
        if (!stopping) console.error(`[数据库] 重新启动失败：${(error as Error).message}`);
      } finally {
        restarting = undefined;
      }
    }
  };

  process.on('exit', onExit);
  let startMs: number;
  try {
    startMs = await launch();
  } catch (error) {
    stopping = true;
    process.off('exit', onExit);
    throw error;
  }

  return {
    connection: { host: paths.socketDir, port: SOCKET_PORT, user: CLUSTER_USER, database: CLUSTER_DATABASE },
    paths,
    timings: { initdbMs, startMs },
    async stop() {
      stopping = true;
      process.off('exit', onExit);
      await restarting?.catch(() => {});
      const server = child;
      if (!server || server.exitCode !== null || server.signalCode !== null) return;
      const gone = exited(server);
      const within = (ms: number) =>
        Promise.race([gone.then(() => true), sleep(ms, false, { ref: false })]) as Promise<boolean>;
      // Smart shutdown first: the pool has ended, but a connection it just closed may still be saying goodbye,
      // and fast shutdown would answer it with "terminating connection" errors. Fast after 5 s, immediate
      // (crash-safe too: recovery replays the WAL) if even that hangs.
      server.kill('SIGTERM');
      if (await within(5_000)) return;
      server.kill('SIGINT');
      if (await within(60_000)) return;
      server.kill('SIGQUIT');
      await gone;
    },
  };
}

/**
 * `db:reset` of the embedded store: deletes the cluster (after stopping a server left behind by a killed process;
 * refusing while a live process uses it), so the next start initialises it afresh, even when it was unreadable.
 */
export async function removeEmbeddedCluster(dataDir: string): Promise<void> {
  const paths = clusterPaths(dataDir);
  if (!existsSync(paths.cluster)) return;
  await clearStaleState(paths.cluster, path.join(paths.socketDir, `.s.PGSQL.${SOCKET_PORT}.lock`));
  rmSync(paths.cluster, { recursive: true, force: true });
}
