// The browser's zod/mini form schemas say exactly what the server's classic schemas say: for every
// field of every public form, many values (missing, blank, too long by one, control characters,
// wrong formats, wrong types, the worst cases) are parsed by both, and the outcome, the parsed
// values and every issue (code, path, message) must be equal.
import { describe, expect, it } from 'vitest';
import { type $ZodType, safeParse } from 'zod/v4/core';
import * as classic from '../index.js';
import { LIMITS } from '../limits.js';
import { MSG } from '../messages.js';
import * as mini from './index.js';

type Parser = $ZodType;

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
];

const VALID_PERSON = { firstName: 'Sita', lastName: 'Sharma', mobile: '9876543210' };

const FORMS: { name: string; classic: Parser; mini: Parser; valid: Record<string, unknown>; extra?: string[] }[] = [
  {
    name: 'StudentRequestFormSchema',
    classic: classic.StudentRequestFormSchema,
    mini: mini.StudentRequestFormSchema,
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
    mini: mini.ContactMessageSchema,
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
    mini: mini.RequestStatusBodySchema,
    valid: { requestCode: 'GG-ABCD-EF', mobile: '9876543210' },
  },
  {
    name: 'TeacherRegisterFormSchema',
    classic: classic.TeacherRegisterFormSchema,
    mini: mini.TeacherRegisterFormSchema,
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
    mini: mini.TeacherLoginSchema,
    valid: { email: 'ram@example.com', password: 'secret1' },
  },
  {
    name: 'AdminRegisterSchema',
    classic: classic.AdminRegisterSchema,
    mini: mini.AdminRegisterSchema,
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
    mini: mini.AdminLoginSchema,
    valid: { email: 'admin@example.com', password: 'Secret1' },
  },
];

function outcome(parser: Parser, input: unknown) {
  const result = safeParse(parser, input);
  if (result.success) return { success: true, data: result.data };
  return { success: false, issues: result.error.issues };
}

function withValue(body: Record<string, unknown>, field: string, value: unknown) {
  const copy = { ...body };
  if (value === undefined) delete copy[field];
  else copy[field] = value;
  return copy;
}

describe('the browser forms (zod/mini) and the server schemas (classic Zod) agree', () => {
  for (const form of FORMS) {
    it(`${form.name}: every field, every probe value`, () => {
      expect(outcome(form.mini, form.valid)).toEqual(outcome(form.classic, form.valid));
      expect(outcome(form.classic, form.valid).success).toBe(true);
      let failures = 0;
      for (const field of [...Object.keys(form.valid), 'unknownField']) {
        for (const probe of PROBES) {
          const input = withValue(form.valid, field, probe);
          const expected = outcome(form.classic, input);
          if (!expected.success) failures++;
          expect(outcome(form.mini, input), `${field} = ${JSON.stringify(probe)?.slice(0, 60)}`).toEqual(expected);
        }
      }
      // The probes do reach the messages, not only valid values.
      expect(failures).toBeGreaterThan(50);
    });

    it(`${form.name}: a whole form blank, empty, of wrong types, or not an object`, () => {
      const blank = Object.fromEntries(Object.keys(form.valid).map((field) => [field, '']));
      const spaces = Object.fromEntries(Object.keys(form.valid).map((field) => [field, '  \t ']));
      const numbers = Object.fromEntries(Object.keys(form.valid).map((field) => [field, 7]));
      for (const input of [blank, spaces, numbers, {}, null, undefined, 'text', [], 3]) {
        expect(outcome(form.mini, input), JSON.stringify(input)).toEqual(outcome(form.classic, input));
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
        expect(outcome(mini.AdminRegisterSchema, input)).toEqual(outcome(classic.AdminRegisterSchema, input));
      }
    }
    const mismatch = outcome(mini.AdminRegisterSchema, {
      ...VALID_PERSON,
      email: 'a@b.co',
      password: 'Secret1',
      conformPassword: 'Secret2',
    });
    expect(mismatch.issues?.map((issue) => issue.message)).toEqual([MSG.passwordConfirmMismatch]);
  });
});
