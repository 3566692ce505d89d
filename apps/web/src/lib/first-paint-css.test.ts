// A prerendered page inlines only the stylesheet rules it can use (scripts/critical-css.mjs, issue 12):
// the functions that choose them. first-paint-css.build.test.ts checks the built pages themselves.
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the build's own script, plain .mjs without types.
import { classCandidates, classesNeeded, classRulesOnly, criticalCss } from '../../scripts/critical-css.mjs';

describe('classesNeeded', () => {
  it.each([
    ['.sm\\:flex', ['sm:flex']],
    ['.\\32 xl\\:text-lg:hover', ['2xl:text-lg']],
    ['.min-\\[400px\\]\\:inline', ['min-[400px]:inline']],
    ['.py-0\\.5', ['py-0.5']],
    ['.a:not(.b) .c', ['a', 'c']],
    ['.group-hover\\:underline:is(:where(.group):hover *)', ['group-hover:underline', 'group']],
    [':root, :host', []],
  ])('%s needs %j', (selector, classes) => {
    expect(classesNeeded(selector)).toEqual(classes);
  });
});

describe('criticalCss', () => {
  const css = [
    ':root{--c:red}',
    '.flex{display:flex}',
    '.grid{display:grid}',
    '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}',
    '.a,.b{color:red}',
    '@keyframes spin{to{transform:rotate(1turn)}}',
  ].join('');

  it('keeps the rules of the classes the page has, the rules without a class, and drops empty groups', () => {
    const kept = criticalCss(css, classCandidates(['<div class="flex sm:flex b">']));
    expect(kept).toContain(':root{--c:red}');
    expect(kept).toContain('.flex{display:flex}');
    expect(kept).toContain('.sm\\:flex{display:flex}');
    expect(kept).not.toContain('grid');
    expect(kept).toContain('.b{color:red}');
    expect(kept).not.toContain('.a');
    expect(kept).toContain('@keyframes spin');
  });

  it('drops a media query left empty', () => {
    expect(criticalCss(css, classCandidates(['flex']))).not.toContain('@media');
  });
});

describe('classRulesOnly', () => {
  it('keeps every rule with a class and nothing a page always inlines (a second @font-face downloads again)', () => {
    const rest = classRulesOnly(
      ':root{--c:red}@font-face{font-family:X;src:url(x.woff2)}@keyframes spin{to{opacity:0}}' +
        '@layer base{*{margin:0}}@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:flex{display:flex}}}',
    );
    expect(rest).toBe('@layer utilities{.flex{display:flex}@media (width>=40rem){.sm\\:flex{display:flex}}}');
  });

  it('leaves out the selectors the page inlined: arriving again, they would restyle most of the page', () => {
    const rest = classRulesOnly(
      '@layer utilities{.flex{display:flex}.grid{display:grid}.a .b,.c{color:red}@media (width>=40rem){.sm\\:flex{display:flex}}}',
      new Set(['flex', 'a', 'b', 'sm:flex']),
    );
    expect(rest).toBe('@layer utilities{.grid{display:grid}.c{color:red}}');
  });
});
