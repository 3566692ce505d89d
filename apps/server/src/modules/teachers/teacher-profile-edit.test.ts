// Issue 14: PUT /teacher/profile — a teacher edits their own profile with the registration's rules;
// e-mail and password stay as they were.
import { MSG } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { addOffer, adminForFile, signUpTeacher, testAppForFile } from '../../../test/test-app.js';

const t = testAppForFile();
const admin = adminForFile(t);

const edit = {
  firstName: 'Sita',
  lastName: 'Adhikari',
  mobile: '9801112233',
  degree: 'PHD',
  level: 'Bachelor',
  subjects: ['Chemistry', 'Biology'],
  city: 'Pokhara',
  area: 'Lakeside',
};

const update = (token: string | undefined, body: unknown) =>
  t.api({ method: 'PUT', path: '/teacher/profile', token, body });

describe('PUT /teacher/profile', () => {
  it('stores the edit, answers with the profile and the session names, and keeps e-mail and password', async () => {
    const teacher = await signUpTeacher(t);
    const response = await update(teacher.token, { ...edit, email: 'other@example.com', password: 'Changed1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe('profileUpdated');
    expect(body.message).toBe(MSG.profileUpdated);
    expect(body.teacherData).toEqual({ firstName: 'Sita', lastName: 'Adhikari', role: 'teacher' });
    expect(body.profileData).toMatchObject({ ...edit, email: teacher.email });

    const profile = await t.api({ method: 'GET', path: '/teacher/profile', token: teacher.token });
    expect(profile.json().profileData).toMatchObject({ ...edit, email: teacher.email });

    const signIn = (email: string, password: string) => t.post('/teacher/login', { email, password });
    expect((await signIn(teacher.email, teacher.password)).statusCode).toBe(200);
    expect((await signIn('other@example.com', 'Changed1')).statusCode).toBe(401);
  });

  it.each([
    ['firstName', { firstName: '' }, MSG.firstNameRequired],
    ['lastName', { lastName: 'x'.repeat(36) }, MSG.lastNameMax],
    ['mobile', { mobile: '98011' }, MSG.mobileExact],
    ['degree', { degree: 'Diploma' }, MSG.degreeInvalid],
    ['level', { level: undefined }, MSG.levelRequired],
    ['subjects', { subjects: [] }, MSG.subjectsRequired],
    ['city', { city: ' ' }, MSG.cityRequired],
    ['area', { area: 'x'.repeat(101) }, MSG.areaMax],
  ])('refuses a bad %s with 400 and the registration message, changing nothing', async (field, patch, message) => {
    const teacher = await signUpTeacher(t);
    const before = (await t.api({ method: 'GET', path: '/teacher/profile', token: teacher.token })).json();
    const response = await update(teacher.token, { ...edit, ...patch });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    const after = (await t.api({ method: 'GET', path: '/teacher/profile', token: teacher.token })).json();
    expect(after.profileData).toEqual(before.profileData);
  });

  it('is for the signed-in teacher only: no token is 401, an admin is 403', async () => {
    expect((await update(undefined, edit)).statusCode).toBe(401);
    expect((await update(admin.token, edit)).statusCode).toBe(403);
  });

  it("changes only the caller's own profile", async () => {
    const one = await signUpTeacher(t, { firstName: 'One' });
    const other = await signUpTeacher(t, { firstName: 'Other' });
    expect((await update(one.token, edit)).statusCode).toBe(200);
    const profile = await t.api({ method: 'GET', path: '/teacher/profile', token: other.token });
    expect(profile.json().profileData.firstName).toBe('Other');
  });

  it("moves the teacher's listed offers in the directory to the new city, area and level", async () => {
    const teacher = await signUpTeacher(t, { city: 'Kathmandu', area: 'Baneshwor', level: '+2' });
    const name = `Moving offer ${Date.now().toString(36)}`;
    await addOffer(t, teacher, { name, forClass: 'Bachelor' }, { adminToken: admin.token });
    const found = async (query: string) => {
      const response = await t.api({ method: 'GET', path: `/public/tuitions${query}` });
      return (response.json().tuitions as { name: string }[]).some((offer) => offer.name === name);
    };
    // Bachelor classes need a Bachelor-level teacher: not listed for them before the edit.
    expect(await found('?city=Kathmandu')).toBe(true);
    expect(await found('?city=Pokhara&area=Lakeside&class=Bachelor')).toBe(false);

    expect((await update(teacher.token, edit)).statusCode).toBe(200);
    expect(await found('?city=Pokhara&area=Lakeside&class=Bachelor')).toBe(true);
    expect(await found('?city=Kathmandu')).toBe(false);
  });
});
