// Page weight stays in check (issue 12): every public route's JavaScript, gzipped, within its budget.
// Read from the production build (Vite's manifest), never timed: the entry chunk, the app's start it
// imports once it has run (its one dynamic import, vite.config.ts), the route's lazy modules (route
// manifest `modulesOf`) and everything they import statically, each file gzipped at level 9 — the
// same walk as the bench's page-weight table (bench/src/web/bundle.ts).
// The build is reused when it was made from the tree as it is now (the e2e set-up and `npm start`
// build the same way); otherwise this file builds it first.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script shared with `npm start` and the e2e set-up, without types.
import { buildStale } from '../../../../scripts/build-stale.mjs';
import { modulesOf, PAGE_SCREENS } from './route-manifest';

const KB = 1024;
const DIST = path.resolve(import.meta.dirname, '../../dist');

/**
 * The goal for every public page is 100 KB (issue 12). Each public page has a budget a little above
 * what they weigh now, so they can only shrink; lower a budget when a change makes its page lighter.
 * A public route not listed here (a new page) gets the goal.
 */
const GOAL = 100 * KB;
const BUDGETS: Record<string, number> = {
  // Weights after the app's own router replaced React Router (decision 024; docs/performance.md) and
  // the first paint's changes of 2026-11-26 (hydration in a transition, the stylesheet's rest loaded
  // after the paint, icons from the page's symbols): /home 85.3, /about 83.6, /privacy 84.4 KB; the
  // forms 89.0–91.5 KB (their validation and HTTP client still load on the first interaction,
  // decision 018); the directory 93.1 and 92.0 KB, within the 96 KB that /home had when issue 9 asked
  // for it. Each budget is the weight plus about 1 KB, rounded up.
  '/home': 87 * KB,
  '/about': 85 * KB,
  '/privacy': 86 * KB,
  '/contact-student': 93 * KB,
  // /track, /contactus-form and /tutors/:id: +0.3-0.5 KB for the forgotten-password texts (issue 30),
  // which are in the bundled English.
  '/track': 92 * KB,
  '/contactus-form': 91 * KB,
  '/login': 91 * KB,
  '/register': 92 * KB,
  '/admin-login': 91 * KB,
  '/admin-register': 91 * KB,
  '/tutors': 95 * KB,
  '/tutors/:id': 94 * KB,
};

/**
 * The public Nepali texts a Nepali page loads before hydrating (lib/i18n/index.ts), with what they
 * import (the contract's English MSG, to translate a server text by its code): 15.3 KB gzipped.
 */
const NEPALI_TEXTS = [
  'src/lib/i18n/ne.ts',
  'src/lib/i18n/ne-messages.ts',
  'src/lib/i18n/ne-directory.ts',
  'src/lib/i18n/ne-privacy.ts',
];
// 16.5 KB with the forgotten-password texts (issue 30).
const NEPALI_TEXTS_BUDGET = 17 * KB;
/** Noto Sans Devanagari, variable weight, Devanagari only (fonts/README.md): 121,192 bytes. */
const DEVANAGARI_FONT = 'src/fonts/noto-sans-devanagari-wght.woff2';
const DEVANAGARI_FONT_BUDGET = 119 * KB;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function gzipBytes(file: string): number {
  return zlib.gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;
}

/** The files a visit downloads: the given chunks and, recursively, their static imports. */
function filesOf(manifest: Manifest, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return files;
}

describe('public pages stay within their JavaScript budget (gzip)', () => {
  let manifest: Manifest;
  /** The entry chunk and the app's start, which every page runs before it hydrates. */
  let entry: string[];

  beforeAll(() => {
    buildStale(path.resolve(DIST, '../../..'));
    manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const found = Object.entries(manifest).find(([, chunk]) => chunk.isEntry);
    if (!found) throw new Error('the Vite manifest has no entry chunk');
    entry = [found[0], ...(found[1].dynamicImports ?? [])];
  }, 600_000);

  const publicScreens = PAGE_SCREENS.filter((screen) => screen.access === 'public');

  it.each(publicScreens.map((screen) => [screen.path, screen] as const))('%s', (route, screen) => {
    const files = filesOf(manifest, [...entry, ...modulesOf(screen)]);
    const gzip = [...files].reduce((sum, file) => sum + gzipBytes(file), 0);
    const budget = BUDGETS[route] ?? GOAL;
    expect(
      gzip,
      `${route}: ${(gzip / KB).toFixed(1)} KB of gzipped JavaScript, budget ${(budget / KB).toFixed(0)} KB`,
    ).toBeLessThanOrEqual(budget);
  });

  // A Nepali visit (issue 14, decision 019) also downloads the public Nepali texts before hydrating
  // (lib/i18n/index.ts) and, on a machine without a Devanagari system font, the Devanagari web font
  // (styles.css; woff2, already compressed, cached for a year). Both are counted here, on top of the
  // route's own budget, so neither can grow unnoticed.
  describe('in नेपाली: the Nepali texts and the Devanagari web font on top', () => {
    it.each(publicScreens.map((screen) => [screen.path, screen] as const))('%s', (route, screen) => {
      const english = filesOf(manifest, [...entry, ...modulesOf(screen)]);
      const nepali = filesOf(manifest, [...entry, ...modulesOf(screen), ...NEPALI_TEXTS]);
      const texts = [...nepali].filter((file) => !english.has(file));
      const textBytes = texts.reduce((sum, file) => sum + gzipBytes(file), 0);
      const font = manifest[DEVANAGARI_FONT];
      if (!font) throw new Error(`${DEVANAGARI_FONT} is not in the Vite manifest`);
      const fontBytes = statSync(path.join(DIST, font.file)).size;
      const total = [...nepali].reduce((sum, file) => sum + gzipBytes(file), 0) + fontBytes;
      const budget = (BUDGETS[route] ?? GOAL) + NEPALI_TEXTS_BUDGET + DEVANAGARI_FONT_BUDGET;
      expect(textBytes, `${route}: Nepali texts ${(textBytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
        NEPALI_TEXTS_BUDGET,
      );
      expect(fontBytes, `Devanagari font ${(fontBytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(
        DEVANAGARI_FONT_BUDGET,
      );
      expect(
        total,
        `${route} in नेपाली: ${(total / KB).toFixed(1)} KB (JavaScript gzip + font), budget ${(budget / KB).toFixed(0)} KB`,
      ).toBeLessThanOrEqual(budget);
    });
  });
});
