// Floors: tiny servers in child processes that do the least work the measured call could do, run beside it on the
// same machine in the same run, so results are ratios rather than absolute numbers that depend on the machine.
import { spawn } from 'node:child_process';
import { onExit } from './cleanup.mjs';
import { freePort, root, rssMb, waitReady } from './server.mjs';

/** Starts `node <script> <port> ...args`, waits until GET `readyPath` answers 200, and returns { base, pid, stop }. */
export async function startFloor(script, args = [], readyPath = '/') {
  const port = await freePort();
  const child = spawn(process.execPath, [script, String(port), ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk) => output.push(chunk.toString()));
  const unregister = onExit(() => child.kill('SIGTERM'));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitReady(`${base}${readyPath}`, child, output, 30_000);
  } catch (error) {
    child.kill('SIGKILL');
    unregister();
    throw error;
  }
  return {
    base,
    pid: child.pid,
    rss: () => rssMb(child.pid),
    async stop() {
      unregister();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
