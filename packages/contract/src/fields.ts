// Reusable field schemas carrying the user-facing messages. Every schema is pure: no I/O.
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { MSG } from './messages.js';

const MOBILE_PATTERN = /^\d{10}$/;
const UPPERCASE_PATTERN = /[A-Z]/;
// Deliberately simple: one @, no spaces, a dot in the domain. Stricter checks reject real addresses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required, trimmed text; `error` also covers a missing or non-string value. */
export function requiredText(required: string, max?: { length: number; message: string }) {
  const base = z.string({ error: required }).trim().min(1, required);
  return max ? base.max(max.length, max.message) : base;
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
  return z
    .string({ error: messages.required })
    .trim()
    .min(1, messages.required)
    .regex(MOBILE_PATTERN, messages.invalid);
}
export const MobileSchema = mobileSchema({ required: MSG.mobileRequired, invalid: MSG.mobileExact });

export function emailSchema(messages: { required: string; invalid: string; max?: string }) {
  return z
    .string({ error: messages.required })
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(LIMITS.email, messages.max ?? MSG.emailMax)
    .regex(EMAIL_PATTERN, messages.invalid);
}
export const EmailSchema = emailSchema({ required: MSG.emailRequired, invalid: MSG.emailInvalid });

/** An optional e-mail: absent, null or blank all mean "not given" and become undefined. */
export function optionalEmailSchema(invalid: string) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z
      .string({ error: invalid })
      .trim()
      .toLowerCase()
      .max(LIMITS.email, MSG.emailMax)
      .regex(EMAIL_PATTERN, invalid)
      .optional(),
  );
}

export function passwordSchema(messages: { required: string; min: string; max: string; uppercase?: string }) {
  // Passwords are never trimmed: a space is a character the user chose.
  let schema = z
    .string({ error: messages.required })
    .min(1, messages.required)
    .min(LIMITS.passwordMin, messages.min)
    .max(LIMITS.passwordMax, messages.max);
  if (messages.uppercase) schema = schema.regex(UPPERCASE_PATTERN, messages.uppercase);
  return schema;
}

const SubjectItemSchema = z.string().trim().min(1, MSG.subjectsRequired).max(LIMITS.subjectItem, MSG.subjectItemMax);

/** Subjects as the API carries them: an array of texts. */
export const SubjectsSchema = z
  .array(SubjectItemSchema, { error: MSG.subjectsRequired })
  .min(1, MSG.subjectsRequired)
  .max(LIMITS.subjectsMax, MSG.subjectsMax);

/** Splits "Maths, Science ,English" into trimmed, non-empty items. */
export function splitSubjects(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Subjects as a form holds them: comma-separated text, split and trimmed into the API's array. */
export const SubjectsTextSchema = z
  .string({ error: MSG.subjectsRequired })
  .transform(splitSubjects)
  .pipe(SubjectsSchema);

export const CitySchema = requiredText(MSG.cityRequired, { length: LIMITS.city, message: MSG.cityMax });
export const AreaSchema = requiredText(MSG.areaRequired, { length: LIMITS.area, message: MSG.areaMax });

/** Record ids are UUIDs; anything else is a 400, never a database error. */
export const IdParamsSchema = z.object({ id: z.uuid({ error: MSG.idInvalid }) });
export type IdParams = z.infer<typeof IdParamsSchema>;
