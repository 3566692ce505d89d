// The page-weight check (page-weight.mjs) on a small build laid out as Vite and the prerender step
// write it: what a page counts, the limits that fail, the growth that warns.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVANAGARI_FONTS, judge, measure, NEPALI_TEXTS, PAGE_LIMIT } from './page-weight.mjs';

const KB = 1024;
let dist;

/** A file whose gzipped size is a little over `bytes` (random bytes do not compress). */
function write(file, bytes) {
  fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  fs.writeFileSync(path.join(dist, file), randomBytes(bytes));
}

beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-page-weight-'));
  const manifest = {
    'index.html': {
      file: 'assets/entry.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['src/start.tsx'],
    },
    'src/start.tsx': { file: 'assets/start.js' },
    '_shared.js': { file: 'assets/shared.js' },
    'src/home.tsx': { file: 'assets/home.js', imports: ['_shared.js'] },
    'src/heavy.tsx': { file: 'assets/heavy.js' },
    'src/staff.tsx': { file: 'assets/staff.js' },
    ...Object.fromEntries(DEVANAGARI_FONTS.map((key, i) => [key, { file: `assets/font-${i}.woff2` }])),
    ...Object.fromEntries(NEPALI_TEXTS.map((module, i) => [module, { file: `assets/ne-${i}.js` }])),
  };
  for (const chunk of Object.values(manifest)) write(chunk.file, 1000);
  write('assets/heavy.js', 120 * KB);
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'entry-server.mjs'),
    `export const PAGE_SCREENS = [
      { path: '/home', access: 'public', module: 'src/home.tsx' },
      { path: '/heavy', access: 'public', module: 'src/heavy.tsx' },
      { path: '/staff', access: 'admin', module: 'src/staff.tsx' },
    ];
    export const modulesOf = (screen) => [screen.module];`,
  );
});

afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

describe('measure', () => {
  it("counts each public page's entry, start, modules and their imports once each, gzipped; Nepali adds the texts", async () => {
    const weights = await measure(dist);
    expect(weights.map((weight) => weight.route)).toEqual(['/home', '/heavy']);
    const home = weights[0];
    // entry, shared (imported twice, counted once), start, home: four files of about 1 KB.
    expect(home.en).toBeGreaterThan(4 * 1000);
    expect(home.en).toBeLessThan(4 * 1100);
    expect(home.texts).toBe(home.ne - home.en);
    expect(home.texts).toBeGreaterThan(NEPALI_TEXTS.length * 1000);
    // The two Nepali faces, 1,000 bytes each.
    expect(home.font).toBe(2000);
  });
});

describe('[UX-2] judge', () => {
  it('fails a page over the limit, and says which and by how much', async () => {
    const { failures } = judge(await measure(dist), {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/^\/heavy: 12\d\.\d KB of gzipped JavaScript, over the 100\.0 KB limit$/);
  });

  it('warns when a page grew by more than 2 KB against the baseline, in either language', () => {
    const page = { route: '/home', en: 50 * KB, ne: 60 * KB, texts: 10 * KB, font: 40 * KB };
    const grown = judge([page], { '/home': { en: 50 * KB - 2049, ne: 60 * KB - 2048 } });
    expect(grown).toEqual({ failures: [], warnings: ['/home grew by 2.0 KB (48.0 KB → 50.0 KB)'] });
    const both = judge([page], { '/home': { en: 45 * KB, ne: 55 * KB } });
    expect(both.warnings).toEqual([
      '/home grew by 5.0 KB (45.0 KB → 50.0 KB)',
      '/home in नेपाली grew by 5.0 KB (55.0 KB → 60.0 KB)',
    ]);
    expect(judge([{ ...page, en: PAGE_LIMIT }], {}).failures).toEqual([]);
  });

  it('[FAST-1] fails when the Nepali faces weigh more than 45 KB together', () => {
    const page = { route: '/home', en: 50 * KB, ne: 60 * KB, texts: 10 * KB, font: 45 * KB + 1 };
    expect(judge([page], {}).failures).toEqual(['the Devanagari faces weigh 45.0 KB, over their 45.0 KB limit']);
  });
});
