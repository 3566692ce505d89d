// Every prerendered page has its own description in both languages (decision 019): link previews
// and search results say what the page is for, in the reader's language.
import { describe, expect, it } from 'vitest';
import { PRERENDERED, SCREENS } from '../route-manifest';
import { enPageMeta } from './en-page-meta';
import { nePageMeta } from './ne-page-meta';

const nameOf = (path: string) => Object.entries(SCREENS).find(([, screen]) => screen.path === path)?.[0];

describe('the descriptions of the prerendered pages', () => {
  it.each(PRERENDERED.map((screen) => [screen.path, nameOf(screen.path)] as const))(
    '%s has its own, in English and नेपाली',
    (_path, name) => {
      const english = enPageMeta[name as keyof typeof enPageMeta];
      const nepali = nePageMeta[name as keyof typeof nePageMeta];
      expect(english).toMatch(/GharGuru/);
      expect(nepali).toMatch(/घरगुरु/);
      expect(nepali).not.toMatch(/[0-9]/);
      // Search engines show about 160 characters.
      expect(english.length).toBeLessThanOrEqual(170);
      expect(nepali.length).toBeLessThanOrEqual(170);
    },
  );

  it('are all different', () => {
    for (const texts of [Object.values(enPageMeta), Object.values(nePageMeta)]) {
      expect(new Set(texts).size).toBe(texts.length);
    }
  });
});
