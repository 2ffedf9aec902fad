// `npm start`: build when the build is missing or older than the sources, then run the one server process
// (it migrates and seeds on start). `--api-only` serves the API without the web pages.
import { execSync, spawn } from 'node:child_process';
import net from 'node:net';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const sources = [
  'package-lock.json',
  'packages/contracts/src',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
];
const outputs = ['apps/web/build/server/index.js', 'apps/api/dist/server.js'];

/** Newest modification time under a file or folder. */
function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newest(path.join(target, name))), stat.mtimeMs);
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? '首次启动：正在构建…' : '源码有更新：正在重新构建…');
  execSync('npm run build', { stdio: 'inherit' });
}

/** Whether something answers on a local port already (a dev IdP started by hand with `npm run dev:idp`). */
const listening = (port) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * The offline demo's outside world — the units' CAS and OpenID Connect, WeChat, passports, trusted app and demo
 * business systems — is the dev IdP (ADR 042). `npm start` runs it beside the portal, so every click of the demo
 * ends somewhere, unless DEMO_IDP=off (a deployment with real identity providers), the demo points elsewhere
 * (DEMO_IDP_URL on another host), it already runs, or the development tools are not installed.
 */
async function startDevIdp() {
  const url = new URL(process.env.DEMO_IDP_URL ?? 'http://localhost:3100');
  const port = Number(url.port || 80);
  if (process.env.DEMO_IDP === 'off' || url.hostname !== 'localhost') return;
  if (!existsSync(path.join(root, 'node_modules/tsx')) || (await listening(port))) return;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/dev-idp/src/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEV_IDP_PORT: String(port), DEV_IDP_PORTAL_PORT: process.env.PORT ?? '3000' },
  });
  process.on('exit', () => child.kill());
}

await startDevIdp();
process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--api-only')) process.env.YIZHAN_MODE = 'api';
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
