import { defineConfig } from 'vitest/config';

const onPostgres = !!process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      'apps/web',
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
