// One Vitest run for the whole repo. The server suite runs on in-memory PGlite, and again on the
// PostgreSQL server when TEST_DATABASE_URL is set (a fresh database per test file on each).
import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'];
// Fails a test on an unexpected console.error (apps/web/vitest.config.ts lists it too).
const setupFiles = ['vitest.setup.ts'];
// Test files run in worker threads rather than child processes: on 2 cores the server files ran
// 17 % faster (46 s against 56 s for auth, admins and contact messages on PGlite).
// apps/web/vitest.config.ts says the same.
const pool = 'threads';
// The server files share their worker's modules instead of loading the server's ~2 s module graph
// again for each file (server on PGlite: 296 s against 228 s). Each file opens its own app and
// database; the server's module-level state is keyed by app (WeakMaps) or is a cache of compiled
// response writers, the same for every app.
const serverProject = {
  include: serverTests,
  setupFiles,
  pool,
  isolate: false,
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'], setupFiles, pool },
      },
      {
        // The repository's own scripts (what `npm start` rebuilds), on real temporary folders.
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.mjs', 'apps/web/scripts/**/*.test.mjs'],
          setupFiles,
          pool,
        },
      },
      {
        test: {
          ...serverProject,
          name: 'server:pglite',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['apps/server/test/global-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: { ...serverProject, name: 'server:postgres', env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
      'apps/web/vitest.config.ts',
      {
        // The web tests that read the production build (apps/web/dist): built once for the run by the
        // global set-up, only when stale. `npm run test:fast` leaves this project out.
        test: {
          name: 'web:build',
          include: ['apps/web/src/**/*.build.test.ts'],
          setupFiles,
          pool,
          globalSetup: ['scripts/vitest-build-stale.mjs'],
        },
      },
    ].filter((project) => typeof project !== 'string' || existsSync(project)),
  },
});
