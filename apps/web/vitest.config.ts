import { defineProject } from 'vitest/config';
import { antdStaticCss } from './vite/antd-static-css';

// Unit tests of the web app's platform-neutral logic. Deliberately without the React Router Vite plugin:
// the tests import modules directly and need no route build.
export default defineProject({
  plugins: [antdStaticCss({ empty: true })],
  test: {
    name: 'web',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    environment: 'jsdom',
  },
});
