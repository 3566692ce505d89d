// docs/spec-coverage.md is generated: this fails `npm test` when it is stale or a test names an
// unknown requirement, and proves the generator on a small folder of its own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCoverage, checkCoverage, COVERAGE, readRequirements, REQUIREMENTS } from './spec-coverage.mjs';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

it('docs/spec-coverage.md is what npm run spec-coverage writes, and every tag names a requirement', () => {
  expect(checkCoverage(repository)).toEqual([]);
});

it('every requirement ID of docs/requirements.md is unique', () => {
  const ids = readRequirements(fs.readFileSync(path.join(repository, REQUIREMENTS), 'utf8')).map((r) => r.id);
  expect(ids.length).toBeGreaterThan(100);
  expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
});

describe('on a folder of its own', () => {
  // Tags built at run time, so that the repository's own check does not read these fixtures as tests.
  const tag = (ids) => `[${ids}]`;
  let root;
  const write = (file, content) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-coverage-'));
    write(
      REQUIREMENTS,
      [
        '## 1. Things',
        '- **THING-1** A thing is shown on every page. More words.',
        '- **THING-2** A thing that continues',
        '  on the next line.',
        '## 2. Calls',
        '| ID | Call |',
        '|---|---|',
        '| **CALL-1** | GET /things | — |',
      ].join('\n'),
    );
    write('apps/web/src/thing.test.tsx', `it('${tag('THING-1')} shows the thing', () => {});\n`);
    write(
      'e2e/specs/01-thing.spec.ts',
      `test(\n  '${tag('THING-1, CALL-1')} a visitor sees it',\n  async () => {},\n);\n`,
    );
    write('packages/contract/src/rules.test.ts', `const rules = [['${tag('THING-2')} thing missing', {}]];\n`);
    write('apps/web/node_modules/x/y.test.ts', `it('${tag('THING-9')} not ours', () => {});\n`);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('lists the tests of each requirement, and says when none proves it', () => {
    const { text, unknown } = buildCoverage(root);
    expect(unknown).toEqual([]);
    expect(text).toContain(
      '| THING-1 | A thing is shown on every page | web/thing.test.tsx › shows the thing<br>e2e/01-thing.spec.ts › a visitor sees it |',
    );
    expect(text).toContain(
      '| THING-2 | A thing that continues on the next line | contract/rules.test.ts › thing missing |',
    );
    expect(text).toContain('| CALL-1 | GET /things | e2e/01-thing.spec.ts › a visitor sees it |');
    write('e2e/specs/01-thing.spec.ts', '');
    expect(buildCoverage(root).text).toContain('| CALL-1 | GET /things | **not covered** |');
  });

  it('fails the check on a stale file and on a tag that names no requirement', () => {
    fs.writeFileSync(path.join(root, COVERAGE), buildCoverage(root).text);
    expect(checkCoverage(root)).toEqual([]);
    write('apps/web/src/other.test.ts', `it('${tag('THING-7')} names nothing', () => {});\n`);
    expect(checkCoverage(root)).toEqual([
      "unknown requirement ID: apps/web/src/other.test.ts: [THING-7] in 'names nothing'",
    ]);
    write('apps/web/src/other.test.ts', `it('${tag('THING-2')} now proves it', () => {});\n`);
    expect(checkCoverage(root)).toEqual([`${COVERAGE} is stale: run npm run spec-coverage`]);
  });
});
