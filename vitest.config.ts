import { defineConfig } from 'vitest/config';

/**
 * Two projects, both run by `npm test`: `api` (the API and unit tests, in-process) and
 * `process` (tests that spawn the built server as a child process: `*.process.test.ts`).
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
          exclude: ['server/**/*.process.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
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
        },
      },
    ],
  },
});
