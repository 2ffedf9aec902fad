import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // antd-mobile imports its CSS from JS: let Vite process it during SSR too.
  ssr: { noExternal: ['antd-mobile', '@yizhan/contracts'] },
  build: { sourcemap: false },
  server: { hmr: { port: 24678 } },
});
