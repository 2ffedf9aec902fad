import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

// The built server (`npm run build`: apps/api/dist/server.js) in a child process, as `npm start` runs it, for the
// tests of what only a real process shows: its signals, its workers, its store's start and stop.

const root = path.resolve(import.meta.dirname, '../../../..');
export const builtServer = path.join(root, 'apps/api/dist/server.js');

/** Why the built server cannot be spawned here, or undefined when it can. */
export const notBuilt = existsSync(builtServer) ? undefined : 'apps/api/dist/server.js is missing: npm run build';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface ServerChild {
  child: ChildProcess;
  base: string;
  port: number;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Its exit once it came: code, signal, and when. */
  exit(): { code: number | null; signal: NodeJS.Signals | null; at: number } | undefined;
  /** SIGTERM, then the milliseconds until it exited and how (fails after `within` ms). */
  stop(within?: number): Promise<{ ms: number; code: number | null; signal: NodeJS.Signals | null }>;
  /** Waits until /readyz answers 200. */
  ready(ms?: number): Promise<void>;
  /** Waits until its output holds `text`, which may be a pattern. */
  said(text: string | RegExp, ms?: number): Promise<void>;
}

const running: ChildProcess[] = [];

/** Kills what a test left running (a failed test's server). */
export function killLeftovers(): void {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Starts the built server on `dataDir` (the embedded store), API only, with `env` on top. Does not wait. */
export async function spawnServer(dataDir: string, env: NodeJS.ProcessEnv = {}): Promise<ServerChild> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    HOST: '127.0.0.1',
    PORT: String(port),
    YIZHAN_MODE: 'api',
    YIZHAN_DATA_DIR: dataDir,
    ...env,
  };
  for (const name of ['DATABASE_URL', 'PERSONAL_DATA_KEY', 'METRICS_PORT']) if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, [builtServer], { cwd: root, env: childEnv, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let output = '';
  let exit: ReturnType<ServerChild['exit']>;
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.once('exit', (code, signal) => (exit = { code, signal, at: Date.now() }));
  const base = `http://127.0.0.1:${port}`;
  const tail = () => output.slice(-3000);

  return {
    child,
    base,
    port,
    output: () => output,
    exit: () => exit,
    async stop(within = 15_000) {
      const signalled = Date.now();
      child.kill('SIGTERM');
      for (const deadline = signalled + within; !exit && Date.now() < deadline;) await sleep(50);
      if (!exit) throw new Error(`no exit ${within} ms after SIGTERM:\n${tail()}`);
      return { ms: exit.at - signalled, code: exit.code, signal: exit.signal };
    },
    async ready(ms = 90_000) {
      for (const deadline = Date.now() + ms; Date.now() < deadline; await sleep(200)) {
        if (exit) throw new Error(`the server exited during start-up:\n${tail()}`);
        const answer = await fetch(`${base}/readyz`).then(
          (response) => response.status,
          () => 0,
        );
        if (answer === 200) return;
      }
      throw new Error(`the server was not ready in ${ms} ms:\n${tail()}`);
    },
    async said(text, ms = 60_000) {
      const found = () => (typeof text === 'string' ? output.includes(text) : text.test(output));
      for (const deadline = Date.now() + ms; !found(); await sleep(50)) {
        if (exit || Date.now() > deadline) throw new Error(`the server did not say ${String(text)}:\n${tail()}`);
      }
    },
  };
}

/** The log records of a server's output (one JSON object a line; anything else is skipped). */
export function logRecords(output: string): Record<string, unknown>[] {
  return output.split('\n').flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>];
    } catch {
      return [];
    }
  });
}
