// `npm start`: build when the build is missing or older than the sources, then run the one server process
// (it migrates and seeds on start). `--api-only` serves the API without the web pages.
import { execSync } from 'node:child_process';
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

process.env.NODE_ENV ??= 'production';
if (process.argv.includes('--api-only')) process.env.YIZHAN_MODE = 'api';
await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
