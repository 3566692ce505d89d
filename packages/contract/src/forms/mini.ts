// The browser's builders, in zod/mini: the same checks in the same order as text.ts, fields.ts and
// refinements.ts build with classic Zod for the server, from the same rules (text-rules.ts,
// field-rules.ts), so a value gets the same messages on both sides (forms.test.ts runs both).
// zod/mini only ships the checks a schema uses: about a third of classic Zod in the browser (issue 12).
import * as z from 'zod/mini';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import { brokenContentRule, type TextRules } from '../text-rules.js';
import { SUBJECT_ITEM_RULES, SUBJECTS_TEXT_RULES, splitSubjects } from '../field-rules.js';

/** text() of text.ts. */
export function textMini(rules: TextRules = {}) {
  const checks: z.core.$ZodCheck<string>[] = [];
  if (rules.trim !== false) checks.push(z.trim());
  if (rules.lowercase) checks.push(z.toLowerCase());
  if (rules.required) checks.push(z.minLength(1, rules.required));
  if (rules.min) checks.push(z.minLength(rules.min.length, rules.min.message));
  if (rules.max) checks.push(z.maxLength(rules.max.length, rules.max.message));
  checks.push(
    z.check<string>((payload) => {
      if (payload.issues.length > 0) return;
      const message = brokenContentRule(payload.value, rules);
      if (message) payload.issues.push({ code: 'custom', message, input: payload.value, continue: true });
    }),
  );
  const base = rules.required ? z.string({ error: rules.required }) : z.string();
  return base.check(...checks);
}

/** enumField() of fields.ts. */
export function enumFieldMini<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) {
  return z.enum(values, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? messages.required : messages.invalid),
  });
}

/** z.preprocess() of classic Zod: a transform piped into the schema. */
export function preprocessMini<T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}

/** optionalEmailSchema() of fields.ts. */
export function optionalEmailMini(rules: TextRules) {
  return preprocessMini(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.optional(textMini(rules)),
  );
}

/** SubjectsSchema of fields.ts. */
export const SubjectsMini = z
  .array(textMini(SUBJECT_ITEM_RULES), { error: MSG.subjectsRequired })
  .check(z.minLength(1, MSG.subjectsRequired), z.maxLength(LIMITS.subjectsMax, MSG.subjectsMax));

/** SubjectsTextSchema of fields.ts. */
export const SubjectsTextMini = z.pipe(z.pipe(textMini(SUBJECTS_TEXT_RULES), z.transform(splitSubjects)), SubjectsMini);

/** withMatchingFields() of refinements.ts. */
export function withMatchingFieldsMini<T extends z.ZodMiniObject>(
  schema: T,
  fields: { original: keyof z.infer<T> & string; confirm: keyof z.infer<T> & string },
  message: string,
) {
  return schema.check(
    z.refine(
      (data) =>
        (data as Record<string, unknown>)[fields.original] === (data as Record<string, unknown>)[fields.confirm],
      {
        message,
        path: [fields.confirm],
        when: (payload) => {
          const value = payload.value as Record<string, unknown> | undefined;
          return typeof value?.[fields.original] === 'string' && typeof value?.[fields.confirm] === 'string';
        },
      },
    ),
  );
}
