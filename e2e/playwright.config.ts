// End-to-end journeys in Debian's Chromium against the real production server (built web app + API
// on a fresh embedded database), started by Playwright's webServer (scripts/serve.mjs). No browser is
// downloaded.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { FIRST_ADMIN, REPO_ROOT } from './fixtures/constants';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromiumPath)) {
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install Debian's build with \`apt-get install -y chromium\` ` +
      '(or set CHROMIUM_PATH to a Chromium binary). The suite never downloads a browser.',
  );
}

// One port for the whole run: chosen once in the runner process; workers inherit the variable.
if (!process.env.E2E_PORT) {
  const probe = spawnSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]);
  process.env.E2E_PORT = probe.stdout.toString().trim();
}
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results/artifacts',
  webServer: {
    // Builds what is stale, then a fresh database with the first admin, then the production server;
    // removes the database when stopped (scripts/serve.mjs).
    command: 'node e2e/scripts/serve.mjs',
    cwd: REPO_ROOT,
    url: `${baseURL}/api/health`,
    env: { E2E_PORT: process.env.E2E_PORT, E2E_FIRST_ADMIN: JSON.stringify(FIRST_ADMIN) },
    reuseExistingServer: false,
    // A build on a busy machine takes minutes.
    timeout: 600_000,
    // The server drains and closes its database, then serve.mjs removes the directory.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'pipe',
  },
  // Two cores: two browsers at most.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/report.json' }]],
  use: {
    baseURL,
    // Traces only when asked for (E2E_TRACE=1, to debug a failure): recording one costs every test
    // CPU, pass or fail (62 accessibility journeys on one worker: 6.1 min with, 5.1 min without), and
    // CI keeps only the run's output. Without the screencast: DOM snapshots are enough to debug.
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    screenshot: 'only-on-failure',
    locale: 'en-GB',
    timezoneId: 'Asia/Kathmandu',
    launchOptions: {
      executablePath: chromiumPath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
