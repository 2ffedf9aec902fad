// `npm run dev`: the same one process, with the web app served through Vite (hot reload) and the API
// restarted by tsx on change.
import { spawn } from 'node:child_process';

const child = spawn(
  'npx',
  ['tsx', 'watch', '--clear-screen=false', '--ignore', 'apps/web/**', 'apps/api/src/server.ts'],
  {
    stdio: 'inherit',
    // One process (ADR 077): Vite's dev server and tsx's restarts belong to one process, not to a primary's workers.
    env: { NODE_ENV: 'development', YIZHAN_DATA_DIR: './.data', WORKERS: '1', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
