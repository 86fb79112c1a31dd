import { configDefaults, defineConfig } from 'vitest/config';

const onPostgres = !!process.env.TEST_DATABASE_URL;

/**
 * The web app's component tests run two files at a time, sharing their worker's modules instead of
 * setting up jsdom and importing React and Mantine again for each of ~150 files (decision 052).
 * A file that replaces a module with `vi.mock` needs modules of its own: those run apart.
 */
const WEB_TESTS = ['src/**/*.test.tsx', 'src/**/*.test.ts', '*.test.ts'];
const MOCKING_WEB_TESTS = ['src/features/timer/header-timer.test.tsx'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], maxWorkers: 2 } },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: WEB_TESTS,
          isolate: false,
          maxWorkers: 2,
          exclude: [...configDefaults.exclude, ...MOCKING_WEB_TESTS],
        },
      },
      { extends: './apps/web/vite.config.ts', test: { name: 'web-mocked', root: 'apps/web', include: MOCKING_WEB_TESTS, maxWorkers: 2 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          env: { TEST_DB: 'pglite' },
          sequence: { groupOrder: 1 },
          isolate: false,
          fileParallelism: true,
          maxWorkers: 2,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      ...(onPostgres
        ? [
            {
              test: {
                name: 'server-pg',
                root: 'apps/server',
                include: ['src/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
                sequence: { groupOrder: 2 },
                // Each worker on a database of its own (test/harness.ts): two files at a time.
                isolate: false,
                maxWorkers: 2,
                testTimeout: 20_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
