// The shared Vitest set-up (vitest.setup.ts) on a real Vitest run over small test files: an
// unexpected console.error fails its test, an expected one (spied on) does not.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let folder;
let report;

const FILES = {
  'unexpected.test.mjs': `
    import { it } from 'vitest';
    it('prints an error', () => { console.error('boom: the request failed'); });
    it('prints nothing', () => {});
  `,
  'expected.test.mjs': `
    import { expect, it, vi } from 'vitest';
    it('expects an error', () => {
      const printed = vi.spyOn(console, 'error').mockImplementation(() => {});
      console.error('expected failure');
      expect(printed).toHaveBeenCalledWith('expected failure');
    });
    it('is guarded again in the next test', () => { console.error('not expected here'); });
  `,
  'in-hook.test.mjs': `
    import { beforeAll, it } from 'vitest';
    beforeAll(() => { console.error('printed while setting up'); });
    it('runs after a hook printed an error', () => {});
  `,
};

beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-vitest-setup-'));
  // The small test files import vitest from the repository's node_modules.
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(folder, 'node_modules'), 'dir');
  for (const [name, content] of Object.entries(FILES)) fs.writeFileSync(path.join(folder, name), content);
  fs.writeFileSync(
    path.join(folder, 'vitest.config.mjs'),
    `export default { test: { include: ['*.test.mjs'], setupFiles: [${JSON.stringify(path.join(REPO_ROOT, 'vitest.setup.ts'))}] } };`,
  );
  const reportFile = path.join(folder, 'report.json');
  spawnSync(
    process.execPath,
    [
      path.join(REPO_ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--root',
      folder,
      '--reporter=json',
      `--outputFile=${reportFile}`,
    ],
    { cwd: folder, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
  );
  report = JSON.parse(fs.readFileSync(reportFile, 'utf8'));
}, 60_000);

afterAll(() => {
  if (folder) fs.rmSync(folder, { recursive: true, force: true });
});

/** { 'file > test title': 'passed' | 'failed' } from the JSON report. */
function outcomes() {
  const byTest = {};
  for (const file of report.testResults) {
    for (const test of file.assertionResults) byTest[`${path.basename(file.name)} > ${test.title}`] = test.status;
  }
  return byTest;
}

it('fails the test that printed an unexpected error, and only that one', () => {
  expect(outcomes()).toMatchObject({
    'unexpected.test.mjs > prints an error': 'failed',
    'unexpected.test.mjs > prints nothing': 'passed',
  });
  const file = report.testResults.find((result) => result.name.endsWith('unexpected.test.mjs'));
  const failure = file.assertionResults.find((test) => test.status === 'failed').failureMessages.join('\n');
  expect(failure).toContain('console.error was called during this test');
  expect(failure).toContain('boom: the request failed');
});

it('lets a test that spies on console.error expect one, and guards the next test again', () => {
  expect(outcomes()).toMatchObject({
    'expected.test.mjs > expects an error': 'passed',
    'expected.test.mjs > is guarded again in the next test': 'failed',
  });
});

it('fails on an error printed in a beforeAll hook', () => {
  expect(outcomes()['in-hook.test.mjs > runs after a hook printed an error']).toBe('failed');
});
