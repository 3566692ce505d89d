// A teacher's public profile (issue 27): bio, experience, institution, gender, languages, how and
// when they teach, and what an admin checked when verifying them. Registration stays short: these
// are filled in on the profile edit screen, and an edit that leaves one out keeps what is stored.
import { z } from 'zod';
import { BIO_RULES, INSTITUTION_RULES } from './field-rules.js';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { text } from './text.js';

// Zod-free, so the directory pages' filters and cards load without Zod (issue 12).
export * from './teacher-profile-options.js';
import {
  GENDERS,
  TEACHING_LANGUAGES,
  TEACHING_MODES,
  TEACHING_TIMES,
  VERIFICATION_CHECKS,
} from './teacher-profile-options.js';

/** Absent keeps the stored value; null or blank clears it. */
const blankIsNull = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? null : value;

function optionalProfileText(rules: typeof BIO_RULES) {
  return z.preprocess(blankIsNull, text(rules).nullable()).optional();
}

/** A whole number of years, or the text of one from a form field; blank or null clears it. */
export const ExperienceYearsSchema = z
  .preprocess((value) => {
    const given = blankIsNull(value);
    return typeof given === 'string' ? Number(given.trim()) : given;
  }, z
    .number({ error: MSG.experienceYearsInvalid })
    .int(MSG.experienceYearsInvalid)
    .min(0, MSG.experienceYearsInvalid)
    .max(LIMITS.experienceYearsMax, MSG.experienceYearsInvalid)
    .nullable())
  .optional();

/**
 * A set of choices from a fixed list: one wrong item refuses the whole field with one message, and a
 * repeated item is kept once, in the list's order (so the stored value does not depend on clicks).
 */
export function choiceSet<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z
    .array(z.enum(values, { error: message }), { error: message })
    .max(values.length * 2, message)
    .transform((chosen) => values.filter((value) => chosen.includes(value)) as T[number][]);
}

export const GenderSchema = z.enum(GENDERS, { error: MSG.genderInvalid });

/** The profile's own fields, all optional in an edit: an older client sends none and changes none. */
export const teacherPublicProfileFields = {
  bio: optionalProfileText(BIO_RULES),
  experienceYears: ExperienceYearsSchema,
  institution: optionalProfileText(INSTITUTION_RULES),
  gender: GenderSchema.optional(),
  languages: choiceSet(TEACHING_LANGUAGES, MSG.languagesInvalid).optional(),
  modes: choiceSet(TEACHING_MODES, MSG.modesInvalid).optional(),
  times: choiceSet(TEACHING_TIMES, MSG.timesInvalid).optional(),
};

/** The stored profile as the teacher and the admin read it. */
export const teacherPublicProfileShape = {
  bio: z.string().nullable(),
  experienceYears: z.number().int().nullable(),
  institution: z.string().nullable(),
  gender: z.enum(GENDERS),
  languages: z.array(z.enum(TEACHING_LANGUAGES)),
  modes: z.array(z.enum(TEACHING_MODES)),
  times: z.array(z.enum(TEACHING_TIMES)),
  /** What an admin checked when verifying the teacher (empty: not verified, or verified before issue 27). */
  verificationChecks: z.array(z.enum(VERIFICATION_CHECKS)),
};

export const VerificationChecksSchema = choiceSet(VERIFICATION_CHECKS, MSG.verificationChecksInvalid);
