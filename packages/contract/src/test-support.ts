// Helpers for the contract's own tests: parse one bad field on an otherwise valid value and read
// the message a form (first issue of the field) and the API (first issue overall) would show.
import { expect, it } from 'vitest';
import type { z } from 'zod';

/** A copy of `base` with `patch` applied; a patch value of `undefined` removes the key. */
export function withField(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const value: Record<string, unknown> = { ...base, ...patch };
  for (const [key, patched] of Object.entries(patch)) if (patched === undefined) delete value[key];
  return value;
}

export interface FirstIssue {
  field: string;
  message: string;
}

/** The first issue of a failed parse, or undefined when the value is valid. */
export function firstIssue(schema: z.ZodType, value: unknown): FirstIssue | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  const [issue] = result.error.issues;
  return issue ? { field: issue.path.map(String).join('.'), message: issue.message } : undefined;
}

export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`expected a valid value, got: ${result.error.issues[0]?.message}`);
  return result.data;
}

export const text = (length: number, char = 'a') => char.repeat(length);

/** A syntactically valid e-mail address of exactly `length` characters. */
export function emailOfLength(length: number): string {
  const domain = '@example.com';
  return `${'a'.repeat(length - domain.length)}${domain}`;
}

/** One bad field and the exact message requirements §5 prescribes for it. */
export type Rule = [description: string, patch: Record<string, unknown>, field: string, message: string];

/** One test a rule: `base` with the rule's patch fails, first on the rule's field with its message. */
export function itRejects(schema: z.ZodType, base: Record<string, unknown>, rules: Rule[]) {
  it.each<Rule>(rules)('%s', (_description, patch, field, message) => {
    expect(firstIssue(schema, withField(base, patch))).toEqual({ field, message });
  });
}

/** The form's subjects text becomes the API's array: split on commas, each item trimmed, blanks dropped. */
export function itSplitsSubjects(
  schema: z.ZodType,
  form: Record<string, unknown>,
  subjects: string,
  expected: string[],
) {
  it(`splits ${JSON.stringify(subjects)} into ${expected.join(', ')}`, () => {
    expect((parsed(schema, { ...form, subjects }) as { subjects: string[] }).subjects).toEqual(expected);
  });
}
