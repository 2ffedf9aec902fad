// The cluster test's PostgreSQL: a primary (initdb) and a streaming replica built from it with `pg_basebackup -R`,
// both with the machine's binaries, as docs/deploy.md "Several machines" describes. Both log every statement, so
// the test can tell which server answered a read.
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { onExit } from '../../bench/lib/cleanup.mjs';
import { postgresIds, startCluster } from '../../bench/lib/pg-cluster.mjs';
import { freePort } from '../../bench/lib/server.mjs';

const LOGGED = { log_statement: 'all' };

/** Starts the primary and its replica; returns { primary, replica, url(db), readUrl(db), sql(target, text), stop() }. */
export async function startPrimaryAndReplica({ primaryPort, replicaPort } = {}) {
  const primary = await startCluster({ settings: LOGGED, port: primaryPort });
  const ids = process.getuid?.() === 0 ? postgresIds() : null;
  const as = ids ? { uid: ids.uid, gid: ids.gid } : {};
  const tool = (name) => path.join(primary.bin, name);
  // A folder of its own, removed by its own cleanup: whichever cleanup runs first, no server is left without its data.
  const home = mkdtempSync(path.join(tmpdir(), 'yizhan-cluster-replica-'));
  const dir = path.join(home, 'data');
  if (ids) chownSync(home, ids.uid, ids.gid);
  // -R writes primary_conninfo and standby.signal: the copy starts as a hot standby that streams from the primary.
  execFileSync(
    tool('pg_basebackup'),
    ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', dir, '-R', '-X', 'stream', '-c', 'fast'],
    { cwd: home, stdio: 'pipe', ...as },
  );
  const port = replicaPort ?? (await freePort());
  const log = path.join(home, 'postgres.log');
  const options = [`-p ${port}`, `-k ${home}`, '-c listen_addresses=127.0.0.1', '-c log_statement=all'];
  const pgCtl = (args) => execFileSync(tool('pg_ctl'), ['-D', dir, ...args], { cwd: home, stdio: 'pipe', ...as });
  pgCtl(['-l', log, '-o', options.join(' '), '-w', 'start']);
  const stopReplica = () => {
    try {
      pgCtl(['-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
  };
  const unregister = onExit(stopReplica);

  const replicaUrl = (db = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${db}`;
  /** Runs one statement with psql on the primary or the replica; resolves its output, unaligned and without headers. */
  const sql = async (target, db, text) => {
    const server = target === 'replica' ? port : primary.port;
    const args = [
      '-h',
      '127.0.0.1',
      '-p',
      String(server),
      '-U',
      'postgres',
      '-d',
      db,
      '-XAtq',
      '-v',
      'ON_ERROR_STOP=1',
    ];
    const { stdout } = await promisify(execFile)(tool('psql'), [...args, '-c', text]);
    return stdout.trim();
  };
  return {
    primary,
    primaryPort: primary.port,
    replicaPort: port,
    url: primary.url,
    readUrl: replicaUrl,
    createDb: (name) => primary.createDb(name),
    sql,
    /** The statement logs so far, as text. */
    primaryLog: () => readFileSync(path.join(primary.dir, 'postgres.log'), 'utf8'),
    replicaLog: () => readFileSync(log, 'utf8'),
    stop() {
      unregister();
      try {
        stopReplica();
      } finally {
        primary.stop();
      }
    },
  };
}
