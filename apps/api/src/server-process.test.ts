import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, serviceHallApi, siteConfigApi } from '@yizhan/contracts';

// The server as `npm start` runs it (src/server.ts, API only), in a process of its own: what only a real process
// shows — its log lines on stdout (security.md D2) and what it does on SIGTERM (F4). The default store (embedded
// PostgreSQL in a temporary folder), or a throwaway database on TEST_DATABASE_URL when set (CI).
const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yizhan-process-test-'));
const databaseName = `yizhan_process_${process.pid}`;
let child: ChildProcess;
let base = '';
let port = 0;
let metricsPort = 0;
let output = '';
const exited = { code: null as number | null, signal: null as NodeJS.Signals | null, done: false };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return free;
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const databaseUrl = () => {
  const url = new URL(serverUrl!);
  url.pathname = `/${databaseName}`;
  return url.toString();
};

/** The environment of the server under test: the data folder, or the throwaway database, of this file. */
function serverEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    YIZHAN_MODE: 'api',
    YIZHAN_DATA_DIR: dataDir,
    METRICS_PORT: String(metricsPort),
    // One process: what these tests read is one process's log and metrics (the workers': server-shutdown.test.ts).
    WORKERS: '1',
  };
  delete env.DATABASE_URL;
  delete env.PERSONAL_DATA_KEY;
  if (serverUrl) env.DATABASE_URL = databaseUrl();
  return env;
}

const startServer = (env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });

