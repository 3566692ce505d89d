// Reusable field schemas carrying the user-facing messages. Every schema is pure: no I/O. Every text
// goes through `text()`, which checks length before characters and format (see text.ts).
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';
import { type TextLimit, text } from './text.js';

/**
 * Deliberately simple, as the pattern it replaces (`^[^\s@]+@[^\s@]+\.[^\s@]+$`): one @ with text
 * before it, no white space, a dot inside the domain. Stricter checks reject real addresses. Written
 * by hand because that pattern backtracks: a 15 KB value cost about a second of event-loop time.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || at !== value.lastIndexOf('@')) return false;
  // A dot with at least one character of the domain on each side.
  const dot = value.indexOf('.', at + 2);
  return dot !== -1 && dot < value.length - 1 && !/\s/.test(value);
}

export function isMobileNumber(value: string): boolean {
  if (value.length !== LIMITS.mobileDigits) return false;
  for (const character of value) if (character < '0' || character > '9') return false;
  return true;
}

/** A required, trimmed, single-line text; `required` also covers a missing or non-string value. */
export function requiredText(required: string, max?: TextLimit) {
  return text({ required, max });
}

export function enumField<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required : messages.invalid),
  });
}

export const FirstNameSchema = requiredText(MSG.firstNameRequired, { length: LIMITS.name, message: MSG.firstNameMax });
export const LastNameSchema = requiredText(MSG.lastNameRequired, { length: LIMITS.name, message: MSG.lastNameMax });

export function mobileSchema(messages: { required: string; invalid: string }) {
  return text({ required: messages.required, format: { valid: isMobileNumber, message: messages.invalid } });
}
export const MobileSchema = mobileSchema({ required: MSG.mobileRequired, invalid: MSG.mobileExact });

export function emailSchema(messages: { required: string; invalid: string; max?: string }) {
  return text({
    required: messages.required,
    lowercase: true,
    max: { length: LIMITS.email, message: messages.max ?? MSG.emailMax },
    format: { valid: isEmailAddress, message: messages.invalid },
  });
}
export const EmailSchema = emailSchema({ required: MSG.emailRequired, invalid: MSG.emailInvalid });

/** An optional e-mail: absent, null or blank all mean "not given" and become undefined. */
export function optionalEmailSchema(invalid: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    text({
      required: invalid,
      lowercase: true,
      max: { length: LIMITS.email, message: MSG.emailMax },
      format: { valid: isEmailAddress, message: invalid },
    }).optional(),
  );
}

const UPPERCASE_PATTERN = /[A-Z]/;

/** A password the account will keep: never trimmed, since a space is a character the user chose. */
export function passwordSchema(messages: { required: string; min: string; max: string; uppercase?: string }) {
  return text({
    required: messages.required,
    trim: false,
    min: { length: LIMITS.passwordMin, message: messages.min },
    max: { length: LIMITS.passwordMax, message: messages.max },
    format: messages.uppercase
      ? { valid: (value) => UPPERCASE_PATTERN.test(value), message: messages.uppercase }
      : undefined,
  });
}

/**
 * A password only compared with a stored hash (sign-in, current password): any character, since
 * refusing one would lock out an account whose password was accepted before.
 */
export function enteredPasswordSchema(messages: { required: string; min?: string; max?: string }) {
  return text({
    required: messages.required,
    trim: false,
    characters: 'any',
    min: messages.min ? { length: LIMITS.passwordMin, message: messages.min } : undefined,
    max: messages.max ? { length: LIMITS.passwordMax, message: messages.max } : undefined,
  });
}

/** The repeated password of a form, checked against the first by `withMatchingFields`. */
export function confirmPasswordSchema(required: string) {
  return text({ required, trim: false });
}

const SubjectItemSchema = requiredText(MSG.subjectsRequired, {
  length: LIMITS.subjectItem,
  message: MSG.subjectItemMax,
});

/** Subjects as the API carries them: an array of texts. */
export const SubjectsSchema = z
  .array(SubjectItemSchema, { error: MSG.subjectsRequired })
  .min(1, MSG.subjectsRequired)
  .max(LIMITS.subjectsMax, MSG.subjectsMax);

/** Splits "Maths, Science ,English" into trimmed, non-empty items. */
export function splitSubjects(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Subjects as a form holds them: comma-separated text, split and trimmed into the API's array. */
export const SubjectsTextSchema = text({ required: MSG.subjectsRequired })
  .transform(splitSubjects)
  .pipe(SubjectsSchema);

export const CitySchema = requiredText(MSG.cityRequired, { length: LIMITS.city, message: MSG.cityMax });
export const AreaSchema = requiredText(MSG.areaRequired, { length: LIMITS.area, message: MSG.areaMax });

/** An optional free text of several lines (contact message, tuition details). */
export function optionalMultiLineText(max: TextLimit) {
  return text({ max, characters: 'multi-line' }).optional();
}

/** Record ids are UUIDs; anything else is a 400, never a database error. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: MSG.idInvalid }) });
export type IdParams = z.infer<typeof IdParamsSchema>;
