import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'services/*/src/**/*.test.ts',
      'apps/storefront/src/**/*.test.{ts,tsx}',
      'apps/operations/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    globalSetup: ['vitest.setup.ts'],
    // Service suites open PGlite and seed catalogues; on a busy 2-core machine that takes many seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