beforeAll(async () => {
  if (serverUrl) await admin((client) => client.query(`create database ${databaseName}`));
  port = await freePort();
  metricsPort = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = startServer(serverEnv());
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code, signal) => Object.assign(exited, { code, signal, done: true }));
  for (const deadline = Date.now() + 110_000; Date.now() < deadline; await sleep(200)) {
    if (exited.done) throw new Error(`the server exited during start-up:\n${output.slice(-3000)}`);
    const ready = await fetch(`${base}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
  }
  throw new Error(`the server was not ready in 110 s:\n${output.slice(-3000)}`);
}, 120_000);

afterAll(async () => {
  if (!exited.done) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (serverUrl) await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
});

/** A raw HTTP/1.1 exchange: what is written, in parts, and everything read until the server closes. */
function rawRequest(head: string) {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise<string>((resolve, reject) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
  const opened = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return {
    opened: opened.then(() => socket.write(head)),
    write: (text: string) => socket.write(text),
    closed,
  };
}

const FORGED = '{"level":60,"msg":"forged entry"}';
const PASSWORD_MARK = 'Never-Logged-Secret-8123';

describe('D2 the process log', () => {
  it('D2: CR/LF and JSON in URLs, bodies and headers cannot forge a log line; no password or token is logged', async () => {
    const json = { host: 'localhost', 'content-type': 'application/json' };
    const asked = [
      fetch(`${base}${serviceHallApi.guide.path}?appId=1%0D%0A${encodeURIComponent(FORGED)}`, { headers: json }),
      fetch(`${base}/no-such-page%0A${encodeURIComponent(FORGED)}`, { headers: json }),
      fetch(`${base}${authApi.passwordLogin.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: `2023001\r\n${FORGED}`, password: PASSWORD_MARK }),
      }),
      fetch(`${base}${authApi.passwordLogin.path}`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'nobody-here', password: PASSWORD_MARK }),
      }),
      fetch(`${base}${serviceHallApi.serviceList.path}`, {
        method: 'POST',
        headers: { ...json, 'user-agent': `Agent\u0085${FORGED}` },
        body: JSON.stringify({ keyword: `证明\u2028${FORGED}` }),
      }),
      fetch(`${base}${serviceHallApi.serviceList.path}`, {
        method: 'POST',
        headers: json,
        body: `{"keyword":"\n${FORGED}`,
      }),
    ];
    for (const response of await Promise.all(asked)) expect(response.status).toBeLessThan(500);
    const login = await fetch(`${base}${authApi.passwordLogin.path}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: '2023001', password: 'Yizhan@2026' }),
    });
    const token = /token=([^;]+)/.exec(login.headers.getSetCookie().join('; '))![1]!;
    await fetch(`${base}${authApi.userInfo.path}`, {
      headers: { host: 'localhost', authorization: `Bearer ${token}` },
    });
    await fetch(`${base}${authApi.userInfo.path}`, { headers: { host: 'localhost', cookie: `token=${token}` } });
    await sleep(300);

    const lines = output.split('\n').filter((line) => line.trim() !== '');
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      // Every line is one JSON record of the logger: nothing a request carried started a line of its own.
      const record = JSON.parse(line) as { msg?: unknown; level?: unknown };
      expect(record.msg).not.toBe('forged entry');
      expect(typeof record.level).toBe('number');
    }
    expect(output).toContain('"url":"/pedestal/auth/cx/login"');
    expect(output).not.toContain(PASSWORD_MARK);
    expect(output).not.toContain(token);
  });
});

describe('issue 39 metrics (ADR 067)', () => {
  it('the server serves /metrics on METRICS_PORT, on loopback, and not on its public port', async () => {
    for (let index = 0; index < 2; index += 1) {
      expect((await fetch(`${base}${siteConfigApi.globalConfig.path}`)).status).toBe(200);
    }
    const scraped = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scraped.status).toBe(200);
    const text = await scraped.text();
    expect(text).toMatch(
      /^yizhan_http_request_duration_seconds_count\{method="GET",route="\/homepage\/globalConfig",status="200"\} [2-9]/m,
    );
    expect(text).toContain(`yizhan_db_info{kind="${serverUrl ? 'postgres' : 'embedded'}"} 1`);
    expect(text).toMatch(/^yizhan_db_pool_connections\{pool="main",state="idle"\} \d+/m);
    expect(text).toMatch(/^yizhan_db_pool_max_connections\{pool="main"\} 10$/m);
    expect(text).toMatch(/^yizhan_db_query_duration_seconds_count\{pool="main"\} [1-9]/m);
    // Start-up ran housekeeping at once; the search index's first drain (a fresh store's whole seed, paced) began
    // as the server became ready and may still run.
    expect(text).toMatch(/^yizhan_job_runs_total\{job="auth-housekeeping",outcome="ok"\} 1$/m);
    expect(text).toMatch(
      /^yizhan_job_running\{job="search-indexing"\} 1$|^yizhan_job_runs_total\{job="search-indexing",outcome="ok"\} [1-9]/m,
    );
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    expect(output).not.toContain('指标端口');
  });
});

describe('F4 graceful shutdown', () => {
  it('F4: on SIGTERM stops accepting, finishes the request in flight, closes the database and exits 0', async () => {
    const body = JSON.stringify({ page: 1, pageSize: 3 });
    const inFlight = rawRequest(
      `POST ${serviceHallApi.serviceList.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`,
    );
    await inFlight.opened;
    await sleep(200);
    child.kill('SIGTERM');

    // Stops accepting: new connections are refused while the request in flight is still being received.
    await expect
      .poll(
        () =>
          new Promise<string>((resolve) => {
            const probe = connect(port, '127.0.0.1');
            probe.once('connect', () => {
              probe.destroy();
              resolve('accepted');
            });
            probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          }),
        { timeout: 10_000 },
      )
      .toBe('ECONNREFUSED');
    expect(exited.done).toBe(false);

    // Finishes the request in flight.
    inFlight.write(body.slice(5));
    const answer = await inFlight.closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toContain('"success":true');

    await expect.poll(() => exited.done, { timeout: 30_000 }).toBe(true);
    expect(exited).toMatchObject({ code: 0, signal: null });
    expect(output).toContain('shutting down');
    // Closes the database: the embedded server is stopped cleanly (no postmaster.pid left), or the pool has no
    // connection left on the PostgreSQL server.
    if (serverUrl) {
      // A backend leaves pg_stat_activity a moment after its client said goodbye: on a busy machine the count could
      // still see one right after the process exited (CI, once).
      const connections = async () =>
        (
          await admin((client) =>
            client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [databaseName]),
          )
        ).rows[0].n;
      await expect.poll(connections, { timeout: 5_000 }).toBe(0);
    } else {
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
    }
  });
});

describe('ADR 048 the personal data key', () => {
  it('a start made a key file readable by its owner only; a start with another key refuses in Chinese, exit 1', async () => {
    expect(statSync(path.join(dataDir, 'personal-data.key')).mode & 0o777).toBe(0o600);
    const other = startServer({ ...serverEnv(), PERSONAL_DATA_KEY: randomBytes(32).toString('base64') });
    let said = '';
    other.stdout!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    other.stderr!.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const code = await new Promise((resolve) => other.once('exit', resolve));
    expect(code, said).toBe(1);
    expect(said).toContain('个人信息密钥与这个数据库中已加密的数据不符');
    // The message alone, as for the store's own failures: no stack trace.
    expect(said).not.toMatch(/\n\s+at /);
  }, 120_000);
});
