import { describe, expect, it } from 'vitest';
import { isSlugOf, placeSlug, subjectName } from './place-pages';

describe('city and subject page addresses', () => {
  it('writes a city or a subject key as a lower-case slug with hyphens', () => {
    expect(placeSlug('Lalitpur')).toBe('lalitpur');
    expect(placeSlug('  New   Baneshwor ')).toBe('new-baneshwor');
    expect(placeSlug('optional maths')).toBe('optional-maths');
    expect(isSlugOf('LALITPUR', 'Lalitpur')).toBe(true);
    expect(isSlugOf('lalitpur', 'Lalitpur Sub-Metropolitan')).toBe(false);
  });

  it('names a known subject in the reader language, and any other as typed', () => {
    expect(subjectName('maths', 'en')).toBe('Maths');
    expect(subjectName('maths', 'ne')).toBe('गणित');
    expect(subjectName('optional maths', 'ne')).toBe('ऐच्छिक गणित');
    expect(subjectName('guitar', 'ne')).toBe('Guitar');
  });
});
