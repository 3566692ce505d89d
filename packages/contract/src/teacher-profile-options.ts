// The choices of a teacher's public profile (issue 27) as plain lists, without Zod: the directory's
// filters and cards import them (teacher-profile.ts builds the schemas on them).
export const GENDERS = ['female', 'male', 'other', 'unspecified'] as const;
export type Gender = (typeof GENDERS)[number];
export const DEFAULT_GENDER: Gender = 'unspecified';

/** Languages a tutor can teach in; `other` stands for any language not in the list. */
export const TEACHING_LANGUAGES = [
  'nepali',
  'english',
  'hindi',
  'newari',
  'maithili',
  'bhojpuri',
  'tamang',
  'tharu',
  'magar',
  'gurung',
  'limbu',
  'sherpa',
  'other',
] as const;
export type TeachingLanguage = (typeof TEACHING_LANGUAGES)[number];

export const TEACHING_MODES = ['home', 'online'] as const;
export type TeachingMode = (typeof TEACHING_MODES)[number];

export const TEACHING_TIMES = ['morning', 'day', 'evening'] as const;
export type TeachingTime = (typeof TEACHING_TIMES)[number];

/** What an admin checked before verifying a teacher; the badge names them. */
export const VERIFICATION_CHECKS = ['identity', 'qualification', 'interview', 'reference'] as const;
export type VerificationCheck = (typeof VERIFICATION_CHECKS)[number];
