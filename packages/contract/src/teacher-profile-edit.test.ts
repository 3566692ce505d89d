// Issue 14: a teacher's profile edit follows the registration's rules and messages, never touches
// e-mail or password, and fills in no defaults.
import { describe, expect, it } from 'vitest';
import { MSG } from './messages.js';
import { TeacherProfileEditFormSchema, TeacherProfileEditSchema } from './teachers.js';
import { type Rule, itRejects, itSplitsSubjects, parsed } from './test-support.js';
import { personRules, placeRules, subjectsRules } from './test-rules.js';

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
  ...personRules,
  ['degree not in the list', { degree: 'Diploma' }, 'degree', MSG.degreeInvalid],
  ['level missing (no default on an edit)', { level: undefined }, 'level', MSG.levelRequired],
  ['level not in the list', { level: 'Primary' }, 'level', MSG.levelInvalid],
  ['city missing (no default on an edit)', { city: undefined }, 'city', MSG.cityRequired],
  ...placeRules,
];

describe('teacher profile edit (API body)', () => {
  itRejects(TeacherProfileEditSchema, edit, [
    ...rules,
    ...subjectsRules,
    ['21 subjects', { subjects: Array.from({ length: 21 }, (_, i) => `S${i}`) }, 'subjects', MSG.subjectsMax],
  ]);

  it('accepts a whole profile and drops e-mail and password sent along', () => {
    const value = parsed(TeacherProfileEditSchema, { ...edit, email: 'x@example.com', password: 'Secret1' });
    expect(value).toEqual(edit);
  });
});

describe('teacher profile edit (form)', () => {
  itRejects(TeacherProfileEditFormSchema, { ...edit, subjects: 'Maths, Physics' }, [
    ...rules,
    ['subjects blank', { subjects: ' , ' }, 'subjects', MSG.subjectsRequired],
  ]);

  itSplitsSubjects(TeacherProfileEditFormSchema, edit, ' Maths ,Physics, ', ['Maths', 'Physics']);
});
