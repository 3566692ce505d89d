// `npm test`: every suite (Vitest: contract, server on PGlite and PostgreSQL, web; then the
// Playwright journeys when the e2e workspace is present), ending with one line "N passed, N failed".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-test-'));
let passed = 0;
let failed = 0;
let broken = false;

function runSuite(label, command, args, reportFile, count, env = {}) {
  console.log(`\n=== ${label} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  let counted = false;
  if (fs.existsSync(reportFile)) {
    try {
      const { passed: p, failed: f } = count(JSON.parse(fs.readFileSync(reportFile, 'utf8')));
      passed += p;
      failed += f;
      counted = true;
    } catch (error) {
      console.error(`Could not read the ${label} report: ${error.message}`);
    }
  }
  // A suite that crashed before reporting (or exited non-zero with no failed test) still fails the run.
  if (result.status !== 0 && (!counted || failed === 0)) broken = true;
}

const vitestReport = path.join(reports, 'vitest.json');
runSuite(
  'unit and integration (Vitest)',
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  vitestReport,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests,
  }),
);

if (fs.existsSync(path.join(root, 'e2e/playwright.config.ts'))) {
  const playwrightReport = path.join(reports, 'playwright.json');
  runSuite(
    'end-to-end (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    playwrightReport,
    (report) => ({
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    }),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  );
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
