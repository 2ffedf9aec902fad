import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { antdPartsInDevServer } from './vite/antd-parts-in-dev';
import { antdStaticCss } from './vite/antd-static-css';
import { sideEffectFreeAntdInternals } from './vite/side-effect-free';

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), antdStaticCss(), sideEffectFreeAntdInternals(), antdPartsInDevServer()],
  // Bundle dependencies into the server build: antd-mobile imports its CSS from JS, and the UI kits reach
  // CommonJS and extension-less ESM files that Node's loader cannot take as they are. React and React Router
  // stay external so the server and the web build share one copy of each.
  // In development Vite's module runner loads the externals through Node, which copes; only antd-mobile's CSS
  // imports need Vite there.
  ssr:
    command === 'build'
      ? { noExternal: true, external: ['react', 'react-dom', 'react-router', '@react-router/node'] }
      : { noExternal: ['antd-mobile', '@yizhan/contracts'] },
  build: {
    sourcemap: false,
    // Rollup splits code shared by different sets of routes into chunks of a few hundred bytes (30 of the 39 files of
    // /mobile/home were under 1 KB). Over HTTP/1.1 each costs a request that competes with the page's stylesheets and
    // largest image; merging side-effect-free chunks below 20 KB halves the count without growing any page.
    rollupOptions: { output: { experimentalMinChunkSize: 20_000 } },
  },
  server: { hmr: { port: 24678 } },
}));
