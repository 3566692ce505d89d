// Subject keys forgive case, spacing, common spellings and Nepali names.
import { describe, expect, it } from 'vitest';
import { SUBJECT_SYNONYMS, normalizeSubject, subjectKey, subjectKeys } from './subjects.js';

describe('subject keys', () => {
  it.each([
    ['Maths', 'maths'],
    ['  MATHEMATICS ', 'maths'],
    ['math', 'maths'],
    ['गणित', 'maths'],
    ['Computer Science', 'computer'],
    ['computer   science', 'computer'],
    ['कम्प्युटर', 'computer'],
    ['विज्ञान', 'science'],
    ['अंग्रेजी', 'english'],
    ['Account', 'accounts'],
    ['लेखा', 'accounts'],
    ['Social Studies', 'social'],
  ])('%s -> %s', (subject, key) => {
    expect(subjectKey(subject)).toBe(key);
  });

  it('keeps an unknown subject as its normalized text', () => {
    expect(subjectKey('  Music  Theory ')).toBe('music theory');
  });

  it('gives each key once, in first order, without blanks', () => {
    expect(subjectKeys(['Maths', 'Physics', 'mathematics', ' ', 'गणित'])).toEqual(['maths', 'physics']);
  });

  it('lists every spelling already normalized and under one key only', () => {
    const seen = new Set<string>();
    for (const spellings of Object.values(SUBJECT_SYNONYMS)) {
      for (const spelling of spellings) {
        expect(normalizeSubject(spelling)).toBe(spelling);
        expect(seen.has(spelling)).toBe(false);
        seen.add(spelling);
      }
    }
  });
});
