// The repository stands on its own: no source, test or document points at the product's
// specification or design notes outside it. Requirements live in docs/requirements.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const repository = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SEARCHED = ['apps', 'packages', 'e2e', 'scripts', 'bench', 'docs', 'README.md'];
const SKIPPED = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'results']);
const TEXT_FILE = /\.(?:ts|tsx|mjs|js|cjs|json|md|html|css|sql|yml|yaml)$/;
// Written in pieces so that this file does not match itself.
const OUTSIDE = new RegExp(['product-' + 'spec', 'DESIGN' + '\\.md', '\\.\\.' + '/shared'].join('|'));

function* textFiles(entry) {
  const absolute = path.join(repository, entry);
  if (!fs.existsSync(absolute)) return;
  if (fs.statSync(absolute).isFile()) {
    yield entry;
    return;
  }
  for (const child of fs.readdirSync(absolute, { withFileTypes: true })) {
    if (SKIPPED.has(child.name) || child.name.startsWith('.')) continue;
    const relative = path.posix.join(entry, child.name);
    if (child.isDirectory()) yield* textFiles(relative);
    else if (TEXT_FILE.test(child.name)) yield relative;
  }
}

it('no file refers to the specification or design notes outside the repository', () => {
  const references = [];
  for (const file of SEARCHED.flatMap((entry) => [...textFiles(entry)])) {
    fs.readFileSync(path.join(repository, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        if (OUTSIDE.test(line)) references.push(`${file}:${index + 1}: ${line.trim()}`);
      });
  }
  expect(references).toEqual([]);
});
