import { defineConfig } from 'vitest/config';

/**
 * Three projects, all run by `npm test`: `api` (the API and unit tests, in-process), `process`
 * (tests that spawn the built server as a child process: `*.process.test.ts`) and `latency`
 * (`*.latency.test.ts`: another user's response times while heavy work runs, measured alone,
 * after the other two have finished, so no other test file competes for the cores).
 * `npm run test:api` runs the fast half alone.
 */
export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'web/**/*.test.ts'],
          exclude: ['server/**/*.process.test.ts', 'server/**/*.latency.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          sequence: { groupOrder: 0 },
          // The files of one worker share its loaded modules instead of importing the whole app
          // again per file (most of this project's time was imports). Safe because each file builds
          // its own app on its own database, module-level caches are WeakMaps keyed by that
          // database or request, and no test changes process.env, globals or timers
          // (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'process',
          include: ['server/**/*.process.test.ts'],
          globalSetup: ['server/test/process-setup.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'latency',
          include: ['server/**/*.latency.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
          // A p99 of milliseconds means nothing while other files use the cores: these run
          // after the other projects, one file at a time.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
});
