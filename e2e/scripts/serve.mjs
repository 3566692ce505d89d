// The server the journeys run against, started by Playwright's `webServer` (playwright.config.ts):
// builds what is stale (scripts/build-stale.mjs, as `npm start` does), creates a fresh embedded
// database in a temporary directory with the first admin (through the command line, while no server
// holds the database), then runs the production server on E2E_PORT until Playwright stops it, and
// removes the directory once the server has closed its database (E2E_KEEP_DATA=1 keeps it).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from '../../scripts/build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The first admin (requirements DEC-1), from playwright.config.ts (fixtures/constants.ts). */
const FIRST_ADMIN = JSON.parse(process.env.E2E_FIRST_ADMIN ?? '{}');
const port = process.env.E2E_PORT;
if (!port || !FIRST_ADMIN.email) {
  console.error('serve.mjs is started by playwright.config.ts (E2E_PORT and E2E_FIRST_ADMIN are not set)');
  process.exit(1);
}

const started = Date.now();
buildStale(root);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-e2e-'));
const removeDataDir = () => {
  if (!process.env.E2E_KEEP_DATA) fs.rmSync(dataDir, { recursive: true, force: true });
};
// A copy of the built web app, so a rebuild elsewhere in the tree cannot pull pages away mid-run.
const webDist = path.join(dataDir, 'web');
fs.cpSync(path.join(root, 'apps/web/dist'), webDist, { recursive: true });
const env = { ...process.env, DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' };

const created = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/cli/admin-create.ts',
    '--email',
    FIRST_ADMIN.email,
    '--password',
    FIRST_ADMIN.password,
    '--first-name',
    FIRST_ADMIN.firstName,
    '--last-name',
    FIRST_ADMIN.lastName,
    '--mobile',
    FIRST_ADMIN.mobile,
  ],
  { cwd: root, env, encoding: 'utf8' },
);
if (created.status !== 0) {
  console.error(`Creating the first admin failed:\n${created.stdout}\n${created.stderr}`);
  removeDataDir();
  process.exit(1);
}

const logFile = path.join(dataDir, 'server.log');
const log = fs.openSync(logFile, 'a');
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: root,
  env: {
    ...env,
    NODE_ENV: 'production',
    // Links in notifications need it in production (decision 033).
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    WEB_DIST: webDist,
    HOST: '127.0.0.1',
    PORT: port,
    RATE_LIMIT_SIGN_IN_PER_IP: '1000',
    RATE_LIMIT_PUBLIC_FORMS_PER_IP: '1000',
  },
  stdio: ['ignore', log, log],
});
console.log(
  `GharGuru e2e server starting on port ${port}, ${((Date.now() - started) / 1000).toFixed(1)} s after the build check (data and log in ${dataDir})`,
);

// Playwright stops the whole process group with SIGTERM (gracefulShutdown): the server drains and
// closes its database; this process waits for that, then removes the directory.
let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    if (server.exitCode === null) server.kill(signal);
  });
}
server.on('exit', (code, signal) => {
  if (!stopping) {
    // Stopped on its own: the log says why (Playwright shows this before "was not able to start").
    console.error(
      `The e2e server exited (${signal ?? `code ${code}`}):\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`,
    );
  }
  removeDataDir();
  process.exit(stopping ? 0 : 1);
});
