import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // Bundle dependencies into the server build: antd-mobile imports its CSS from JS, and the UI kits reach
  // CommonJS and extension-less ESM files that Node's loader cannot take as they are. React and React Router
  // stay external so the server and the web build share one copy of each.
  ssr: {
    noExternal: true,
    external: ['react', 'react-dom', 'react-router', '@react-router/node', 'isbot'],
  },
  build: { sourcemap: false },
  server: { hmr: { port: 24678 } },
});
