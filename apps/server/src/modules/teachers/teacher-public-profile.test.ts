// Issue 27: a teacher's public profile (bio, experience, institution, gender, languages, modes,
// times) through PUT and GET /teacher/profile, and what an admin checked when verifying them.
import { MSG } from '@gharguru/contract';
import { EMPTY_PUBLIC_PROFILE } from '@gharguru/contract/testing';
import { describe, expect, it } from 'vitest';
import { adminForFile, signUpTeacher, testAppForFile } from '../../../test/test-app.js';

const t = testAppForFile();
const admin = adminForFile(t);

// What a client of issue 14 sends: no field of issue 27.
const oldEdit = {
  firstName: 'Sita',
  lastName: 'Adhikari',
  mobile: '9801112233',
  degree: 'Master',
  level: 'Bachelor',
  subjects: ['Chemistry'],
  city: 'Pokhara',
  area: 'Lakeside',
};

const profile = {
  bio: 'I teach chemistry with experiments from the kitchen.\nParents get a note after every month.',
  experienceYears: 6,
  institution: 'Tribhuvan University',
  gender: 'female',
  languages: ['nepali', 'english', 'newari'],
  modes: ['home', 'online'],
  times: ['morning', 'evening'],
};

const update = (token: string | undefined, body: unknown) =>
  t.api({ method: 'PUT', path: '/teacher/profile', token, body });
const ownProfile = async (token: string) =>
  (await t.api({ method: 'GET', path: '/teacher/profile', token })).json().profileData;
const verify = (teacherId: string, body: unknown) =>
  t.api({ method: 'PUT', path: `/admin/profile/teacher/${teacherId}/verify`, token: admin.token, body });

describe('PUT /teacher/profile: the public profile', () => {
  it('[PROF-1] starts empty after registration and stores every field of the profile', async () => {
    const teacher = await signUpTeacher(t);
    expect(await ownProfile(teacher.token)).toMatchObject({ ...EMPTY_PUBLIC_PROFILE, verificationChecks: [] });
    const response = await update(teacher.token, { ...oldEdit, ...profile });
    expect(response.statusCode).toBe(200);
    expect(response.json().profileData).toMatchObject(profile);
    expect(await ownProfile(teacher.token)).toMatchObject({ ...oldEdit, ...profile });
  });

  it('[PROF-2] keeps the profile when an older client sends only the fields of issue 14', async () => {
    const teacher = await signUpTeacher(t);
    expect((await update(teacher.token, { ...oldEdit, ...profile })).statusCode).toBe(200);
    const response = await update(teacher.token, { ...oldEdit, firstName: 'Sunita' });
    expect(response.statusCode).toBe(200);
    expect(await ownProfile(teacher.token)).toMatchObject({ ...profile, firstName: 'Sunita' });
  });

  it('[PROF-1] clears a text or number sent as null or blank, and a list sent empty', async () => {
    const teacher = await signUpTeacher(t);
    await update(teacher.token, { ...oldEdit, ...profile });
    const cleared = { bio: '  ', experienceYears: null, institution: null, languages: [], modes: [], times: [] };
    expect((await update(teacher.token, { ...oldEdit, ...cleared })).statusCode).toBe(200);
    expect(await ownProfile(teacher.token)).toMatchObject({
      bio: null,
      experienceYears: null,
      institution: null,
      gender: 'female',
      languages: [],
      modes: [],
      times: [],
    });
  });

  it.each([
    ['bio', { bio: 'x'.repeat(801) }, MSG.bioMax],
    ['bio', { bio: 'Call me on 984-123-4567' }, MSG.profileTextHasContactDetails],
    ['bio', { bio: 'Write to sita@example.com' }, MSG.profileTextHasContactDetails],
    ['bio', { bio: 'My notes: www.example.com' }, MSG.profileTextHasContactDetails],
    ['institution', { institution: 'x'.repeat(121) }, MSG.institutionMax],
    ['institution', { institution: 'https://school.example' }, MSG.profileTextHasContactDetails],
    ['experienceYears', { experienceYears: 61 }, MSG.experienceYearsInvalid],
    ['experienceYears', { experienceYears: 2.5 }, MSG.experienceYearsInvalid],
    ['experienceYears', { experienceYears: 'many' }, MSG.experienceYearsInvalid],
    ['gender', { gender: 'unknown' }, MSG.genderInvalid],
    ['languages', { languages: ['klingon'] }, MSG.languagesInvalid],
    ['modes', { modes: 'home' }, MSG.modesInvalid],
    ['times', { times: ['night'] }, MSG.timesInvalid],
  ])('[PROF-3] refuses a bad %s with 400 and its message, changing nothing', async (field, patch, message) => {
    const teacher = await signUpTeacher(t);
    await update(teacher.token, { ...oldEdit, ...profile });
    const before = await ownProfile(teacher.token);
    const response = await update(teacher.token, { ...oldEdit, ...patch });
    expect(response.statusCode).toBe(400);
    const errors = response.json().errors as Record<string, string>;
    expect(Object.entries(errors).find(([key]) => key === field || key.startsWith(`${field}.`))?.[1]).toBe(message);
    expect(await ownProfile(teacher.token)).toEqual(before);
  });

  it('[PROF-1] registration stays as short as before: the profile fields are not asked for', async () => {
    const teacher = await signUpTeacher(t, { bio: 'Ignored at sign-up' } as never);
    expect((await ownProfile(teacher.token)).bio).toBeNull();
  });
});

