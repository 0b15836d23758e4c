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
    // One test-file worker per core. Vitest's default is one fewer than the
    // cores, which on a 2-core CI machine ran the unit and API files one at a
    // time with a core idle. The browser tests stay one file at a time
    // (fileParallelism: false puts them in a group of their own, after the rest).
    maxWorkers: '100%',
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
