// Starts the built server (`node apps/api/dist/server.js`) as a child process and drives it only through its
// command line, environment and HTTP, so the benchmarks keep working whatever changes inside the server.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onExit, sleepSync } from './cleanup.mjs';

/** The repository root (bench/lib/../..). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident set size of a process in MB (VmRSS of /proc/<pid>/status), or null once it has gone. */
export function rssMb(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A private copy of the build (apps/api/dist and apps/web/build) under node_modules/.cache, where its packages still
 * resolve, for runs long enough that someone may rebuild meanwhile. Use `root` as BENCH_ROOT; `remove()` at the end.
 * `sources` maps a part to the folder to copy it from (a control build, say); by default the parts are the build's.
 */
export function snapshotBuild(
  sources = { 'apps/api/dist': path.join(root, 'apps/api/dist'), 'apps/web/build': path.join(root, 'apps/web/build') },
) {
  const cache = path.join(root, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  const copy = mkdtempSync(path.join(cache, 'yizhan-build-'));
  for (const [part, from] of Object.entries(sources)) {
    cpSync(from, path.join(copy, part), { recursive: true });
  }
  // npm may keep a workspace's package in that workspace's own node_modules instead of the root's (it did so with
  // @node-rs/jieba): link those folders in so the copy resolves every package the build itself resolves.
  for (const workspace of ['apps/api', 'apps/web']) {
    const modules = path.join(root, workspace, 'node_modules');
    if (existsSync(modules) && existsSync(path.join(copy, workspace)))
      symlinkSync(modules, path.join(copy, workspace, 'node_modules'), 'dir');
  }
  const unregister = onExit(() => rmSync(copy, { recursive: true, force: true }));
  return {
    root: copy,
    remove() {
      unregister();
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

/** The Node flags `npm start` runs the server with (its heap limits), read from package.json: measured as served. */
function startFlags() {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  return scripts.start.match(/--[\w-]+=\S+/g) ?? [];
}

/** Polls `url` until it answers 200, the child dies, or the time runs out. */
export async function waitReady(url, child, output, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output.join('').slice(-3000)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server not ready after ${timeoutMs / 1000} s:\n${output.join('').slice(-3000)}`);
}

/**
 * Starts the built server on a free port, one process (WORKERS=1), with LOG_LEVEL=warn and a fresh temporary YIZHAN_DATA_DIR (so the default
 * store starts empty, migrates and seeds the demo units), and waits for /readyz. `databaseUrl` switches it to
 * PostgreSQL; without it DATABASE_URL is removed from the environment so the default store is measured.
 */
export async function startServer({ databaseUrl, env = {}, readyTimeoutMs = 300_000 } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-bench-data-'));
  // One process unless asked (WORKERS=N is bench:workers's question): the floors beside it are one process each.
  const childEnv = { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', WORKERS: '1', ...env };
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', YIZHAN_DATA_DIR: dataDir });
  delete childEnv.DATABASE_URL;
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;

  const started = performance.now();
  // BENCH_ROOT runs another checkout's build (say, a copy of the last commit for "before" figures) with these scripts.
  const child = spawn(process.execPath, [...startFlags(), 'apps/api/dist/server.js'], {
    cwd: process.env.BENCH_ROOT ?? root,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Keep the tail of the output for error reports; warnings during a run are printed as they come.
  const output = [];
  const keep = (chunk) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);

  // Interrupted run: SIGTERM (the server closes its store), wait up to 10 s, then remove the data folder.
  const unregister = onExit(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    for (let waited = 0; waited < 10_000 && rssMb(child.pid) !== null; waited += 100) sleepSync(100);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const base = `http://127.0.0.1:${port}`;
  let readyS = 0;
  try {
    await waitReady(`${base}/readyz`, child, output, readyTimeoutMs);
    readyS = (performance.now() - started) / 1000;
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    unregister();
    throw error;
  }

  return {
    base,
    port,
    pid: child.pid,
    /** The Host header of the demo university (fid 100001) on this port. */
    host: `localhost:${port}`,
    readyS,
    store: databaseUrl ? 'postgres' : 'default',
    rss: () => rssMb(child.pid),
    output: () => output.join(''),
    /** SIGTERM (the server's clean shutdown), SIGKILL after 15 s; then removes the data folder. */
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
      unregister();
    },
  };
}