describe('PUT /admin/profile/teacher/{id}/verify: what was checked', () => {
  it('[PROF-4] stores the checks with the date, answers them, and shows them on the profile', async () => {
    const teacher = await signUpTeacher(t);
    const response = await verify(teacher.id, { verified: true, checks: ['qualification', 'identity', 'identity'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 'teacherVerified', verified: true, checks: ['identity', 'qualification'] });
    expect(Date.parse(body.verifiedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(await ownProfile(teacher.token)).toMatchObject({
      verified: true,
      verifiedAt: body.verifiedAt,
      verificationChecks: ['identity', 'qualification'],
    });
  });

  it('[PROF-4] an older client sending only `verified` keeps working and keeps the stored checks', async () => {
    const teacher = await signUpTeacher(t);
    const first = await verify(teacher.id, { verified: true });
    expect(first.statusCode).toBe(200);
    expect(first.json().checks).toEqual([]);
    await verify(teacher.id, { verified: true, checks: ['interview'] });
    const again = await verify(teacher.id, { verified: true });
    expect(again.json().checks).toEqual(['interview']);
    expect((await ownProfile(teacher.token)).verificationChecks).toEqual(['interview']);
  });

  it('[PROF-4] new checks carry a new date; the same checks keep the first; undoing clears them', async () => {
    const teacher = await signUpTeacher(t);
    const first = (await verify(teacher.id, { verified: true, checks: ['identity'] })).json();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const same = (await verify(teacher.id, { verified: true, checks: ['identity'] })).json();
    expect(same.verifiedAt).toBe(first.verifiedAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const more = (await verify(teacher.id, { verified: true, checks: ['identity', 'reference'] })).json();
    expect(Date.parse(more.verifiedAt)).toBeGreaterThan(Date.parse(first.verifiedAt));
    const undone = (await verify(teacher.id, { verified: false, checks: ['identity'] })).json();
    expect(undone).toMatchObject({ verified: false, verifiedAt: null, checks: [] });
    expect((await ownProfile(teacher.token)).verificationChecks).toEqual([]);
  });

  it('[PROF-4] refuses an unknown check with 400 and its message', async () => {
    const teacher = await signUpTeacher(t);
    const response = await verify(teacher.id, { verified: true, checks: ['horoscope'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.verificationChecksInvalid);
    expect((await ownProfile(teacher.token)).verified).toBe(false);
  });
});
