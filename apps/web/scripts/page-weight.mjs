// Page weight, checked on the production build (issue 12; a step of `npm test` after the build, not a
// unit test that builds): every public page's JavaScript, gzipped, at most 100 KB, and a warning when
// a page grew by more than 2 KB against page-weight-baseline.json (committed; rewritten with
// --update-baseline when a change is meant to weigh more or less).
//
// What a page weighs, read from Vite's manifest (the same walk as the bench's page-weight table,
// bench/src/web/bundle.ts): the entry chunk, the app's start it imports once it has run, the route's
// lazy modules (the route manifest's `modulesOf`, from the build's own server entry) and everything
// they import statically, each file gzipped at level 9. A Nepali visit (decision 019) also downloads
// the public Nepali texts before it hydrates and, without a Devanagari system font, the web font:
// both have budgets of their own on top of the page's.
//
//   npm run check:page-weight                          # after `npm run build -w @gharguru/web`
//   npm run check:page-weight -- --update-baseline     # record today's weights as the baseline
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';

const KB = 1024;
/** The goal of issue 12 for every public page (its JavaScript, gzipped). */
export const PAGE_LIMIT = 100 * KB;
/**
 * The directory's pages (/tutors…), for now (decision 054): the tutor profiles, photos, ratings, the
 * Bikram Sambat calendar and the list of places in both scripts took them past PAGE_LIMIT in one
 * session (94.8 -> 104.9 KB). Back to PAGE_LIMIT is issue 31's open part.
 */
export const DIRECTORY_PAGE_LIMIT = 106 * KB;
export const limitOf = (route) => (route.startsWith('/tutors') ? DIRECTORY_PAGE_LIMIT : PAGE_LIMIT);
/** Growth against the baseline that is worth a look (a warning, not a failure). */
export const GROWTH_WARNING = 2 * KB;
/** The public Nepali texts a Nepali page loads before hydrating (src/lib/i18n/index.ts, ensureNepaliPublic). */
export const NEPALI_TEXTS = [
  'src/lib/i18n/ne.ts',
  'src/lib/i18n/ne-messages.ts',
  'src/lib/i18n/ne-directory.ts',
  'src/lib/i18n/ne-privacy.ts',
];
// 16.5 KB with the forgotten-password texts (issue 30); 17.1 KB with Track my request, the place
// placeholders and the request-closing messages (issue 33, decision 050); 20.5 KB with the profiles',
// photos' and reviews' messages and the city pages (issues 27 and 32): decision 054 raises the limit
// to 21 KB until each page loads only its own Nepali texts (issue 31).
export const NEPALI_TEXTS_LIMIT = 21 * KB;
/**
 * The Nepali faces of Noto Sans Devanagari, one per weight, subset by the build (scripts/nepali-font.mjs,
 * src/fonts/README.md); woff2, so counted as they are. A Nepali page shows both weights.
 */
export const DEVANAGARI_FONTS = [
  'src/fonts/.cache/noto-sans-devanagari-nepali-400.woff2',
  'src/fonts/.cache/noto-sans-devanagari-nepali-600.woff2',
];
// 43.0 KB for the two (issue 31: at most 45 KB).
export const DEVANAGARI_FONT_LIMIT = 45 * KB;

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = `Usage: npm run check:page-weight -- [--dist DIR] [--baseline FILE] [--update-baseline]
  checks the public pages' JavaScript in the built web app (default apps/web/dist) against
  ${PAGE_LIMIT / KB} KB gzipped, and warns when a page grew by more than ${GROWTH_WARNING / KB} KB
  against the baseline (default apps/web/page-weight-baseline.json)`;

