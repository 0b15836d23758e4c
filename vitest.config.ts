import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Three projects: pure unit tests, API tests against a real database, and
// browser tests against the built app in Chromium.
export default defineConfig({
  resolve: {
    // graphql 16 ships a CommonJS and an ESM build without an exports map: Node
    // (and so Pothos and Yoga) loads the CommonJS one, Vite would pick the ESM
    // one for test files, and two copies of graphql cannot share a schema.
    alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-db.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-db.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page that follows a navigation may wait for its data; on a loaded machine that takes over
          // a second (the default): a poll gives up only where a locator's wait would.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
