// The cluster test's portal instances: the built server (`node apps/api/dist/server.js`), each on its own port and
// all on one PostgreSQL, started, stopped with SIGTERM and started again as a rolling restart does.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onExit } from '../../bench/lib/cleanup.mjs';
import { root, waitReady } from '../../bench/lib/server.mjs';

/** Every instance of a deployment shares the personal-data key (ADR 048): else the second refuses to start. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

/** How long a start may take: migrating and seeding a fresh store comes first, on a loaded 2-core machine. */
const READY_TIMEOUT_MS = 180_000;

export function assertBuilt() {
  for (const part of ['apps/api/dist/server.js', 'apps/web/build/server/index.js']) {
    if (!existsSync(path.join(root, part))) throw new Error(`${part} is missing: run npm run build first`);
  }
}

/**
 * An instance on `port`, not yet started: { port, base, metricsBase, start(), stop() → exit code, output() }. Its
 * Prometheus text is served on `metricsPort` (ADR 067), where the test reads which instance ran the background jobs.
 */
export function instance({ port, metricsPort, databaseUrl, readUrl, env = {} }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-cluster-data-'));
  const base = `http://127.0.0.1:${port}`;
  let child;
  const output = [];
  const unregister = onExit(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    port,
    base,
    metricsBase: `http://127.0.0.1:${metricsPort}`,
    output: () => output.join(''),
    async start() {
      child = spawn(process.execPath, ['apps/api/dist/server.js'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          // Each instance stands for a machine of one process: three of them fit CI's two cores and the primary's
          // default 100 connections (a process opens up to 15).
          WORKERS: '1',
          HOST: '127.0.0.1',
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          DATABASE_URL: databaseUrl,
          DATABASE_READ_URL: readUrl,
          YIZHAN_DATA_DIR: dataDir,
          PERSONAL_DATA_KEY,
          TRUSTED_PROXIES: '127.0.0.1',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const keep = (chunk) => {
        output.push(chunk.toString());
        if (output.length > 200) output.shift();
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      await waitReady(`${base}/readyz`, child, output, READY_TIMEOUT_MS);
    },
    /** SIGTERM, as a service manager stops it; resolves the exit code (the server must drain and exit 0). */
    async stop() {
      if (!child || child.exitCode !== null) return child?.exitCode;
      const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
      child.kill('SIGTERM');
      return exited;
    },
    async remove() {
      await this.stop();
      unregister();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
