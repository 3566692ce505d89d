// One Vitest run for the whole repo. The server suite runs on in-memory PGlite, and again on the
// PostgreSQL server when TEST_DATABASE_URL is set (a fresh database per test file on each).
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server:pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server:postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
    ].filter((project) => typeof project !== 'string' || existsSync(project)),
  },
});