/** The files a visit downloads: the given chunks and, recursively, their static imports. */
function filesOf(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest (was the web app built from this tree?)`);
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return files;
}

/** Each public route's weights in bytes: `en` (its JavaScript), `ne` (with the Nepali texts) and `font`. */
export async function measure(dist) {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new Error(`${manifestFile} is missing: build the web app first (npm run build -w @gharguru/web).`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const { PAGE_SCREENS, modulesOf } = await import(pathToFileURL(path.join(dist, '.server', 'entry-server.mjs')).href);
  const found = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
  if (!found) throw new Error('the Vite manifest has no entry chunk');
  const entry = [found[0], ...(found[1].dynamicImports ?? [])];
  let fontBytes = 0;
  for (const key of DEVANAGARI_FONTS) {
    const font = manifest[key];
    if (!font) throw new Error(`${key} is not in the Vite manifest`);
    fontBytes += fs.statSync(path.join(dist, font.file)).size;
  }

  const gzipped = new Map();
  const gzipOf = (file) => {
    if (!gzipped.has(file))
      gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
    return gzipped.get(file);
  };
  const sum = (files) => [...files].reduce((total, file) => total + gzipOf(file), 0);

  return PAGE_SCREENS.filter((screen) => screen.access === 'public').map((screen) => {
    const english = filesOf(manifest, [...entry, ...modulesOf(screen)]);
    const nepali = filesOf(manifest, [...entry, ...modulesOf(screen), ...NEPALI_TEXTS]);
    const en = sum(english);
    const ne = sum(nepali);
    return { route: screen.path, en, ne, texts: ne - en, font: fontBytes };
  });
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** The failures (over a limit) and warnings (grown against the baseline) for the measured weights. */
export function judge(weights, baseline) {
  const failures = [];
  const warnings = [];
  for (const { route, en, ne, texts, font } of weights) {
    const limit = limitOf(route);
    if (en > limit) failures.push(`${route}: ${kb(en)} of gzipped JavaScript, over the ${kb(limit)} limit`);
    if (texts > NEPALI_TEXTS_LIMIT) {
      failures.push(`${route} in नेपाली: the Nepali texts add ${kb(texts)}, over their ${kb(NEPALI_TEXTS_LIMIT)} limit`);
    }
    if (font > DEVANAGARI_FONT_LIMIT) {
      failures.push(`the Devanagari faces weigh ${kb(font)}, over their ${kb(DEVANAGARI_FONT_LIMIT)} limit`);
    }
    const before = baseline[route];
    if (!before) continue;
    for (const [language, now] of [
      ['en', en],
      ['ne', ne],
    ]) {
      const grown = now - (before[language] ?? now);
      if (grown > GROWTH_WARNING) {
        warnings.push(
          `${route}${language === 'ne' ? ' in नेपाली' : ''} grew by ${kb(grown)} (${kb(before[language])} → ${kb(now)})`,
        );
      }
    }
  }
  return { failures: [...new Set(failures)], warnings };
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: path.join(webRoot, 'dist') },
      baseline: { type: 'string', default: path.join(webRoot, 'page-weight-baseline.json') },
      'update-baseline': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const weights = await measure(path.resolve(values.dist));
  const baseline = fs.existsSync(values.baseline) ? JSON.parse(fs.readFileSync(values.baseline, 'utf8')) : {};
  for (const { route, en, ne } of weights) {
    const before = baseline[route];
    const change = before ? ` (baseline ${kb(before.en)} / ${kb(before.ne)})` : ' (not in the baseline)';
    console.log(`${route.padEnd(18)} ${kb(en).padStart(9)}   in नेपाली ${kb(ne).padStart(9)}${change}`);
  }
  if (values['update-baseline']) {
    const record = Object.fromEntries(weights.map(({ route, en, ne }) => [route, { en, ne }]));
    fs.writeFileSync(values.baseline, `${JSON.stringify(record, null, 2)}\n`);
    console.log(`Wrote ${path.relative(process.cwd(), values.baseline)}.`);
  }
  const { failures, warnings } = judge(weights, values['update-baseline'] ? {} : baseline);
  for (const warning of warnings) console.log(`warning: ${warning}`);
  if (warnings.length > 0) {
    console.log('If the growth is meant, record it: npm run check:page-weight -- --update-baseline');
  }
  for (const failure of failures) console.error(`FAIL ${failure}`);
  console.log(failures.length === 0 ? 'Page weight: every public page within its limits.' : '');
  return failures.length === 0 ? 0 : 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    (code) => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      if (error?.code?.startsWith?.('ERR_PARSE_ARGS')) console.error(USAGE);
      process.exit(1);
    },
  );
}
