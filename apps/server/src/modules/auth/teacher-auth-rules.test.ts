// Every section-5 rule of teacher registration and teacher sign-in, sent to the API: each broken
// field answers 400 with the exact message of requirements §5, and the limits, defaults and lowercasing hold
// for what is stored. (The contract tests check the same schemas without HTTP; this proves the
// routes really use them.)
import { MSG, say } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTeacher } from '@gharguru/contract/testing';
import { teachers } from '../../db/schema.js';
import { signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import { generousPublicFormLimit, itRejects, withChange } from '../../../test/validation-cases.js';

const t = testAppForFile(generousPublicFormLimit());

const long = (n: number) => 'a'.repeat(n);
/** An address of exactly `length` characters. */
const emailOfLength = (length: number) => `${long(length - '@example.com'.length)}@example.com`;

const register = (body: Record<string, unknown>) => t.api({ method: 'POST', path: '/teacher/register', body });

async function profileOf(email: string, password: string) {
  const login = await t.post('/teacher/login', { email, password });
  expect(login.statusCode, login.body).toBe(200);
  const profile = await t.api({ method: 'GET', path: '/teacher/profile', token: login.json().accessToken });
  expect(profile.statusCode, profile.body).toBe(200);
  return profile.json().profileData;
}

describe('[VAL-TREG-1] [API-3] POST /teacher/register: section 5 rules', () => {
  itRejects(t, 'POST /teacher/register', buildTeacher, [
    { rule: 'a missing first name', change: { firstName: undefined }, message: 'First Name is required' },
    { rule: 'a blank first name', change: { firstName: '  ' }, message: 'First Name is required' },
    {
      rule: 'a first name over 35',
      change: { firstName: long(36) },
      message: 'First name must be at max 35 characters.',
    },
    { rule: 'a missing last name', change: { lastName: undefined }, message: 'Last name is required.' },
    { rule: 'an empty last name', change: { lastName: '' }, message: 'Last name is required.' },
    {
      rule: 'a last name over 35',
      change: { lastName: long(36) },
      message: 'Last name must be at max 35 characters.',
    },
    { rule: '[VAL-TREG-2] a missing mobile', change: { mobile: undefined }, message: 'Mobile number is required' },
    { rule: 'an empty mobile', change: { mobile: '' }, message: 'Mobile number is required' },
    { rule: 'a 9-digit mobile', change: { mobile: '984123456' }, message: 'Mobile number must be exactly 10 digits' },
    {
      rule: 'an 11-digit mobile',
      change: { mobile: '98412345678' },
      message: 'Mobile number must be exactly 10 digits',
    },
    {
      rule: 'a mobile with a country code',
      change: { mobile: '+977984123' },
      message: 'Mobile number must be exactly 10 digits',
    },
    { rule: 'a missing e-mail', change: { email: undefined }, message: 'Email is required' },
    { rule: 'an empty e-mail', change: { email: '' }, message: 'Email is required' },
    { rule: 'an invalid e-mail', change: { email: 'sita.example.com' }, message: 'Must be a valid email.' },
    {
      rule: 'an e-mail over 65',
      change: { email: emailOfLength(66) },
      message: 'Email must be at max 65 characters.',
    },
    { rule: 'a missing password', change: { password: undefined }, message: 'Password is required' },
    { rule: 'an empty password', change: { password: '' }, message: 'Password is required' },
    {
      rule: 'a 5-character password',
      change: { password: 'abcde' },
      message: 'Password must be at least 6 characters.',
    },
    {
      rule: 'a 21-character password',
      change: { password: long(21) },
      message: 'Password must be at max 20 characters.',
    },
    { rule: 'a missing degree', change: { degree: undefined }, message: MSG.degreeRequired },
    { rule: 'a degree outside the list', change: { degree: 'Diploma' }, message: MSG.degreeInvalid },
    { rule: 'a degree in the wrong case', change: { degree: 'phd' }, message: MSG.degreeInvalid },
    { rule: '[VAL-TREG-6] missing subjects', change: { subjects: undefined }, message: 'Subjects are required' },
    { rule: 'an empty subjects array', change: { subjects: [] }, message: 'Subjects are required' },
    {
      rule: 'subjects as text, not an array',
      change: { subjects: 'Maths, Physics' },
      message: 'Subjects are required',
    },
    { rule: 'a blank subject', change: { subjects: ['  '] }, message: 'Subjects are required' },
    { rule: 'an empty level', change: { level: '' }, message: MSG.levelRequired },
    { rule: 'a level outside the list', change: { level: 'Primary' }, message: MSG.levelInvalid },
    { rule: 'an empty city', change: { city: '' }, message: 'City is required' },
    { rule: 'a city over 60', change: { city: long(61) }, message: 'City must be at max 60 characters.' },
    { rule: 'a blank area', change: { area: ' ' }, message: 'Area is required' },
    { rule: 'an area over 100', change: { area: long(101) }, message: 'Area must be at max 100 characters.' },
  ]);

  it('stores nothing for a rejected registration', async () => {
    const input = buildTeacher({ password: 'abcde' });
    expect((await register(input)).statusCode).toBe(400);
    const rows = await t.database.db
      .select()
      .from(teachers)
      .where(eq(teachers.email, input.email as string));
    expect(rows).toEqual([]);
  });

  it('[VAL-TREG-3] [VAL-TREG-4] [VAL-TREG-8] accepts every limit reached exactly: names 35, e-mail 65, password 20, city 60, area 100', async () => {
    const input = buildTeacher({
      firstName: long(35),
      lastName: long(35),
      email: emailOfLength(65),
      password: long(20),
      city: long(60),
      area: long(100),
    });
    const response = await register(input);
    expect(response.statusCode, response.body).toBe(201);
    const profile = await profileOf(input.email as string, input.password as string);
    expect(profile).toMatchObject({ firstName: long(35), email: emailOfLength(65), city: long(60), area: long(100) });
  });

  it('[VAL-TREG-4] accepts a 6-character password, with no uppercase rule', async () => {
    const input = buildTeacher({ password: 'abcdef' });
    expect((await register(input)).statusCode).toBe(201);
    await profileOf(input.email as string, 'abcdef');
  });

  it('[VAL-TREG-5] accepts every degree and level of section 9', async () => {
    const pairs = [
      ['+2', 'SEE'],
      ['Bachelor', '+2'],
      ['Master', 'Bachelor'],
      ['PHD', 'SEE'],
    ] as const;
    for (const [degree, level] of pairs) {
      const input = buildTeacher({ degree, level });
      const response = await register(input);
      expect(response.statusCode, `${degree}/${level}: ${response.body}`).toBe(201);
      expect(await profileOf(input.email as string, input.password as string)).toMatchObject({ degree, level });
    }
  });

  it('[VAL-TREG-3] [VAL-TREG-7] [VAL-TREG-8] defaults level to SEE, city to Kathmandu and area to Koteshwor, and stores the e-mail lowercased', async () => {
    const email = `Bimala.Gurung.${Date.now()}@Example.COM`;
    const input = withChange(buildTeacher({ email }), { level: undefined, city: undefined, area: undefined });
    const response = await register(input);
    expect(response.statusCode, response.body).toBe(201);
    const profile = await profileOf(email.toLowerCase(), input.password as string);
    expect(profile).toMatchObject({ level: 'SEE', city: 'Kathmandu', area: 'Koteshwor', email: email.toLowerCase() });
    const [row] = await t.database.db
      .select({ email: teachers.email })
      .from(teachers)
      .where(eq(teachers.email, email.toLowerCase()));
    expect(row?.email).toBe(email.toLowerCase());
  });

  it('[VAL-TREG-6] stores the subjects array as sent, trimmed', async () => {
    const input = buildTeacher({ subjects: [' Physics', 'Maths '] });
    expect((await register(input)).statusCode).toBe(201);
    expect((await profileOf(input.email as string, input.password as string)).subjects).toEqual(['Physics', 'Maths']);
  });
});

describe('[VAL-TLOG-1] POST /teacher/login: section 5 rules', () => {
  itRejects(t, 'POST /teacher/login', () => ({ email: 'sita@example.com', password: 'secret123' }), [
    { rule: 'a missing e-mail', change: { email: undefined }, message: 'Email is Required' },
    { rule: 'an empty e-mail', change: { email: '' }, message: 'Email is Required' },
    { rule: 'an invalid e-mail', change: { email: 'sita' }, message: 'Must be a valid email' },
    { rule: 'a missing password', change: { password: undefined }, message: 'Password is required' },
    { rule: 'an empty password', change: { password: '' }, message: 'Password is required' },
  ]);

  it('[VAL-TLOG-1] [VAL-TLOG-2] has no length rule on the password: a short wrong one is a 401, not a 400', async () => {
    const teacher = await signUpTeacher(t);
    const response = await t.post('/teacher/login', { email: teacher.email, password: 'x' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(say('invalidCredentials'));
  });

  it('[VAL-TLOG-1] signs in with the e-mail in capitals', async () => {
    const teacher = await signUpTeacher(t);
    const response = await t.post('/teacher/login', { email: teacher.email.toUpperCase(), password: teacher.password });
    expect(response.statusCode, response.body).toBe(200);
  });
});
