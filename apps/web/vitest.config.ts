import { defineProject } from 'vitest/config';

// Unit tests of the web app's platform-neutral logic. Deliberately without the React Router Vite plugin:
// the tests import modules directly and need no route build.
export default defineProject({
  test: {
    name: 'web',
    include: ['app/**/*.test.ts', 'app/**/*.test.tsx'],
    environment: 'jsdom',
  },
});
