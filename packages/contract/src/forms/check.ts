// The browser's form validation, without Zod (issue 12, docs/decisions/018): a handful of builders
// that check a value the way the server's classic Zod schemas do, from the same rules (text-rules.ts,
// field-rules.ts) and messages, in a fraction of the bytes (Zod's core alone is ~15 KB gzipped, even
// as zod/mini). Each builder names the Zod construct it stands for; forms.test.ts parses many values,
// hostile ones included, with both and requires the same outcome, parsed values and issues (code,
// path, message). A schema is a Standard Schema (`~standard`), as Zod's are, so the web app's form
// hook takes either.
import { brokenContentRule, type TextRules } from '../text-rules.js';

export interface FormIssue {
  /** Zod's issue code for the same failure (invalid_type, too_small, too_big, invalid_value, …). */
  readonly code: string;
  readonly path: PropertyKey[];
  readonly message: string;
}

export type FormResult<TOutput> =
  | { readonly value: TOutput; readonly issues?: undefined }
  | { readonly issues: readonly FormIssue[] };

/** Standard Schema v1, as Zod's schemas implement it: what a form hook needs of a schema. */
export interface FormSchema<TInput, TOutput> {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => FormResult<TOutput>;
    readonly types?: { readonly input: TInput; readonly output: TOutput } | undefined;
  };
}

/** What a check makes of a value: the value as parsed so far, and the issues, with paths below it. */
interface Parsed {
  value: unknown;
  issues: FormIssue[];
}
export type Check = (input: unknown) => Parsed;

const issue = (code: string, message: string, path: PropertyKey[] = []): FormIssue => ({ code, path, message });

/** Zod's English default for a wrong type (its `en` locale), for fields without a message of their own. */
function wrongType(expected: string, input: unknown): string {
  return `Invalid input: expected ${expected}, received ${typeName(input)}`;
}

/** The type Zod names in that message. */
function typeName(input: unknown): string {
  if (typeof input === 'number') return Number.isFinite(input) ? 'number' : String(input);
  if (typeof input !== 'object') return typeof input;
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  const named = Object.getPrototypeOf(input) !== Object.prototype && 'constructor' in input && input.constructor;
  return named ? (input.constructor as { name: string }).name : 'object';
}

/** A string's length in code points, as Zod counts it (a surrogate pair is one); otherwise `.length`. */
function lengthOf(value: unknown): number | undefined {
  if (typeof value !== 'string') return (value as { length?: number } | null | undefined)?.length;
  let length = value.length;
  for (let index = 0; index < value.length - 1; index++) {
    if ((value.charCodeAt(index) & 0xfc00) === 0xd800 && (value.charCodeAt(index + 1) & 0xfc00) === 0xdc00) {
      length--;
      index++;
    }
  }
  return length;
}

/**
 * Zod's length checks (`min`, `max`) run on anything with a length, even after a wrong type (an
 * array given for a text), and report each limit broken.
 */
function checkLengths(value: unknown, issues: FormIssue[], min: [number, string][], max?: [number, string]) {
  const length = lengthOf(value);
  if (length === undefined) return;
  for (const [limit, message] of min) if (!(length >= limit)) issues.push(issue('too_small', message));
  if (max && !(length <= max[0])) issues.push(issue('too_big', max[1]));
}

/** text() of text.ts: type, trim, lower case, lengths, then characters and format on a clean value. */
export function text(rules: TextRules = {}): Check {
  return (input) => {
    const issues: FormIssue[] = [];
    let value = input;
    if (typeof value === 'string') {
      if (rules.trim !== false) value = value.trim();
      if (rules.lowercase) value = (value as string).toLowerCase();
    } else {
      issues.push(issue('invalid_type', rules.required ?? wrongType('string', input)));
    }
    const min: [number, string][] = [];
    if (rules.required) min.push([1, rules.required]);
    if (rules.min) min.push([rules.min.length, rules.min.message]);
    checkLengths(value, issues, min, rules.max && [rules.max.length, rules.max.message]);
    if (issues.length === 0) {
      const message = brokenContentRule(value as string, rules);
      if (message) issues.push(issue('custom', message));
    }
    return { value, issues };
  };
}

