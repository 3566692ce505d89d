// Reusable field schemas carrying the user-facing messages. Every schema is pure: no I/O. Every text
// goes through `text()`, which checks length before characters and format (see text.ts).
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import {
  AREA_RULES,
  CITY_RULES,
  CONTACT_FIRST_NAME_RULES,
  CONTACT_LAST_NAME_RULES,
  EMAIL_RULES,
  FIRST_NAME_RULES,
  LAST_NAME_RULES,
  MOBILE_RULES,
  SUBJECTS_TEXT_RULES,
  SUBJECT_ITEM_RULES,
  TUITION_NAME_RULES,
  confirmPasswordRules,
  emailRules,
  enteredPasswordRules,
  mobileRules,
  optionalEmailRules,
  passwordRules,
  requiredTextRules,
  splitSubjects,
} from './field-rules.js';
import { type TextLimit, text } from './text.js';

// The checks behind the rules live in field-rules.ts.
export { isEmailAddress, isMobileNumber, isPlainName, splitSubjects } from './field-rules.js';

/** A required, trimmed, single-line text; `required` also covers a missing or non-string value. */
export function requiredText(required: string, max?: TextLimit) {
  return text(requiredTextRules(required, max));
}

/** An optional field's value: null and blank text mean "not given" (undefined). */
export const blankIsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required : messages.invalid),
  });
}

// Names of people, places, subjects and offers refuse links, e-mail addresses and phone numbers
// (field-rules.ts `isPlainName`): other people read them in their e-mails and SMS.
export const FirstNameSchema = text(FIRST_NAME_RULES);
export const LastNameSchema = text(LAST_NAME_RULES);
export const ContactFirstNameSchema = text(CONTACT_FIRST_NAME_RULES);
export const ContactLastNameSchema = text(CONTACT_LAST_NAME_RULES);
export const TuitionNameSchema = text(TUITION_NAME_RULES);

export function mobileSchema(messages: { required: string; invalid: string }) {
  return text(mobileRules(messages));
}
export const MobileSchema = text(MOBILE_RULES);

export function emailSchema(messages: { required: string; invalid: string; max?: string }) {
  return text(emailRules(messages));
}
export const EmailSchema = text(EMAIL_RULES);

/** An optional e-mail: absent, null or blank all mean "not given" and become undefined. */
export function optionalEmailSchema(invalid: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text(optionalEmailRules(invalid)).optional(),
  );
}

/** A password the account will keep: never trimmed, since a space is a character the user chose. */
export function passwordSchema(messages: { required: string; min: string; max: string; uppercase?: string }) {
  return text(passwordRules(messages));
}

/**
 * A password only compared with a stored hash (sign-in, current password): any character, since
 * refusing one would lock out an account whose password was accepted before.
 */
export function enteredPasswordSchema(messages: { required: string; min?: string; max?: string }) {
  return text(enteredPasswordRules(messages));
}

/** The repeated password of a form, checked against the first by `withMatchingFields`. */
export function confirmPasswordSchema(required: string) {
  return text(confirmPasswordRules(required));
}

const SubjectItemSchema = text(SUBJECT_ITEM_RULES);

/** Subjects as the API carries them: an array of texts. */
export const SubjectsSchema = z
  .array(SubjectItemSchema, { error: MSG.subjectsRequired })
  .min(1, MSG.subjectsRequired)
  .max(LIMITS.subjectsMax, MSG.subjectsMax);

/** Subjects as a form holds them: comma-separated text, split and trimmed into the API's array. */
export const SubjectsTextSchema = text(SUBJECTS_TEXT_RULES).transform(splitSubjects).pipe(SubjectsSchema);

export const CitySchema = text(CITY_RULES);
export const AreaSchema = text(AREA_RULES);

/** An optional free text of several lines (contact message, tuition details). */
export function optionalMultiLineText(max: TextLimit) {
  return text({ max, characters: 'multi-line' }).optional();
}

/** Record ids are UUIDs; anything else is a 400, never a database error. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: MSG.idInvalid }) });
export type IdParams = z.infer<typeof IdParamsSchema>;
