// Writes docs/spec-coverage.md from the requirement IDs of docs/requirements.md and the `[ID]` tags
// in test titles, so the table cannot go stale. `--check` writes nothing and exits 1 when the
// committed file differs from what it would write, or when a test names an ID that does not exist.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const REQUIREMENTS = 'docs/requirements.md';
export const COVERAGE = 'docs/spec-coverage.md';

const ID = String.raw`[A-Z][A-Z0-9]*(?:-[A-Z][A-Z0-9]*)*-\d+`;
// A tag in a title: `[VAL-TREG-3]`, or several in one bracket: `[GRD-1, GRD-2]`.
const TAG = new RegExp(String.raw`\[(${ID}(?:,\s*${ID})*)\]`, 'g');
// A tagged title: a string literal of a test file that starts with tags. It is the title of a
// describe / it / test, or a row of a table whose first cell becomes the test's title (`it.each`).
const TAGGED = new RegExp(String.raw`(['"\`])((?:\[${ID}(?:,\s*${ID})*\]\s*)+)((?:\\.|(?!\1)[^\\\n])*)\1`, 'g');
const TEST_FILE = /\.test\.(?:ts|tsx|mjs)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', 'results']);
const SEARCHED = ['apps', 'packages', 'e2e', 'scripts', 'bench'];
const SHORT_PATHS = [
  ['packages/contract/src/', 'contract/'],
  ['apps/server/src/', 'server/'],
  ['apps/server/test/', 'server/test/'],
  ['apps/web/src/', 'web/'],
  ['e2e/specs/', 'e2e/'],
];
const TESTS_SHOWN = 3;
const TITLE_MAX = 64;
const TEXT_MAX = 90;

/** The requirements in document order: `{ id, text, section }`. */
export function readRequirements(markdown) {
  const requirements = [];
  let section = '';
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1];
    const bullet = new RegExp(String.raw`^- \*\*(${ID})\*\* (.*)$`).exec(line);
    if (bullet) {
      let text = bullet[2];
      // A bullet's text continues on indented lines.
      while (/^ {2}\S/.test(lines[index + 1] ?? '')) text += ` ${lines[++index].trim()}`;
      requirements.push({ id: bullet[1], text: firstSentence(text), section });
      continue;
    }
    const row = new RegExp(String.raw`^\| \*\*(${ID})\*\* \| ([^|]+) \|`).exec(line);
    if (row) requirements.push({ id: row[1], text: row[2].trim(), section });
  }
  return requirements;
}

/** The first sentence, or the first two when the first is only a label ("The directory."). */
function firstSentence(text) {
  const ends = [...text.matchAll(/\.(?=\s|$)/g)].map((end) => end.index);
  const end = ends.find((index) => index >= 30) ?? text.length;
  return shorten(text.slice(0, end), TEXT_MAX);
}

function shorten(text, max) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** Every test file under the searched folders, as paths relative to root, sorted. */
export function findTestFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith('.')) walk(relative);
      } else if (TEST_FILE.test(entry.name) || (dir === 'e2e/specs' && entry.name.endsWith('.spec.ts'))) {
        found.push(relative);
      }
    }
  };
  for (const dir of SEARCHED) if (fs.existsSync(path.join(root, dir))) walk(dir);
  return found.sort();
}

/** The tagged titles of one file's source: `{ ids, title }` with the tags taken out of the title. */
export function taggedTitles(source) {
  return [...source.matchAll(TAGGED)].map((match) => ({
    ids: [...match[2].matchAll(TAG)].flatMap((tag) => tag[1].split(/,\s*/)),
    title: match[3].replace(/\\(.)/g, '$1').replace(/\s+/g, ' ').trim(),
  }));
}

function shortPath(file) {
  for (const [long, short] of SHORT_PATHS) if (file.startsWith(long)) return short + file.slice(long.length);
  return file;
}

/** What the coverage file should hold, and the tags that name no requirement. */
export function buildCoverage(root) {
  const requirements = readRequirements(fs.readFileSync(path.join(root, REQUIREMENTS), 'utf8'));
  const known = new Set(requirements.map((requirement) => requirement.id));
  const proofs = new Map(requirements.map((requirement) => [requirement.id, []]));
  const unknown = [];
  for (const file of findTestFiles(root)) {
    for (const { ids, title } of taggedTitles(fs.readFileSync(path.join(root, file), 'utf8'))) {
      for (const id of ids) {
        if (known.has(id)) proofs.get(id).push({ file: shortPath(file), title: shorten(title, TITLE_MAX) });
        else unknown.push(`${file}: [${id}] in '${title}'`);
      }
    }
  }
  const covered = requirements.filter((requirement) => proofs.get(requirement.id).length > 0).length;
  const out = [
    '# Requirement coverage',
    '',
    `Generated by \`npm run spec-coverage\` from [requirements.md](requirements.md) and the \`[ID]\` tags in`,
    "test titles (`it('[VAL-TREG-3] refuses …')`); do not edit by hand. `npm test` fails when this file",
    'is stale. Paths are shortened: `contract/` = `packages/contract/src/`, `server/` =',
    '`apps/server/src/`, `server/test/` = `apps/server/test/`, `web/` = `apps/web/src/`, `e2e/` =',
    '`e2e/specs/`.',
    '',
    `${covered} of ${requirements.length} requirements have a test.`,
  ];
  let section = null;
  for (const requirement of requirements) {
    if (requirement.section !== section) {
      section = requirement.section;
      out.push('', `## ${section}`, '', '| ID | Requirement | Proven by |', '|---|---|---|');
    }
    const tests = proofs.get(requirement.id);
    const proof = tests.length > 0 ? proofCell(tests) : '**not covered**';
    out.push(`| ${requirement.id} | ${escapeCell(requirement.text)} | ${proof} |`);
  }
  return { text: `${out.join('\n')}\n`, unknown };
}

/** The first tests of a requirement, each file named once: `file › one; › two<br>other › three`. */
function proofCell(tests) {
  const byFile = new Map();
  for (const { file, title } of tests.slice(0, TESTS_SHOWN)) byFile.set(file, [...(byFile.get(file) ?? []), title]);
  const lines = [...byFile].map(([file, titles]) => `${file} › ${titles.join('; › ')}`);
  if (tests.length > TESTS_SHOWN) lines.push(`+${tests.length - TESTS_SHOWN} more`);
  return escapeCell(lines.join('<br>'));
}

function escapeCell(text) {
  return text.replaceAll('|', '\\|');
}

/** Problems that make `--check` fail: unknown tags, and a committed file that differs. */
export function checkCoverage(root) {
  const { text, unknown } = buildCoverage(root);
  const problems = unknown.map((entry) => `unknown requirement ID: ${entry}`);
  const file = path.join(root, COVERAGE);
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  if (committed !== text) problems.push(`${COVERAGE} is stale: run npm run spec-coverage`);
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (process.argv.includes('--check')) {
    const problems = checkCoverage(root);
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
  const { text, unknown } = buildCoverage(root);
  for (const entry of unknown) console.error(`unknown requirement ID: ${entry}`);
  fs.writeFileSync(path.join(root, COVERAGE), text);
  console.log(`wrote ${COVERAGE}`);
  process.exit(unknown.length > 0 ? 1 : 0);
}
