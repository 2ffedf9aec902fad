// The cluster test's load balancer: Debian's nginx with ops/nginx/cluster-test.conf.template filled with the test's
// ports and folder, and the deployment's proxy rules (ops/nginx/yizhan-proxy.conf) included as they are.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { onExit } from '../../bench/lib/cleanup.mjs';
import { root } from '../../bench/lib/server.mjs';

/** Debian's nginx (NGINX_BIN overrides). */
function nginxBin() {
  const bin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
  if (!existsSync(bin)) throw new Error(`nginx not found at ${bin}: apt-get install nginx (or set NGINX_BIN)`);
  return bin;
}

/** Starts nginx on 127.0.0.1:`port` in front of `instancePorts`; returns { base, log(), stop() }. */
export async function startNginx({ port, instancePorts }) {
  const bin = nginxBin();
  const dir = mkdtempSync(path.join(tmpdir(), 'yizhan-cluster-nginx-'));
  // Started as root, nginx's workers run as nobody: they must reach the cache and temp folders inside.
  chmodSync(dir, 0o755);
  const servers = instancePorts.map((each) => `        server 127.0.0.1:${each} max_fails=1 fail_timeout=2s;`);
  const config = readFileSync(path.join(root, 'ops/nginx/cluster-test.conf.template'), 'utf8')
    .replaceAll('{{DIR}}', dir)
    .replaceAll('{{PORT}}', String(port))
    .replaceAll('{{SERVERS}}', servers.join('\n'))
    .replaceAll('{{PROXY_CONF}}', path.join(root, 'ops/nginx/yizhan-proxy.conf'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const args = ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')];
  try {
    execFileSync(bin, [...args, '-t', '-q'], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`nginx -t refused the configuration:\n${error.stderr?.toString() ?? error.message}`);
  }
  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const unregister = onExit(() => {
    if (child.exitCode === null) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`nginx exited at start: ${errors}`);
    try {
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
      break;
    } catch {
      if (tries > 50) throw new Error('nginx did not answer within 10 s');
      await sleep(200);
    }
  }
  return {
    base,
    log: () => readFileSync(path.join(dir, 'error.log'), 'utf8'),
    /** A graceful stop (SIGQUIT: requests under way finish), then the folder goes. */
    async stop() {
      unregister();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await Promise.race([exited, sleep(5000)]);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
