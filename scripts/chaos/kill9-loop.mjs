// `npm run chaos:kill9 [-- --iterations N]`: crash safety of the default store. Needs `npm run build` first.
// Loops: start the built server (API only, a temp YIZHAN_DATA_DIR, no DATABASE_URL), wait for /readyz, fire
// concurrent acknowledged writes (sign-ins, which insert a session row, and collect/uncollect toggles) for a random
// 0.5–3 s, then `kill -9` the whole process group (Node and PostgreSQL). Every next start must open the store, and
// every write acknowledged with success before the kill must be in the database, read directly with pg over the
// embedded server's socket. Prints a table and writes bench/results/kill9.json.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort, snapshotBuild } from '../../bench/lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** `--name value` from the command line. */
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
};
const iterations = Number(arg('iterations', 50));
// --server and --out let a control run (say a build with synchronous_commit off) show that losses are detected.
const serverJs = path.resolve(root, arg('server', 'apps/api/dist/server.js'));
const outFile = path.resolve(root, arg('out', 'bench/results/kill9.json'));
const WORKERS = 8;
const APPS_PER_WORKER = 4;
const ACCOUNT = { username: '2023001', password: 'Yizhan@2026' };
const HOST = 'localhost';

if (!existsSync(serverJs)) {
  console.error(`✖ ${serverJs} 不存在：请先运行 npm run build`);
  process.exit(1);
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yizhan-kill9-'));
// A private copy of the build: a rebuild elsewhere during the loop must not make a start fail for reasons that have
// nothing to do with the store.
const snapshot = snapshotBuild({ 'apps/api/dist': path.dirname(serverJs) });
const snapshotJs = path.join(snapshot.root, 'apps/api/dist', path.basename(serverJs));

/** Starts the server in its own process group; resolves once /readyz answers, or with the reason it did not. */
async function startServer() {
  const port = await freePort();
  // Request limits off: eight writers as one user are a load test here, not an abuse to refuse.
  const env = {
    ...process.env,
    YIZHAN_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORT: String(port),
    YIZHAN_MODE: 'api',
    RATE_LIMITS: 'off',
  };
  delete env.DATABASE_URL;
  env.NODE_ENV = 'production';
  const started = performance.now();
  const child = spawn(process.execPath, [snapshotJs], {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  for (const deadline = Date.now() + 120_000; Date.now() < deadline;) {
    if (child.exitCode !== null) return { ok: false, reason: `exited ${child.exitCode}: ${output.slice(-2000)}` };
    const ready = await fetch(`${base}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready)
      return { ok: true, child, base, exited, startMs: Math.round(performance.now() - started), output: () => output };
    await sleep(50);
  }
  process.kill(-child.pid, 'SIGKILL');
  return { ok: false, reason: `not ready in 120 s: ${output.slice(-2000)}` };
}

async function call(base, method, url, { token, body } = {}) {
  const headers = { host: HOST };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  const response = await fetch(`${base}${url}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await response.json();
  return { ok: response.status === 200 && json.success === true, json, response };
}

const sidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid;

/** Signs in; the token comes only in the HttpOnly `token` cookie, never in the body. */
async function login(base) {
  const { ok, json, response } = await call(base, 'POST', '/pedestal/auth/cx/login', { body: ACCOUNT });
  if (!ok) throw new Error(`login refused: ${JSON.stringify(json).slice(0, 200)}`);
  const cookie = response.headers.getSetCookie().find((item) => item.startsWith('token='));
  if (!cookie) throw new Error('login set no token cookie');
  return cookie.slice('token='.length).split(';')[0];
}

/** Direct reads over the embedded server's Unix socket (the cluster folder is short enough to hold it). */
async function readStore(sids, appIds) {
  const client = new pg.Client({ host: path.join(dataDir, 'pg'), port: 5432, user: 'postgres', database: 'postgres' });
  await client.connect();
  try {
    const found = await client.query('select id from sessions where id = any($1)', [sids]);
    const collected = await client.query(
      `select c.app_id from app_collects c join users u on u.uid = c.uid
        where u.fid = 100001 and lower(u.username) = lower($1) and c.app_id = any($2)`,
      [ACCOUNT.username, appIds],
    );
    return { sessions: new Set(found.rows.map((r) => r.id)), collected: new Set(collected.rows.map((r) => r.app_id)) };
  } finally {
    await client.end();
  }
}

// Acknowledged state: every session id signed in with success, and per app the last acknowledged collect state
// plus the value of a toggle still in flight at the kill (which may or may not have committed).
const ackedSessions = [];
const apps = new Map();

/** One writer: sign-ins and collect toggles on its own apps (one request per app at a time) until `until`. */
async function writer(base, myApps, until, counts) {
  let token = await login(base).catch(() => null);
  if (token) {
    ackedSessions.push(sidOf(token));
    counts.sessions++;
  }
  let turn = 0;
  while (Date.now() < until && token) {
    try {
      if (Math.random() < 0.25) {
        token = await login(base);
        ackedSessions.push(sidOf(token));
        counts.sessions++;
      } else {
        const state = apps.get(myApps[turn++ % myApps.length]);
        const next = !state.acked;
        state.pending = next;
        const { ok, json } = await call(base, 'POST', '/homepage/homeApp/collectApp', {
          token,
          body: { appId: String(state.id), collect: next },
        });
        if (!ok) throw new Error(`collect refused: ${JSON.stringify(json).slice(0, 200)}`);
        state.acked = next;
        state.pending = undefined;
        counts.collects++;
      }
    } catch (error) {
      if (Date.now() < until) counts.errors.push(String(error.message ?? error).slice(0, 200));
      return;
    }
  }
}

/** Compares the store with what was acknowledged; a toggle in flight at the kill may have landed either way. */
async function verify() {
  const ids = [...apps.keys()];
  const store = await readStore(ackedSessions, ids);
  // Every acknowledged session is checked again after every kill; one found missing is counted once.
  const missing = ackedSessions.filter((sid) => !store.sessions.has(sid));
  for (const sid of missing) ackedSessions.splice(ackedSessions.indexOf(sid), 1);
  const lostSessions = missing.length;
  let lostCollects = 0;
  for (const [id, state] of apps) {
    const actual = store.collected.has(id);
    if (actual !== state.acked && actual !== state.pending) lostCollects++;
    state.acked = actual;
    state.pending = undefined;
  }
  return { lostSessions, lostCollects };
}

const machine = {
  cpus: os.cpus().length,
  cpuModel: os.cpus()[0]?.model,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  user: os.userInfo().username,
};
console.log(`kill -9 loop: ${iterations} iterations, data folder ${dataDir}`);
console.log(
  `machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}`,
);

const rows = [];
let failedOpens = 0;
let server = await startServer();
if (!server.ok) throw new Error(`first start failed: ${server.reason}`);
const firstStartMs = server.startMs;
{
  const token = await login(server.base);
  const list = await call(server.base, 'POST', '/homepage/homeApp/getServiceApp', { token, body: { pageSize: 100 } });
  const ids = list.json.data.list.map((app) => Number(app.appId)).slice(0, WORKERS * APPS_PER_WORKER);
  for (const id of ids) apps.set(id, { id, acked: false, pending: undefined });
  const store = await readStore([], ids);
  for (const id of ids) apps.get(id).acked = store.collected.has(id);
}

for (let i = 1; i <= iterations; i++) {
  const writeMs = Math.round(500 + Math.random() * 2500);
  const counts = { sessions: 0, collects: 0, errors: [] };
  const ids = [...apps.keys()];
  const until = Date.now() + writeMs;
  const writers = Array.from({ length: WORKERS }, (_, w) =>
    writer(server.base, ids.slice(w * APPS_PER_WORKER, (w + 1) * APPS_PER_WORKER), until, counts),
  );
  await sleep(writeMs);
  process.kill(-server.child.pid, 'SIGKILL');
  await Promise.all(writers);
  await server.exited;
  const inFlight = [...apps.values()].filter((state) => state.pending !== undefined).length;

  server = await startServer();
  if (!server.ok) {
    failedOpens++;
    rows.push({ i, writeMs, ...counts, errors: counts.errors.length, inFlight, opened: false, reason: server.reason });
    console.error(`#${i}: the store did not open: ${server.reason}`);
    break;
  }
  const { lostSessions, lostCollects } = await verify();
  // What the start had to clean up after the kill (the store's own [数据库] notes).
  const notes = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('[数据库]'));
  const row = {
    i,
    writeMs,
    sessions: counts.sessions,
    collects: counts.collects,
    errors: counts.errors.length,
    inFlight,
    opened: true,
    restartMs: server.startMs,
    staleCleanup: notes.length > 0,
    notes,
    lostSessions,
    lostCollects,
  };
  rows.push(row);
  if (counts.errors.length > 0) console.error(`#${i} errors before the kill: ${counts.errors.slice(0, 3).join(' | ')}`);
  console.log(
    `#${String(i).padStart(3)}  writes ${String(writeMs).padStart(4)} ms  sessions ${String(row.sessions).padStart(3)}` +
      `  collects ${String(row.collects).padStart(3)}  in flight ${inFlight}  restart ${row.restartMs} ms` +
      `  lost ${lostSessions + lostCollects}`,
  );
}

if (server.ok) {
  server.child.kill('SIGTERM');
  const code = await server.exited;
  if (code !== 0) console.error(`final SIGTERM: exit ${code}`);
}

const opened = rows.filter((row) => row.opened);
const restarts = opened.map((row) => row.restartMs).sort((a, b) => a - b);
const pct = (p) => restarts[Math.min(restarts.length - 1, Math.floor((p / 100) * restarts.length))];
const summary = {
  kills: rows.length,
  failedOpens,
  ackedSessions: rows.reduce((sum, row) => sum + row.sessions, 0),
  ackedCollects: rows.reduce((sum, row) => sum + row.collects, 0),
  lostSessions: rows.reduce((sum, row) => sum + (row.lostSessions ?? 0), 0),
  lostCollects: rows.reduce((sum, row) => sum + (row.lostCollects ?? 0), 0),
  writeErrorsBeforeKill: rows.reduce((sum, row) => sum + row.errors, 0),
  startsWithStaleCleanup: opened.filter((row) => row.staleCleanup).length,
  firstStartMs,
  restartMs: { p50: pct(50), p95: pct(95), max: restarts.at(-1) },
};
console.log('');
console.table({
  'kill -9 (process group)': summary.kills,
  'next start failed to open': summary.failedOpens,
  'acknowledged sign-ins (session rows)': summary.ackedSessions,
  'acknowledged collect toggles': summary.ackedCollects,
  'lost session rows': summary.lostSessions,
  'lost / wrong collect states': summary.lostCollects,
  'starts that cleaned a stale postmaster.pid': summary.startsWithStaleCleanup,
  'restart to /readyz p50 (ms)': summary.restartMs.p50,
  'restart to /readyz p95 (ms)': summary.restartMs.p95,
  'restart to /readyz max (ms)': summary.restartMs.max,
});

const extra = process.argv.slice(2).join(' ');
const command = `npm run chaos:kill9${extra ? ` -- ${extra}` : ''}`;
mkdirSync(path.dirname(outFile), { recursive: true });
const result = { date: new Date().toISOString(), command, machine, workers: WORKERS, summary, rows };
writeFileSync(outFile, `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote ${path.relative(root, outFile)}`);
snapshot.remove();
const passed = summary.failedOpens === 0 && summary.lostSessions + summary.lostCollects === 0;
// A failing run keeps its data folder for diagnosis (pg.log, the cluster).
if (passed) rmSync(dataDir, { recursive: true, force: true });
else console.error(`data folder kept for diagnosis: ${dataDir}`);
process.exit(passed ? 0 : 1);
