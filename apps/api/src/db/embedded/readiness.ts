import type { ChildProcess } from 'node:child_process';
import { existsSync, openSync, readFileSync, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CLUSTER_DATABASE, CLUSTER_USER, SOCKET_PORT, type ClusterPaths } from './cluster';
import { describeStartFailure } from './start-failure';
import { StoreError } from './store-error';

const READY_TIMEOUT_MS = 300_000;
const LOG_ROTATE_BYTES = 1024 * 1024;

/** Opens the log for appending; past 1 MB the previous log becomes pg.log.1. */
export function openLog(logFile: string): { fd: number; offset: number } {
  if (existsSync(logFile) && statSync(logFile).size > LOG_ROTATE_BYTES) renameSync(logFile, `${logFile}.1`);
  const fd = openSync(logFile, 'a');
  return { fd, offset: existsSync(logFile) ? statSync(logFile).size : 0 };
}

function readLogSince(logFile: string, offset: number): string {
  try {
    return readFileSync(logFile).subarray(offset).toString('utf8');
  } catch {
    return '';
  }
}

/** The settings that make a commit durable; crash safety rests on them, so a start with any of them off fails. */
async function assertDurable(client: pg.Client, cluster: string): Promise<void> {
  const { rows } = await client.query<{ name: string; setting: string }>(
    `select name, setting from pg_settings where name in ('fsync', 'synchronous_commit', 'full_page_writes')`,
  );
  const off = rows.filter((row) => row.setting !== 'on').map((row) => row.name);
  if (rows.length !== 3 || off.length > 0) {
    throw new StoreError(`数据库（${cluster}）的持久化设置被关闭：${off.join('、')}，拒绝启动以免丢失数据。`);
  }
}

/**
 * PostgreSQL marks postmaster.pid "ready" once it accepts connections; polling that file instead of connecting
 * keeps "the database system is starting up" refusals out of the log during crash recovery.
 */
function serverSaysReady(paths: ClusterPaths, pid: number | undefined): boolean {
  try {
    const lines = readFileSync(path.join(paths.cluster, 'postmaster.pid'), 'utf8').split('\n');
    return Number(lines[0]) === pid && lines[7]?.trim() === 'ready';
  } catch {
    return false;
  }
}

/** Waits until the server answers a query (crash recovery may run first), or fails when the child exits. */
export async function waitReady(child: ChildProcess, paths: ClusterPaths, logOffset: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw describeStartFailure(paths, readLogSince(paths.logFile, logOffset));
    }
    if (!serverSaysReady(paths, child.pid)) {
      if (Date.now() > deadline) throw describeStartFailure(paths, readLogSince(paths.logFile, logOffset), true);
      await sleep(25);
      continue;
    }
    const client = new pg.Client({
      host: paths.socketDir,
      port: SOCKET_PORT,
      user: CLUSTER_USER,
      database: CLUSTER_DATABASE,
    });
    client.on('error', () => {});
    try {
      await client.connect();
      await assertDurable(client, paths.cluster);
      return;
    } catch (error) {
      if (error instanceof StoreError) throw error;
      if (Date.now() > deadline) throw describeStartFailure(paths, readLogSince(paths.logFile, logOffset), true);
    } finally {
      await client.end().catch(() => {});
    }
    await sleep(50);
  }
}

/** Resolves once the child has exited (at once if it already has). */
export function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}
