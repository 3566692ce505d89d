// A prerendered page inlines only the stylesheet rules it can use (scripts/critical-css.mjs, issue 12)
// and the symbols of the icons it shows (components/icons/icon.tsx): nothing its own markup needs
// may be missing from its first paint. Checked on the production build, so this file runs in the
// `web:build` project, whose global set-up builds what is stale (scripts/vitest-build-stale.mjs),
// once for the run, as `npm test` and the e2e server use it; `npm run test:fast` leaves it out.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own script, plain .mjs without types.
import { classCandidates, classesNeeded, criticalCss } from '../../scripts/critical-css.mjs';

const DIST = path.resolve(import.meta.dirname, '../../dist');

/** Each class rule's selectors, with the media queries and layers around it: `@media (…) .sm:flex`. */
function classSelectors(css: string): Set<string> {
  const found = new Set<string>();
  postcss.parse(css).walkRules((rule) => {
    const around: string[] = [];
    for (let parent = rule.parent; parent && parent.type === 'atrule'; parent = parent.parent) {
      const atRule = parent as postcss.AtRule;
      around.unshift(`@${atRule.name} ${atRule.params}`);
    }
    for (const selector of rule.selectors) {
      if (classesNeeded(selector).length > 0) found.add([...around, selector].join(' '));
    }
  });
  return found;
}

describe('each prerendered page, on its first paint', () => {
  let pages: { file: string; html: string }[] = [];
  let fullCss = '';

  beforeAll(() => {
    const walk = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'assets'
          ? walk(path.join(dir, entry.name))
          : entry.name.endsWith('.html')
            ? [path.join(dir, entry.name)]
            : [],
      );
    pages = walk(DIST)
      .map((file) => ({ file: path.relative(DIST, file), html: readFileSync(file, 'utf8') }))
      .filter(({ html }) => html.includes('<meta name="gg-stylesheet" content="/assets/classes-'));
    const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    // The build's one stylesheet (vite.config.ts: cssCodeSplit off).
    const href = Object.values(manifest).find((chunk) => chunk.file.endsWith('.css'))?.file;
    if (!href) throw new Error('the Vite manifest names no stylesheet');
    fullCss = readFileSync(path.join(DIST, href), 'utf8');
  });

  it('there are prerendered pages in both languages', () => {
    expect(pages.some(({ file }) => file === 'home/index.html')).toBe(true);
    expect(pages.some(({ file }) => file === 'home/index.ne.html')).toBe(true);
  });

  it('has every rule of the whole stylesheet that its markup uses', () => {
    for (const { file, html } of pages) {
      const inline = (html.match(/<style>(.*?)<\/style>/s)?.[1] ?? '').replace(
        /@font-face\{font-family:"GharGuru Devanagari Words";[^}]*\}/g,
        '',
      );
      const root = html.match(/<div id="root">(.*)<\/div>/s)?.[1] ?? '';
      const markup = classCandidates([root]);
      expect(criticalCss(inline, markup), file).toBe(criticalCss(fullCss, markup));
      expect(inline.length, `${file} inlines less than the whole stylesheet`).toBeLessThan(fullCss.length);
    }
  });

  it('with the class-rules file it loads after the paint, has every class rule (for the pages a visitor moves to)', () => {
    const all = classSelectors(fullCss);
    for (const { file, html } of pages) {
      const inline = html.match(/<style>(.*?)<\/style>/s)?.[1] ?? '';
      const restFile = html.match(/<meta name="gg-stylesheet" content="\/(assets\/classes-\w+\.css) /)?.[1];
      expect(restFile, file).toBeDefined();
      const rest = readFileSync(path.join(DIST, restFile ?? ''), 'utf8');
      const have = new Set([...classSelectors(inline), ...classSelectors(rest)]);
      expect(
        [...all].filter((selector) => !have.has(selector)),
        file,
      ).toEqual([]);
      // And the file holds none of the rules the page inlined: arriving, they would restyle the page again.
      const inlined = classSelectors(inline);
      expect(
        [...classSelectors(rest)].filter((selector) => inlined.has(selector)),
        file,
      ).toEqual([]);
    }
  });

  it('carries the symbol of every icon its markup shows, and no sprite file', () => {
    for (const { file, html } of pages) {
      expect(html, file).not.toMatch(/icons-[\w-]+\.svg/);
      for (const [, name] of html.matchAll(/<use href="#(gg-icon-[\w-]+)"/g)) {
        expect(html, `${file}: ${name}`).toContain(`<symbol id="${name}"`);
      }
    }
  });
});
