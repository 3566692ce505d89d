// `npm test`: every check, ending with one line "N passed, N failed":
//   1. the builds that are stale (web app, server bundle), once for the whole run;
//   2. Vitest: contract, scripts, server on PGlite and on PostgreSQL (TEST_DATABASE_URL), web, and
//      the web tests of the build (web:build);
//   3. lint and types, then page weight on that build (apps/web/scripts/page-weight.mjs), each
//      counted as one test;
//   4. the Playwright journeys when the e2e workspace is present (its server reuses the build).
// `npm run test:fast` is step 2 without the build and without PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildStale } from './build-stale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-test-'));
let passed = 0;
let failed = 0;
let broken = false;
const took = [];

function timed(label, step) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  step();
  took.push(`${label}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

function runSuite(label, command, args, reportFile, count, env = {}) {
  timed(label, () => {
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
  });
}

timed('build (what is stale)', () => {
  try {
    buildStale(root);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    broken = true;
  }
});

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

// Lint (Biome: formatting, rules and the import boundaries) and types, each counted as one test.
for (const [label, script] of [
  ['lint (Biome)', 'lint'],
  ['types (tsc)', 'typecheck'],
]) {
  timed(label, () => {
    const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
    if (result.status === 0) passed += 1;
    else failed += 1;
  });
}

timed('page weight (the built public pages)', () => {
  const result = spawnSync(process.execPath, ['apps/web/scripts/page-weight.mjs'], { cwd: root, stdio: 'inherit' });
  if (result.status === 0) passed += 1;
  else failed += 1;
});

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

console.log(`\n${took.join('\n')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || broken ? 1 : 0);
