// Requirements §5: teacher registration (API body and form) and teacher login.
import { describe, expect, it } from 'vitest';
import { DEGREES, TEACHER_LEVELS } from './enums.js';
import { MSG } from './messages.js';
import { TeacherLoginSchema, TeacherRegisterFormSchema, TeacherRegisterSchema } from './teachers.js';
import { type Rule, emailOfLength, itRejects, itSplitsSubjects, parsed, text, withField } from './test-support.js';
import { personRules, placeRules, subjectsRules } from './test-rules.js';
import { buildTeacher } from './testing/builders.js';

const registration = buildTeacher();

const rules: Rule[] = [
  ...personRules,
  ['email empty', { email: '' }, 'email', 'Email is required'],
  ['email not an address', { email: 'sita.example.com' }, 'email', 'Must be a valid email.'],
  ['email of 66', { email: emailOfLength(66) }, 'email', 'Email must be at max 65 characters.'],
  ['[VAL-TREG-4] password missing', { password: undefined }, 'password', MSG.teacherPasswordRequired],
  ['password empty', { password: '' }, 'password', MSG.teacherPasswordRequired],
  ['password of 5', { password: 'abcde' }, 'password', 'Password must be at least 6 characters.'],
  ['password of 21', { password: text(21) }, 'password', 'Password must be at max 20 characters.'],
  ['[VAL-TREG-5] degree missing', { degree: undefined }, 'degree', MSG.degreeRequired],
  ['degree not in the list', { degree: 'Diploma' }, 'degree', MSG.degreeInvalid],
  ['[VAL-TREG-7] level not in the list', { level: 'Primary' }, 'level', MSG.levelInvalid],
  ['[VAL-TREG-8] city empty', { city: '' }, 'city', MSG.cityRequired],
  ...placeRules,
];

describe('[VAL-TREG-1] teacher registration (API body)', () => {
  itRejects(TeacherRegisterSchema, registration, [
    ...rules,
    ...subjectsRules,
    ['a blank subject', { subjects: ['  '] }, 'subjects.0', MSG.subjectsRequired],
  ]);

  it('[VAL-TREG-5] accepts limits reached exactly and every degree and level of section 9', () => {
    const atLimits = withField(registration, {
      firstName: text(35),
      lastName: text(35),
      email: emailOfLength(65),
      password: text(20),
      city: text(60),
      area: text(100),
    });
    expect(parsed(TeacherRegisterSchema, atLimits)).toBeTruthy();
    expect(parsed(TeacherRegisterSchema, withField(registration, { password: 'abcdef' }))).toBeTruthy();
    for (const degree of DEGREES)
      expect(parsed(TeacherRegisterSchema, { ...registration, degree }).degree).toBe(degree);
    for (const level of TEACHER_LEVELS)
      expect(parsed(TeacherRegisterSchema, { ...registration, level }).level).toBe(level);
  });

  it('[VAL-TREG-4] has no uppercase rule on the password', () => {
    expect(parsed(TeacherRegisterSchema, registration).password).toBe('secret123');
  });

  it('[VAL-TREG-3] lowercases the e-mail', () => {
    expect(parsed(TeacherRegisterSchema, { ...registration, email: 'Sita.Sharma@EXAMPLE.com' }).email).toBe(
      'sita.sharma@example.com',
    );
  });

  it('[VAL-TREG-7] [VAL-TREG-8] [LIM-4] defaults level to SEE, city to Kathmandu and area to Koteshwor', () => {
    const value = parsed(
      TeacherRegisterSchema,
      withField(registration, { level: undefined, city: undefined, area: undefined }),
    );
    expect(value).toMatchObject({ level: 'SEE', city: 'Kathmandu', area: 'Koteshwor' });
  });

  it('drops a role or any unknown field', () => {
    const value = parsed(TeacherRegisterSchema, { ...registration, role: 'admin', tokenVersion: 9 });
    expect(value).not.toHaveProperty('role');
    expect(value).not.toHaveProperty('tokenVersion');
  });
});

describe('teacher registration (form, subjects as text)', () => {
  const form = { ...registration, subjects: 'Mathematics, Physics' };

  itRejects(TeacherRegisterFormSchema, form, [
    ...rules,
    ['subjects empty', { subjects: '' }, 'subjects', MSG.subjectsRequired],
    ['subjects only commas and spaces', { subjects: ' , ,' }, 'subjects', MSG.subjectsRequired],
  ]);

  itSplitsSubjects(TeacherRegisterFormSchema, form, ' Maths,Science ,  English ,', ['Maths', 'Science', 'English']);
});

describe('teacher login', () => {
  const login = { email: 'sita@example.com', password: 'secret123' };
  const loginRules: Rule[] = [
    ['[VAL-TLOG-1] email missing', { email: undefined }, 'email', 'Email is Required'],
    ['email empty', { email: '' }, 'email', 'Email is Required'],
    ['email not an address', { email: 'sita' }, 'email', 'Must be a valid email'],
    ['password missing', { password: undefined }, 'password', 'Password is required'],
    ['password empty', { password: '' }, 'password', 'Password is required'],
  ];

  itRejects(TeacherLoginSchema, login, loginRules);

  it('[VAL-TLOG-1] [VAL-TLOG-2] has no length rule on the password and lowercases the e-mail', () => {
    expect(parsed(TeacherLoginSchema, { email: 'SITA@example.com', password: 'x' })).toEqual({
      email: 'sita@example.com',
      password: 'x',
    });
  });
});
