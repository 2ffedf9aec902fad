import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'api',
          include: [
            'apps/api/src/**/*.test.ts',
            'apps/dev-idp/src/**/*.test.ts',
            'packages/contracts/src/**/*.test.ts',
            'packages/search/src/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
          // A change notice reaches the caches a moment after the write on PostgreSQL (ADR 018): tests poll for it,
          // and a loaded CI machine can take longer than the default second.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
