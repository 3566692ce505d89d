import { MSG, say } from '@gharguru/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_PUBLIC_PROFILE, buildTuition } from '@gharguru/contract/testing';
import { tuitions } from '../../db/schema.js';
import { adminForFile, MISSING_ID, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';

const t = testAppForFile();
const admin = adminForFile(t);

/** The public profile of issue 27 as registration leaves it, with no checks. */
const emptyPublicProfile = { ...EMPTY_PUBLIC_PROFILE, verificationChecks: [] };

async function addPosts(teacher: SignedInTeacher, howMany: number) {
  for (let i = 1; i <= howMany; i++) {
    const added = await t.post('/tution/add', buildTuition({ name: `Post ${i}` }), teacher.token);
    expect(added.statusCode).toBe(201);
  }
}

function profile(token: string) {
  return t.api({ method: 'GET', path: '/teacher/profile', token });
}

function changePassword(token: string, body: Record<string, unknown>) {
  return t.api({ method: 'PUT', path: '/teacher/profile/change-password', token, body });
}

function teacherList(query = '', token = admin.token) {
  return t.api({ method: 'GET', path: `/admin/profile/teacher-list${query}`, token });
}

describe('GET /teacher/profile', () => {
  it('[DATA-3] [API-26] shows the signed-in teacher their profile, with User Since as an ISO date', async () => {
    const teacher = await signUpTeacher(t, {
      firstName: 'Hari',
      lastName: 'Poudel',
      mobile: '9841234567',
      subjects: ['Nepali', 'Social'],
    });
    const response = await profile(teacher.token);
    expect(response.statusCode).toBe(200);
    const { message, profileData } = response.json();
    expect(message).toEqual(expect.any(String));
    expect(profileData).toEqual({
      firstName: 'Hari',
      lastName: 'Poudel',
      mobile: '9841234567',
      email: teacher.email,
      degree: 'Master',
      subjects: ['Nepali', 'Social'],
      level: '+2',
      city: 'Kathmandu',
      area: 'Baneshwor',
      verified: false,
      verifiedAt: null,
      mobileConfirmed: false,
      photo: null,
      ...emptyPublicProfile,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(Math.abs(Date.parse(profileData.createdAt) - Date.now())).toBeLessThan(60_000);
  });

  it('needs a teacher: no token is 401, an admin is 403', async () => {
    expect((await t.api({ method: 'GET', path: '/teacher/profile' })).statusCode).toBe(401);
    expect((await profile(admin.token)).statusCode).toBe(403);
  });
});

describe('[VAL-TPWD-1] PUT /teacher/profile/change-password', () => {
  it('[API-27] changes the password: the session keeps working with its old and its fresh token, and the new password works', async () => {
    const teacher = await signUpTeacher(t);
    // All lower case: teachers have no uppercase rule (requirements §5).
    const response = await changePassword(teacher.token, {
      currentPassword: teacher.password,
      newPassword: 'newpass1',
      conformNewPassword: 'newpass1',
    });
    expect(response.statusCode).toBe(200);
    const { message, accessToken } = response.json();
    expect(message).toEqual(expect.any(String));
    expect(accessToken).toEqual(expect.any(String));

    // The session that made the change stays (sessions.test.ts: every other session ends).
    expect((await profile(teacher.token)).statusCode).toBe(200);
    expect((await profile(accessToken)).statusCode).toBe(200);

    const signIn = (password: string) => t.post('/teacher/login', { email: teacher.email, password });
    expect((await signIn(teacher.password)).statusCode).toBe(401);
    expect((await signIn('newpass1')).statusCode).toBe(200);
  });

  it('[BEH-26] refuses a wrong current password with 400 and keeps the session', async () => {
    const teacher = await signUpTeacher(t);
    const response = await changePassword(teacher.token, {
      currentPassword: 'not-my-password',
      newPassword: 'newpass1',
      conformNewPassword: 'newpass1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your current password is incorrect');
    expect((await profile(teacher.token)).statusCode).toBe(200);
  });

  // Requirements §5, "Teacher password change": each rule reaches the client with its exact message.
  it.each([
    ['currentPassword', { currentPassword: '' }, 'your current password is required'],
    ['currentPassword', { currentPassword: 'x'.repeat(21) }, 'password must be at max 20 characters.'],
    ['newPassword', { newPassword: undefined }, 'your new password is required'],
    ['newPassword', { newPassword: 'abc', conformNewPassword: 'abc' }, 'password must be of min 6 characters'],
    ['newPassword', { newPassword: 'x'.repeat(21), conformNewPassword: 'x'.repeat(21) }, MSG.changePasswordMax],
    ['conformNewPassword', { conformNewPassword: '' }, 'Please confirm your password'],
    ['conformNewPassword', { newPassword: 'abcdefg', conformNewPassword: 'abc' }, MSG.changePasswordMin],
    ['conformNewPassword', { conformNewPassword: 'different1' }, 'Passwords must match'],
  ])('refuses a bad %s with 400 and the rule message', async (field, overrides, message) => {
    const teacher = await signUpTeacher(t);
    const body = { currentPassword: teacher.password, newPassword: 'newpass1', conformNewPassword: 'newpass1' };
    const response = await changePassword(teacher.token, { ...body, ...overrides });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    // The password did not change: the old token still works.
    expect((await profile(teacher.token)).statusCode).toBe(200);
  });

  it('is for teachers only', async () => {
    const body = { currentPassword: 'Admin123', newPassword: 'newpass1', conformNewPassword: 'newpass1' };
    expect((await changePassword(admin.token, body)).statusCode).toBe(403);
  });
});

describe('admin: GET /admin/profile/teacher-list', () => {
  it('[API-16] lists teachers, newest first, with how many posts each has and no secrets', async () => {
    const older = await signUpTeacher(t, { firstName: 'Older', mobile: '9841234567' });
    const newer = await signUpTeacher(t, { firstName: 'Newer' });
    await addPosts(older, 2);

    const response = await teacherList();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).not.toBe(MSG.noTeachers);
    expect(body).not.toHaveProperty('total');
    const ids = body.teacherList.map((teacher: { _id: string }) => teacher._id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const listed = body.teacherList.find((teacher: { _id: string }) => teacher._id === older.id);
    expect(listed).toEqual({
      _id: older.id,
      firstName: 'Older',
      lastName: 'Sharma',
      mobile: '9841234567',
      email: older.email,
      degree: 'Master',
      subjects: ['Mathematics', 'Physics'],
      level: '+2',
      city: 'Kathmandu',
      area: 'Baneshwor',
      role: 'teacher',
      verified: false,
      verifiedAt: null,
      mobileConfirmed: false,
      photo: null,
      ...emptyPublicProfile,
      createdAt: expect.any(String),
      postCount: 2,
    });
    expect(body.teacherList.find((teacher: { _id: string }) => teacher._id === newer.id).postCount).toBe(0);
  });

  describe('search', () => {
    beforeAll(async () => {
      await signUpTeacher(t, {
        firstName: 'Ganesh',
        lastName: 'Tamang',
        email: 'ganesh.t@example.com',
        mobile: '9805551234',
        city: 'Pokhara',
        area: 'Lakeside',
        subjects: ['Sanskrit', 'Nepali'],
      });
    });

    it.each([
      ['full name', 'GANESH tamang'],
      ['e-mail', 'ganesh.t@EXAMPLE'],
      ['mobile', '5551234'],
      ['city', 'pokhara'],
      ['area', 'lakesi'],
      ['subjects', 'sanskrit'],
    ])('finds a teacher by %s, case-insensitively', async (_what, q) => {
      const body = (await teacherList(`?q=${encodeURIComponent(q)}`)).json();
      expect(body.total).toBe(1);
      expect(body.teacherList.map((teacher: { email: string }) => teacher.email)).toEqual(['ganesh.t@example.com']);
    });
  });

  it('pages with page and limit in the query string and reports the total', async () => {
    for (const firstName of ['Pagea', 'Pageb', 'Pagec']) await signUpTeacher(t, { firstName, city: 'Dhangadhi' });
    const first = (await teacherList('?q=dhangadhi&page=1&limit=2')).json();
    expect(first.total).toBe(3);
    expect(first.teacherList.map((teacher: { firstName: string }) => teacher.firstName)).toEqual(['Pagec', 'Pageb']);
    const second = (await teacherList('?q=dhangadhi&page=2&limit=2')).json();
    expect(second.teacherList.map((teacher: { firstName: string }) => teacher.firstName)).toEqual(['Pagea']);
    const all = (await teacherList('?page=1&limit=100')).json();
    expect(all.total).toBe(all.teacherList.length);
  });

  it('[ERR-5] answers no match with the required empty message, and refuses a limit above 100', async () => {
    const none = await teacherList('?q=nobody-teaches-here');
    expect(none.json()).toEqual({ message: 'No any Teachers found', code: 'noTeachers', teacherList: [], total: 0 });
    const tooMany = await teacherList('?limit=101');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(MSG.limitInvalid);
  });

  it('is for admins only', async () => {
    const teacher = await signUpTeacher(t);
    expect((await teacherList('', teacher.token)).statusCode).toBe(403);
    expect((await t.api({ method: 'GET', path: '/admin/profile/teacher-list' })).statusCode).toBe(401);
  });
});

describe('admin: DELETE /admin/profile/teacher/delete/:id', () => {
  const remove = (id: string, token = admin.token) =>
    t.api({ method: 'DELETE', path: `/admin/profile/teacher/delete/${id}`, token });

  async function postsOf(teacherId: string) {
    const [row] = await t.database.db.select({ n: count() }).from(tuitions).where(eq(tuitions.teacherId, teacherId));
    return row?.n ?? 0;
  }

  it('[API-17] [DEC-3] deletes the teacher with their posts, says how many went, and the teacher’s token stops working', async () => {
    const teacher = await signUpTeacher(t);
    const bystander = await signUpTeacher(t);
    await addPosts(teacher, 3);
    await addPosts(bystander, 1);

    const response = await remove(teacher.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Teacher deleted along with 3 tuition posts',
      code: 'teacherDeleted',
      params: { count: 3 },
    });
    expect(await postsOf(teacher.id)).toBe(0);
    expect(await postsOf(bystander.id)).toBe(1);
    expect((await profile(teacher.token)).statusCode).toBe(401);
    expect((await profile(bystander.token)).statusCode).toBe(200);
    const list = (await teacherList()).json();
    expect(list.teacherList.map((row: { _id: string }) => row._id)).not.toContain(teacher.id);
  });

  it('[DEC-3] says "post" for one post', async () => {
    const teacher = await signUpTeacher(t);
    await addPosts(teacher, 1);
    expect((await remove(teacher.id)).json()).toEqual({
      message: 'Teacher deleted along with 1 tuition post',
      code: 'teacherDeleted',
      params: { count: 1 },
    });
  });

  it('answers a missing teacher with 404, a malformed id with 400, and refuses teachers', async () => {
    const missing = await remove(MISSING_ID);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(say('noDataForId', { id: MISSING_ID }));
    const malformed = await remove('42');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.idInvalid);
    const teacher = await signUpTeacher(t);
    const other = await signUpTeacher(t);
    expect((await remove(other.id, teacher.token)).statusCode).toBe(403);
    expect((await profile(other.token)).statusCode).toBe(200);
  });
});

describe('documentation and secrets', () => {
  it('documents the teacher routes with their error responses', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths;
    expect(Object.keys(paths['/api/teacher/profile/change-password'].put.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403']),
    );
    expect(Object.keys(paths['/api/admin/profile/teacher/delete/{id}'].delete.responses)).toContain('404');
  });

  it('never sent anything that looks like a password hash', () => {
    expect(t.answered.length).toBeGreaterThan(40);
    for (const body of t.answered) expect(body).not.toMatch(/argon2|passwordHash|password_hash|tokenVersion/i);
  });
});
