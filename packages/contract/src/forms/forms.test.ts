// The browser's form schemas (without Zod, check.ts) say exactly what the server's classic Zod
// schemas say: for every field of every public form, many values (missing, blank, too long by one,
// control characters, wrong formats, wrong types, unicode, the worst cases) are parsed by both, and
// the outcome, the parsed values and every issue (code, path, message) must be equal.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as classic from '../index.js';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import type { FormSchema } from './check.js';
import * as browser from './index.js';

const long = (length: number, character = 'a') => character.repeat(length);
const lengths = [
  LIMITS.name,
  LIMITS.email,
  LIMITS.passwordMin,
  LIMITS.passwordMax,
  LIMITS.city,
  LIMITS.area,
  LIMITS.contactMessage,
  LIMITS.contactSubject,
  LIMITS.subjectItem,
];

/** Values every field is given, one at a time, on top of a valid body. */
const PROBES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'a',
  'A',
  ' Padded Value ',
  ...lengths.flatMap((length) => [long(length), long(length + 1), long(length - 1, 'Z')]),
  long(20_000),
  `${long(70)}@example.com`,
  '9876543210',
  ' 9876543210 ',
  '987654321',
  '98765432101',
  '98765abc10',
  '९८७६५४३२१०',
  'family@example.com',
  'Family@Example.COM',
  'bad@',
  'a@b',
  'a@@b.co',
  'with space@b.co',
  '@b.co',
  'ok\u0000',
  'tab\there',
  'line\nbreak',
  'carriage\rreturn',
  'del\u007f',
  'c1\u0085',
  'Password1',
  'password1',
  'Pass1',
  ' Spaced Pass1 ',
  'GG-ABCD-EF',
  'gg abcd ef',
  'ggabcdef',
  'abcdef',
  'GG-ABCD-E1',
  'GG-ABCD-EFG',
  'Bachelor',
  '1',
  '12',
  '13',
  1,
  12,
  13,
  1.5,
  0,
  true,
  'Morning',
  'Evening',
  'Night',
  'SEE',
  '+2',
  'Master',
  'PHD',
  'admin',
  'adminRolePending',
  '3f2c1c1e-6c1b-4f5e-9a53-0c6f1d9a8b7e',
  'not-a-uuid',
  'Maths, Science ,English',
  ' , , ',
  `Maths, ${long(LIMITS.subjectItem + 1)}`,
  Array.from({ length: LIMITS.subjectsMax + 1 }, (_, index) => `S${index}`).join(','),
  ['Maths'],
  {},
  [],
  // Unicode: letters outside Latin, emoji (two UTF-16 units each), combining marks, invisible and
  // direction characters, non-breaking and other spaces that trim() drops, a lone surrogate.
  'सीता',
  'सीता शर्मा, गणित',
  long(LIMITS.name, 'स'),
  long(LIMITS.name + 1, 'स'),
  '😀'.repeat(LIMITS.name / 5 + 10),
  `${long(LIMITS.name - 1)}😀`,
  'e\u0301\u0301\u0301',
  'zero\u200bwidth',
  '\u202eevil',
  '\ufeffBOM',
  '\u00a0Sita\u00a0',
  '\u2003\u3000',
  '\ud800',
  '९८७६५४३२१०@example.com',
  'ram@exämple.com',
  'Ram@Example.Com\u0000',
  'GG-ABCD-EF\n',
  ' gg-abcd-ef ',
  'ＧＧ-ＡＢＣＤ-ＥＦ',
  'Maths,,\u0007,Science',
  'Maths\tScience',
  `${long(LIMITS.contactMessage - 1)}\n`,
  `${long(LIMITS.contactMessage)}\u0000`,
  `Line one\r\nline two\u0085`,
  long(200_000, '\u0000'),
  long(100_000, ' '),
  Number.NaN,
  Number.POSITIVE_INFINITY,
  -1,
  10,
  12n,
  Symbol.for('x'),
  () => 'function',
  new Date(0),
  { toString: () => 'Maths' },
  Object.create(null),
];

const VALID_PERSON = { firstName: 'Sita', lastName: 'Sharma', mobile: '9876543210' };

const FORMS: {
  name: string;
  classic: z.ZodType;
  browser: FormSchema<unknown, unknown>;
  valid: Record<string, unknown>;
}[] = [
  {
    name: 'StudentRequestFormSchema',
    classic: classic.StudentRequestFormSchema,
    browser: browser.StudentRequestFormSchema,
    valid: {
      ...VALID_PERSON,
      email: '',
      class: '10',
      subjects: 'Maths, Science',
      timing: 'Morning',
      city: 'Kathmandu',
      area: 'Koteshwor',
      tuitionId: '',
    },
  },
  {
    name: 'ContactMessageSchema',
    classic: classic.ContactMessageSchema,
    browser: browser.ContactMessageSchema,
    valid: {
      firstName: 'Sita',
      lastName: 'Sharma',
      email: '',
      mobileNo: '9876543210',
      subject: 'A tutor',
      message: 'Hello\nthere',
    },
  },
  {
    name: 'RequestStatusBodySchema',
    classic: classic.RequestStatusBodySchema,
    browser: browser.RequestStatusBodySchema,
    valid: { requestCode: 'GG-ABCD-EF', mobile: '9876543210' },
  },
  {
    name: 'TeacherRegisterFormSchema',
    classic: classic.TeacherRegisterFormSchema,
    browser: browser.TeacherRegisterFormSchema,
    valid: {
      ...VALID_PERSON,
      email: 'ram@example.com',
      password: 'secret1',
      degree: 'Bachelor',
      level: 'SEE',
      city: 'Kathmandu',
      area: 'Koteshwor',
      subjects: 'Maths',
    },
  },
  {
    name: 'TeacherLoginSchema',
    classic: classic.TeacherLoginSchema,
    browser: browser.TeacherLoginSchema,
    valid: { email: 'ram@example.com', password: 'secret1' },
  },
  {
    name: 'AdminRegisterSchema',
    classic: classic.AdminRegisterSchema,
    browser: browser.AdminRegisterSchema,
    valid: {
      ...VALID_PERSON,
      email: 'admin@example.com',
      password: 'Secret1',
      conformPassword: 'Secret1',
      role: 'admin',
    },
  },
  {
    name: 'AdminLoginSchema',
    classic: classic.AdminLoginSchema,
    browser: browser.AdminLoginSchema,
    valid: { email: 'admin@example.com', password: 'Secret1' },
  },
];

