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
