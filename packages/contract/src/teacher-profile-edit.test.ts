// Issue 14: a teacher's profile edit follows the registration's rules and messages, never touches
// e-mail or password, and fills in no defaults.
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { TeacherProfileEditFormSchema, TeacherProfileEditSchema } from './teachers.js';
import { type Rule, firstIssue, parsed, text, withField } from './test-support.js';

const edit = {
  firstName: 'Sita',
  lastName: 'Sharma',
  mobile: '9841234567',
  degree: 'Master',
  level: '+2',
  city: 'Lalitpur',
  area: 'Jawalakhel',
  subjects: ['Maths', 'Physics'],
};

const rules: Rule[] = [
  ['first name empty', { firstName: '' }, 'firstName', MSG.firstNameRequired],
  ['first name of 36', { firstName: text(36) }, 'firstName', MSG.firstNameMax],
  ['last name missing', { lastName: undefined }, 'lastName', MSG.lastNameRequired],
  ['mobile of 9 digits', { mobile: '984123456' }, 'mobile', MSG.mobileExact],
  ['mobile empty', { mobile: '' }, 'mobile', MSG.mobileRequired],
  ['degree not in the list', { degree: 'Diploma' }, 'degree', MSG.degreeInvalid],
  ['level missing (no default on an edit)', { level: undefined }, 'level', MSG.levelRequired],
  ['level not in the list', { level: 'Primary' }, 'level', MSG.levelInvalid],
  ['city missing (no default on an edit)', { city: undefined }, 'city', MSG.cityRequired],
  ['city of 61', { city: text(61) }, 'city', MSG.cityMax],
  ['area blank', { area: ' ' }, 'area', MSG.areaRequired],
  ['area of 101', { area: text(101) }, 'area', MSG.areaMax],
];

describe('teacher profile edit (API body)', () => {
  it.each<Rule>([
    ...rules,
    ['subjects empty', { subjects: [] }, 'subjects', MSG.subjectsRequired],
    ['21 subjects', { subjects: Array.from({ length: 21 }, (_, i) => `S${i}`) }, 'subjects', MSG.subjectsMax],
  ])('%s', (_name, patch, field, message) => {
    expect(firstIssue(TeacherProfileEditSchema, withField(edit, patch))).toEqual({ field, message });
  });

  it('accepts a whole profile and drops e-mail and password sent along', () => {
    const value = parsed(TeacherProfileEditSchema, { ...edit, email: 'x@example.com', password: 'Secret1' });
    expect(value).toEqual(edit);
  });
});

describe('teacher profile edit (form)', () => {
  it.each<Rule>([...rules, ['subjects blank', { subjects: ' , ' }, 'subjects', MSG.subjectsRequired]])(
    '%s',
    (_name, patch, field, message) => {
      const form = { ...edit, subjects: 'Maths, Physics' };
      expect(firstIssue(TeacherProfileEditFormSchema, withField(form, patch))?.message).toBe(message);
      expect(firstIssue(TeacherProfileEditFormSchema, withField(form, patch))?.field).toBe(field);
    },
  );

  it('splits comma-separated subjects into the API array', () => {
    expect(parsed(TeacherProfileEditFormSchema, { ...edit, subjects: ' Maths ,Physics, ' }).subjects).toEqual([
      'Maths',
      'Physics',
    ]);
  });
});
