// Builds what is stale, creates a fresh embedded database with the first admin (through the command
// line, while no server holds the database), starts the production server and waits for it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
// @ts-expect-error: a plain .mjs build script without type declarations
import { buildStale } from '../scripts/build-stale.mjs';
import { FIRST_ADMIN, REPO_ROOT } from './fixtures/constants';

declare global {
  // The teardown reads these from the runner process.
  var e2eServer: ChildProcess | undefined;
  var e2eDataDir: string | undefined;
}

async function waitForHealth(url: string, server: ChildProcess, logFile: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').slice(-4000) : '';
  throw new Error(`The server did not answer ${url} (exit code ${server.exitCode}).\n${log}`);
}

export default async function globalSetup(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not set in playwright.config.ts');
  const port = new URL(baseURL).port;

  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  buildStale();

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-e2e-'));
  globalThis.e2eDataDir = dataDir;
  // Serve a copy of the built web app, so a rebuild elsewhere in the tree cannot pull pages away mid-run.
  const webDist = path.join(dataDir, 'web');
  fs.cpSync(path.join(REPO_ROOT, 'apps/web/dist'), webDist, { recursive: true });
  const env = { ...process.env, DATA_DIR: path.join(dataDir, 'data'), LOG_LEVEL: 'warn' as const };

  const created = spawnSync(
    'npx',
    [
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
    { cwd: REPO_ROOT, env, encoding: 'utf8' },
  );
  if (created.status !== 0) {
    throw new Error(`Creating the first admin failed:\n${created.stdout}\n${created.stderr}`);
  }

  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'a');
  const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/main.js'], {
    cwd: REPO_ROOT,
    env: {
      ...env,
      NODE_ENV: 'production',
      PUBLIC_URL: baseURL,
      WEB_DIST: webDist,
      HOST: '127.0.0.1',
      PORT: port,
      RATE_LIMIT_SIGN_IN_PER_IP: '1000',
      RATE_LIMIT_PUBLIC_FORMS_PER_IP: '1000',
    },
    stdio: ['ignore', log, log],
  });
  globalThis.e2eServer = server;
  await waitForHealth(`${baseURL}/api/health`, server, logFile);
  console.log(`GharGuru e2e server on ${baseURL} after ${took()} (data and log in ${dataDir})`);
}
