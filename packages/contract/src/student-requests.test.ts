// Requirements §5: the student tuition request (API body and Find a Tutor form).
import { describe, expect, it } from 'vitest';
import { StatusSchema, StatusUpdateBodySchema } from './common.js';
import { CLASSES } from './enums.js';
import { MSG } from './messages.js';
import { StudentRequestFormSchema, StudentRequestSchema } from './student-requests.js';
import {
  type Rule,
  emailOfLength,
  firstIssue,
  itRejects,
  itSplitsSubjects,
  parsed,
  text,
  withField,
} from './test-support.js';
import { personRules, placeRules, subjectsRules } from './test-rules.js';
import { buildStudentRequest } from './testing/builders.js';

const request = buildStudentRequest();

const rules: Rule[] = [
  ...personRules,
  ['last name empty', { lastName: '' }, 'lastName', 'Last name is required.'],
  ['[VAL-REQ-2] mobile of 11 digits', { mobile: '98123456789' }, 'mobile', 'Mobile number must be exactly 10 digits'],
  ['[VAL-REQ-3] email not an address', { email: 'parent@' }, 'email', 'Must be a valid email.'],
  ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
  ['[VAL-REQ-4] class missing', { class: undefined }, 'class', MSG.classRequired],
  ['class 13', { class: '13' }, 'class', MSG.classInvalid],
  ['class 0 as a number', { class: 0 }, 'class', MSG.classInvalid],
  ['class as a fraction', { class: 7.5 }, 'class', MSG.classInvalid],
  ['class Master', { class: 'Master' }, 'class', MSG.classInvalid],
  ['[VAL-REQ-6] timing not in the list', { timing: 'Night' }, 'timing', MSG.timingInvalid],
  ['[VAL-REQ-7] city empty', { city: '' }, 'city', MSG.cityRequired],
  ['city missing', { city: undefined }, 'city', MSG.cityRequired],
  ...placeRules,
];

describe('student tuition request (API body)', () => {
  itRejects(StudentRequestSchema, request, [...rules, ...subjectsRules]);

  it('[VAL-REQ-3] accepts a missing, blank or null e-mail as "not given" and lowercases a given one', () => {
    expect(parsed(StudentRequestSchema, withField(request, { email: undefined })).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: '  ' }).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: null }).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: 'Parent@Example.com' }).email).toBe('parent@example.com');
    expect(parsed(StudentRequestSchema, { ...request, email: emailOfLength(65) }).email).toHaveLength(65);
  });

  it('[VAL-REQ-4] accepts every class of section 9, and a number 1–12 as its string', () => {
    for (const value of CLASSES) expect(parsed(StudentRequestSchema, { ...request, class: value }).class).toBe(value);
    expect(parsed(StudentRequestSchema, { ...request, class: 7 }).class).toBe('7');
    expect(parsed(StudentRequestSchema, { ...request, class: 12 }).class).toBe('12');
    expect(firstIssue(StudentRequestSchema, { ...request, class: 13 })?.message).toBe(MSG.classInvalid);
  });

  it('[VAL-REQ-6] [LIM-4] defaults the timing to Morning and accepts Morning, Day and Evening', () => {
    expect(parsed(StudentRequestSchema, withField(request, { timing: undefined })).timing).toBe('Morning');
    for (const timing of ['Morning', 'Day', 'Evening']) {
      expect(parsed(StudentRequestSchema, { ...request, timing }).timing).toBe(timing);
    }
  });

  it('accepts names, city and area at their limits', () => {
    expect(
      parsed(StudentRequestSchema, {
        ...request,
        firstName: text(35),
        lastName: text(35),
        city: text(60),
        area: text(100),
      }),
    ).toBeTruthy();
  });

  it('[VAL-REQ-8] does not let a visitor choose the status: it is dropped, every request starts Pending', () => {
    expect(parsed(StudentRequestSchema, { ...request, status: 'Completed' })).not.toHaveProperty('status');
  });
});

describe('student tuition request (form, subjects as text)', () => {
  const form = { ...request, subjects: 'Science, Mathematics' };

  itRejects(StudentRequestFormSchema, form, [
    ...rules,
    ['subjects empty', { subjects: '' }, 'subjects', MSG.subjectsRequired],
  ]);

  itSplitsSubjects(StudentRequestFormSchema, form, 'Science ,Maths,, Nepali ', ['Science', 'Maths', 'Nepali']);
});

describe('request and post status', () => {
  it('[BEH-7] [VAL-REQ-8] is Pending or Completed', () => {
    expect(StatusSchema.parse('Pending')).toBe('Pending');
    expect(StatusSchema.parse('Completed')).toBe('Completed');
    expect(firstIssue(StatusSchema, 'Done')?.message).toBe(MSG.statusInvalid);
  });

  it('[DEC-2] updates with no body or with an allowed status (requirements DEC-2)', () => {
    expect(StatusUpdateBodySchema.parse(undefined)).toEqual({});
    expect(StatusUpdateBodySchema.parse({ status: 'Pending' })).toEqual({ status: 'Pending' });
    expect(firstIssue(StatusUpdateBodySchema, { status: 'Contacted' })?.message).toBe(MSG.statusInvalid);
  });
});