type Outcome =
  | { success: true; data: unknown }
  | { success: false; issues: { code: string; path: PropertyKey[]; message: string }[] };

function serverOutcome(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  return {
    success: false,
    issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })),
  };
}

function browserOutcome(schema: FormSchema<unknown, unknown>, input: unknown): Outcome {
  const result = schema['~standard'].validate(input);
  if (result.issues === undefined) return { success: true, data: result.value };
  return { success: false, issues: result.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

function label(value: unknown): string {
  const shown = ['bigint', 'symbol', 'function'].includes(typeof value) ? String(value) : JSON.stringify(value);
  return String(shown).slice(0, 80);
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Texts of the characters the rules care about: digits, @ and dots, commas, spaces, controls, unicode. */
const PIECES = [
  'a',
  'Z',
  '9',
  '0',
  '@',
  '.',
  ',',
  ' ',
  '-',
  'G',
  '\t',
  '\n',
  '\r',
  '\u0000',
  '\u007f',
  '\u0085',
  'स',
  '९',
  '😀',
  '\u00a0',
  '\u200b',
];
function randomText(random: () => number): string {
  const lengths = [0, 1, 3, 6, 10, 21, 36, 66, 121, 301];
  const length = lengths[Math.floor(random() * lengths.length)] ?? 0;
  let value = '';
  for (let index = 0; index < length; index++) value += PIECES[Math.floor(random() * PIECES.length)];
  return value;
}

function withValue(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = { ...body };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}

// Thousands of parses a form, some of 200 KB values: seconds on a loaded machine.
describe('the browser forms (without Zod) and the server schemas (classic Zod) agree', { timeout: 60_000 }, () => {
  for (const form of FORMS) {
    it(`${form.name}: every field, every probe value`, () => {
      expect(browserOutcome(form.browser, form.valid)).toEqual(serverOutcome(form.classic, form.valid));
      expect(serverOutcome(form.classic, form.valid).success).toBe(true);
      let failures = 0;
      for (const field of [...Object.keys(form.valid), 'unknownField']) {
        for (const probe of PROBES) {
          const input = withValue(form.valid, field, probe);
          const expected = serverOutcome(form.classic, input);
          if (!expected.success) failures++;
          expect(browserOutcome(form.browser, input), `${field} = ${label(probe)}`).toEqual(expected);
        }
      }
      // The probes do reach the messages, not only valid values.
      expect(failures).toBeGreaterThan(50);
    });

    it(`${form.name}: random texts in every field (seeded)`, () => {
      const random = seeded(form.name.length * 7919);
      for (const field of Object.keys(form.valid)) {
        for (let round = 0; round < 300; round++) {
          const input = withValue(form.valid, field, randomText(random));
          expect(browserOutcome(form.browser, input), `${field} = ${JSON.stringify(input[field])}`).toEqual(
            serverOutcome(form.classic, input),
          );
        }
      }
    });

    it(`${form.name}: a whole form blank, empty, of wrong types, or not an object`, () => {
      const blank = Object.fromEntries(Object.keys(form.valid).map((field) => [field, '']));
      const spaces = Object.fromEntries(Object.keys(form.valid).map((field) => [field, '  \t ']));
      const numbers = Object.fromEntries(Object.keys(form.valid).map((field) => [field, 7]));
      const polluted = JSON.parse(
        `{"__proto__": {"firstName": "x"}, "constructor": 1, ${JSON.stringify(form.valid).slice(1)}`,
      );
      const inherited = Object.assign(Object.create({ ...form.valid }), {});
      const bare = Object.assign(Object.create(null), form.valid);
      const inputs = [blank, spaces, numbers, {}, null, undefined, 'text', [], 3, true, polluted, inherited, bare];
      for (const input of [...inputs, new Date(0), new Map(Object.entries(form.valid)), [form.valid]]) {
        expect(browserOutcome(form.browser, input), label(input)).toEqual(serverOutcome(form.classic, input));
      }
    });
  }

  it('AdminRegisterSchema: the confirmation against the password, in every combination', () => {
    const values = [undefined, '', 'Secret1', 'Secret2', 'secret1', ' Secret1', 'Sec1', long(25, 'S')];
    for (const password of values) {
      for (const conformPassword of values) {
        const input = withValue(
          withValue({ ...VALID_PERSON, email: 'a@b.co' }, 'password', password),
          'conformPassword',
          conformPassword,
        );
        expect(browserOutcome(browser.AdminRegisterSchema, input)).toEqual(
          serverOutcome(classic.AdminRegisterSchema, input),
        );
      }
    }
    const mismatch = browserOutcome(browser.AdminRegisterSchema, {
      ...VALID_PERSON,
      email: 'a@b.co',
      password: 'Secret1',
      conformPassword: 'Secret2',
    });
    expect(mismatch.success ? [] : mismatch.issues.map((issue) => issue.message)).toEqual([
      MSG.passwordConfirmMismatch,
    ]);
  });
});
