// A throwaway PostgreSQL cluster (the machine's binaries, as .ci/run starts one): initdb in a temp folder, pg_ctl
// start on a free port, createdb, and stop + remove at the end. initdb refuses root, so as root it runs as `postgres`.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onExit } from './cleanup.mjs';
import { freePort } from './server.mjs';

/** The newest /usr/lib/postgresql/<version>/bin (PG_BIN overrides). */
export function pgBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => /^\d+$/.test(name)) : [];
  const newest = versions.sort((a, b) => Number(a) - Number(b)).at(-1);
  if (!newest)
    throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql/*/bin (apt-get install postgresql)');
  return path.join(base, newest, 'bin');
}

/** uid/gid of the postgres system user (created by the postgresql package). */
export function postgresIds() {
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

/**
 * Starts a cluster and returns { url(db), createDb(name), bin, dir, logDir, stop(), stopPostgres(), startPostgres() }
 * (the last two asynchronous). `settings` are extra `-c name=value` server settings, e.g.
 * { log_min_duration_statement: 0 }; `port` a port of the caller's choice (default: a free one).
 */
export async function startCluster({ settings = {}, port: chosenPort } = {}) {
  const bin = pgBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'yizhan-bench-pg-'));
  const asRoot = process.getuid?.() === 0;
  const ids = asRoot ? postgresIds() : null;
  if (ids) chownSync(dir, ids.uid, ids.gid);
  // Run a PostgreSQL binary, as the postgres user when we are root, from the cluster folder (cwd must be readable).
  const run = (tool, args) =>
    execFileSync(path.join(bin, tool), args, {
      cwd: dir,
      stdio: 'pipe',
      ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
    });

  // The same, without blocking the event loop (a load running beside a stop or start keeps going).
  const runAsync = (tool, args) =>
    promisify(execFile)(path.join(bin, tool), args, { cwd: dir, ...(ids ? { uid: ids.uid, gid: ids.gid } : {}) });

  const port = chosenPort ?? (await freePort());
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale']);
  const options = [`-p ${port}`, `-k ${dir}`, '-c listen_addresses=127.0.0.1'];
  for (const [name, value] of Object.entries(settings)) options.push(`-c ${name}=${value}`);
  const startArgs = ['-D', data, '-l', path.join(dir, 'postgres.log'), '-o', options.join(' '), '-w', 'start'];
  run('pg_ctl', startArgs);

  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const unregister = onExit(stop);

  const url = (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  return {
    bin,
    dir,
    port,
    url,
    logDir: path.join(data, 'log'),
    createDb(name) {
      run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return url(name);
    },
    stop() {
      unregister();
      stop();
    },
    /** Stops the server as an administrator or a failover does (`pg_ctl stop -m fast`), keeping its data. */
    stopPostgres: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    /** Starts the stopped server again on the same port and data. */
    startPostgres: () => runAsync('pg_ctl', startArgs),
  };
}