/** enumField() of fields.ts: one of `values`; missing or blank is "required", anything else "invalid". */
export function oneOf(values: readonly string[], messages: { required: string; invalid: string }): Check {
  return (input) => ({
    value: input,
    issues: values.includes(input as string)
      ? []
      : [issue('invalid_value', input === undefined || input === '' ? messages.required : messages.invalid)],
  });
}

/** `.optional()`: nothing given is valid. */
export const optional =
  (check: Check): Check =>
  (input) =>
    input === undefined ? { value: undefined, issues: [] } : check(input);

/** `.default(value)`: nothing given is the default, unchecked. */
export const withDefault =
  (check: Check, value: unknown): Check =>
  (input) =>
    input === undefined ? { value, issues: [] } : check(input);

/** `z.preprocess(fn, schema)` and `.transform(fn)` before a schema. */
export const mapThen =
  (fn: (value: unknown) => unknown, check: Check): Check =>
  (input) =>
    check(fn(input));

/** `.pipe(schema)`: the second check sees the first one's output, only when it had no issue. */
export const pipe =
  (first: Check, second: Check): Check =>
  (input) => {
    const parsed = first(input);
    return parsed.issues.length > 0 ? parsed : second(parsed.value);
  };

/** A string matching `pattern` (`z.uuid()`, `z.string().regex()`); `message` covers a wrong type too. */
export function matches(pattern: RegExp, message: string, wrongTypeMessage?: string): Check {
  return (input) => ({
    value: input,
    issues:
      typeof input !== 'string'
        ? [issue('invalid_type', wrongTypeMessage ?? message)]
        : pattern.test(input)
          ? []
          : [issue('invalid_format', message)],
  });
}

/** `z.array(item, { error }).min(1, required).max(max, tooMany)`. */
export function list(item: Check, messages: { required: string; max: [number, string] }): Check {
  return (input) => {
    if (!Array.isArray(input)) {
      const issues = [issue('invalid_type', messages.required)];
      checkLengths(input, issues, [[1, messages.required]], messages.max);
      return { value: input, issues };
    }
    const issues: FormIssue[] = [];
    const value = input.map((element, index) => {
      const parsed = item(element);
      for (const found of parsed.issues) issues.push({ ...found, path: [index, ...found.path] });
      return parsed.value;
    });
    checkLengths(value, issues, [[1, messages.required]], messages.max);
    return { value, issues };
  };
}

/** `z.object(shape)`: each field in order, unknown keys dropped. */
export function object(shape: Record<string, Check>): Check {
  return (input) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      return { value: input, issues: [issue('invalid_type', wrongType('object', input))] };
    }
    const given = input as Record<string, unknown>;
    const value: Record<string, unknown> = {};
    const issues: FormIssue[] = [];
    for (const [key, check] of Object.entries(shape)) {
      const parsed = check(given[key]);
      for (const found of parsed.issues) issues.push({ ...found, path: [key, ...found.path] });
      if (parsed.value !== undefined || key in given) value[key] = parsed.value;
    }
    return { value, issues };
  };
}

/**
 * withMatchingFields() of refinements.ts: `confirm` must equal `original`, checked as soon as both
 * are texts, even while other fields are invalid.
 */
export function matchingFields(check: Check, fields: { original: string; confirm: string }, message: string): Check {
  return (input) => {
    const parsed = check(input);
    const value = parsed.value as Record<string, unknown> | null | undefined;
    const original = value?.[fields.original];
    const confirm = value?.[fields.confirm];
    if (typeof original === 'string' && typeof confirm === 'string' && original !== confirm) {
      parsed.issues.push(issue('custom', message, [fields.confirm]));
    }
    return parsed;
  };
}

/** A form's schema: the check as a Standard Schema, typed as the server's classic schema of the same form. */
export function formSchema<TInput, TOutput>(check: Check): FormSchema<TInput, TOutput> {
  return {
    '~standard': {
      version: 1,
      vendor: 'gharguru',
      validate: (input) => {
        const { value, issues } = check(input);
        return issues.length > 0 ? { issues } : { value: value as TOutput };
      },
    },
  };
}
