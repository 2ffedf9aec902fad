// Bundles the server (API + web host) into dist/server.js; dependencies stay in node_modules.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/seed/cli.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // Workspace packages are TypeScript source: bundle them in.
  alias: {
    '@yizhan/contracts': '../../packages/contracts/src/index.ts',
    '@yizhan/search': '../../packages/search/src/index.ts',
    '@yizhan/search/tables': '../../packages/search/src/table.ts',
    '@yizhan/server-kit': '../../packages/server-kit/src/index.ts',
  },
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
console.log('api: built dist/server.js');
