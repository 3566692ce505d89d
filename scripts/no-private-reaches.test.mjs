// Libraries are used through their public API only (docs/decisions/032): no file of the repository's
// own code reaches into node-postgres's or Drizzle's internals, Zod's `_zod` internals, or compiles
// code from text. One minor release of a library changes its internals without a word, and what
// reached into them breaks silently. A reach that must remain is listed in ALLOWED with its reason.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const THIS_FILE = path.relative(REPO_ROOT, fileURLToPath(import.meta.url));

/** What no source file may contain, each with what it reaches into. */
const REACHES = [
  { text: 'pg/lib/', what: "node-postgres's internal modules" },
  { text: '_zod.', what: "Zod's internals (a classic schema's public `def` says the same)" },
  { text: 'customResultMapper', what: "a Drizzle prepared query's private row mapper" },
  { text: 'queryConfig', what: "a Drizzle prepared query's private node-postgres config" },
  { text: 'parsedStatements', what: "node-postgres's connection internals" },
  { text: 'submittedNamedStatements', what: "node-postgres's connection internals" },
  { text: 'new Function(', what: 'code compiled from text' },
];

/**
 * Reaches that remain for now, by file (relative to the repository) and text, each with why. Keep it
 * empty: an entry is a debt with a reason, not a permission.
 */
/** @type {{ file: string, text: string, why: string }[]} */
const ALLOWED = [];

/** The folders of the repository's own code, relative to its root (each walked when it exists). */
const ROOTS = ['apps', 'packages', 'bench/src', 'scripts', 'e2e'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'build', 'coverage', 'test-results', 'playwright-report']);
const SOURCE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

function sourceFiles(folder) {
  const found = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name) || entry.name.startsWith('dist')) continue;
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) found.push(full);
  }
  return found;
}

/** Each reach in `text`, with its line. */
function reachesIn(text) {
  const found = [];
  text.split('\n').forEach((line, index) => {
    for (const reach of REACHES) if (line.includes(reach.text)) found.push({ line: index + 1, text: reach.text });
  });
  return found;
}

describe('no reach into a library’s private fields', () => {
  it('finds each kind of reach, on its line', () => {
    const sample = [
      "const utils = require('pg/lib/utils.js');",
      'const def = schema._zod.def;',
      'select.customResultMapper = map;',
      'const { text } = select.queryConfig;',
      'connection.parsedStatements[name];',
      'connection.submittedNamedStatements[name];',
      "const f = new Function('row', body);",
      'const def = schema.def; // public',
    ].join('\n');
    expect(reachesIn(sample).map(({ line }) => line)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('has none in the source of apps, packages, bench, scripts and e2e, beyond the listed ones', () => {
    const files = ROOTS.map((root) => path.join(REPO_ROOT, root))
      .filter((root) => fs.existsSync(root))
      .flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(100);
    const found = [];
    for (const file of files) {
      const relative = path.relative(REPO_ROOT, file);
      if (relative === THIS_FILE) continue;
      for (const reach of reachesIn(fs.readFileSync(file, 'utf8'))) {
        if (!ALLOWED.some((allowed) => allowed.file === relative && allowed.text === reach.text)) {
          found.push(`${relative}:${reach.line}: ${reach.text}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it('lists no allowed reach that is gone', () => {
    const stale = ALLOWED.filter((allowed) => {
      const file = path.join(REPO_ROOT, allowed.file);
      return !fs.existsSync(file) || !reachesIn(fs.readFileSync(file, 'utf8')).some((r) => r.text === allowed.text);
    });
    expect(stale).toEqual([]);
  });
});
