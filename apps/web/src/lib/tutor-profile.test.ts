// Issue 27: the verification badge names what was checked with the month, in the reader's language
// and calendar (Bikram Sambat on Nepali pages), and the years of experience in words.
import { describe, expect, it } from 'vitest';
import { addTexts, createT } from './i18n/translate';
import { enTutorProfile } from './i18n/en-tutor-profile';
import { neTutorProfile } from './i18n/ne-tutor-profile';
import { experienceText, joinWithAnd, verificationBadge } from './tutor-profile';

const english = addTexts(new Map(), enTutorProfile);
const tEn = createT('en', english, english);
const tNe = createT('ne', addTexts(new Map(), neTutorProfile), english);

const checked = (verificationChecks: ('identity' | 'qualification' | 'interview' | 'reference')[]) => ({
  verifiedAt: '2026-12-03T10:00:00.000Z',
  verificationChecks,
});

describe('verificationBadge', () => {
  it('[PROF-6] reads "ID and certificate checked, December 2026" in English', () => {
    expect(verificationBadge(tEn, 'en', checked(['identity', 'qualification']))).toBe(
      'ID and certificate checked, December 2026',
    );
    expect(verificationBadge(tEn, 'en', checked(['qualification', 'interview', 'reference']))).toBe(
      'Certificate, interview and reference checked, December 2026',
    );
  });

  it('[PROF-6] uses the Bikram Sambat month and year on Nepali pages (3 December 2026 is 17 Mangsir 2083)', () => {
    expect(verificationBadge(tNe, 'ne', checked(['identity', 'qualification']))).toBe(
      'परिचयपत्र र प्रमाणपत्र जाँच गरिएको, मंसिर २०८३',
    );
  });

  it('[PROF-6] dates the month in Nepal: 31 December 18:30 UTC is already January there', () => {
    const badge = verificationBadge(tEn, 'en', {
      verifiedAt: '2026-12-31T18:30:00.000Z',
      verificationChecks: ['interview'],
    });
    expect(badge).toBe('Interview checked, January 2027');
  });

  it('[PROF-6] is undefined for a tutor not verified, or verified before checks were recorded', () => {
    expect(verificationBadge(tEn, 'en', { verifiedAt: null, verificationChecks: [] })).toBeUndefined();
    expect(verificationBadge(tEn, 'en', checked([]))).toBeUndefined();
  });
});

describe('experienceText and joinWithAnd', () => {
  it('[PROF-8] says the years in words, "New tutor" for 0, nothing when not given', () => {
    expect(experienceText(tEn, 1)).toBe('1 year of experience');
    expect(experienceText(tEn, 12)).toBe('12 years of experience');
    expect(experienceText(tNe, 12)).toBe('१२ वर्षको अनुभव');
    expect(experienceText(tEn, 0)).toBe('New tutor');
    expect(experienceText(tEn, null)).toBeUndefined();
  });

  it('joins one, two and three items', () => {
    expect(joinWithAnd(tEn, ['a'])).toBe('a');
    expect(joinWithAnd(tEn, ['a', 'b'])).toBe('a and b');
    expect(joinWithAnd(tNe, ['a', 'b', 'c'])).toBe('a, b र c');
  });
});
