// Spec section 5: the student tuition request (API body and Find a Tutor form).
import { describe, expect, it } from 'vitest';
import { StatusSchema, StatusUpdateBodySchema } from './common.js';
import { CLASSES } from './enums.js';
import { MSG } from './messages.js';
import { StudentRequestFormSchema, StudentRequestSchema } from './student-requests.js';
import { type Rule, emailOfLength, firstIssue, parsed, text, withField } from './test-support.js';
import { buildStudentRequest } from './testing/builders.js';

const request = buildStudentRequest();

const rules: Rule[] = [
  ['first name empty', { firstName: '' }, 'firstName', 'First Name is required'],
  ['first name of 36', { firstName: text(36) }, 'firstName', 'First name must be at max 35 characters.'],
  ['last name empty', { lastName: '' }, 'lastName', 'Last name is required.'],
  ['last name of 36', { lastName: text(36) }, 'lastName', MSG.lastNameMax],
  ['mobile missing', { mobile: undefined }, 'mobile', MSG.mobileRequired],
  ['mobile of 11 digits', { mobile: '98123456789' }, 'mobile', 'Mobile number must be exactly 10 digits'],
  ['email not an address', { email: 'parent@' }, 'email', 'Must be a valid email.'],
  ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
  ['class missing', { class: undefined }, 'class', MSG.classRequired],
  ['class 13', { class: '13' }, 'class', MSG.classInvalid],
  ['class 0 as a number', { class: 0 }, 'class', MSG.classInvalid],
  ['class as a fraction', { class: 7.5 }, 'class', MSG.classInvalid],
  ['class Master', { class: 'Master' }, 'class', MSG.classInvalid],
  ['timing not in the list', { timing: 'Night' }, 'timing', MSG.timingInvalid],
  ['city empty', { city: '' }, 'city', MSG.cityRequired],
  ['city missing', { city: undefined }, 'city', MSG.cityRequired],
  ['city of 61', { city: text(61) }, 'city', MSG.cityMax],
  ['area empty', { area: '' }, 'area', MSG.areaRequired],
  ['area of 101', { area: text(101) }, 'area', MSG.areaMax],
];

describe('student tuition request (API body)', () => {
  it.each<Rule>([
    ...rules,
    ['subjects missing', { subjects: undefined }, 'subjects', MSG.subjectsRequired],
    ['subjects empty', { subjects: [] }, 'subjects', MSG.subjectsRequired],
  ])('%s', (_description, patch, field, message) => {
    expect(firstIssue(StudentRequestSchema, withField(request, patch))).toEqual({ field, message });
  });

  it('accepts a missing, blank or null e-mail as "not given" and lowercases a given one', () => {
    expect(parsed(StudentRequestSchema, withField(request, { email: undefined })).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: '  ' }).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: null }).email).toBeUndefined();
    expect(parsed(StudentRequestSchema, { ...request, email: 'Parent@Example.com' }).email).toBe('parent@example.com');
    expect(parsed(StudentRequestSchema, { ...request, email: emailOfLength(65) }).email).toHaveLength(65);
  });

  it('accepts every class of section 9, and a number 1–12 as its string', () => {
    for (const value of CLASSES) expect(parsed(StudentRequestSchema, { ...request, class: value }).class).toBe(value);
    expect(parsed(StudentRequestSchema, { ...request, class: 7 }).class).toBe('7');
    expect(parsed(StudentRequestSchema, { ...request, class: 12 }).class).toBe('12');
    expect(firstIssue(StudentRequestSchema, { ...request, class: 13 })?.message).toBe(MSG.classInvalid);
  });

  it('defaults the timing to Morning and accepts Morning, Day and Evening', () => {
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

  it('does not let a visitor choose the status: it is dropped, every request starts Pending', () => {
    expect(parsed(StudentRequestSchema, { ...request, status: 'Completed' })).not.toHaveProperty('status');
  });
});

describe('student tuition request (form, subjects as text)', () => {
  const form = { ...request, subjects: 'Science, Mathematics' };

  it.each<Rule>([...rules, ['subjects empty', { subjects: '' }, 'subjects', MSG.subjectsRequired]])(
    '%s',
    (_description, patch, field, message) => {
      expect(firstIssue(StudentRequestFormSchema, withField(form, patch))).toEqual({ field, message });
    },
  );

  it('splits comma-separated subjects and trims each item', () => {
    expect(parsed(StudentRequestFormSchema, { ...form, subjects: 'Science ,Maths,, Nepali ' }).subjects).toEqual([
      'Science',
      'Maths',
      'Nepali',
    ]);
  });
});

describe('request and post status', () => {
  it('is Pending or Completed', () => {
    expect(StatusSchema.parse('Pending')).toBe('Pending');
    expect(StatusSchema.parse('Completed')).toBe('Completed');
    expect(firstIssue(StatusSchema, 'Done')?.message).toBe(MSG.statusInvalid);
  });

  it('updates with no body or with an allowed status (DESIGN.md decision 2)', () => {
    expect(StatusUpdateBodySchema.parse(undefined)).toEqual({});
    expect(StatusUpdateBodySchema.parse({ status: 'Pending' })).toEqual({ status: 'Pending' });
    expect(firstIssue(StatusUpdateBodySchema, { status: 'Contacted' })?.message).toBe(MSG.statusInvalid);
  });
});
