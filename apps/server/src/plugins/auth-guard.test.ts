// The guard (plugins/auth.ts) on the hottest signed-in reads, a teacher's own posts and post and the
// admin's list of requests: every caller whose account is gone, whose token is older than the
// account's last password change, or who is an admin still awaiting approval is refused with the
// same status and text, before the body or the id is looked at, whatever else is wrong with the request.
import { randomUUID } from 'node:crypto';
import { API_PATHS, MSG } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildStudentRequest } from '@gharguru/contract/testing';
import {
  MISSING_ID,
  addOffer,
  registerPendingAdmin,
  signInNewAdmin,
  signUpTeacher,
  testAppForFile,
} from '../../test/test-app.js';
import type { SignedInAdmin, SignedInTeacher } from '../../test/test-app.js';
import { admins, teachers } from '../db/schema.js';

const t = testAppForFile();

let owner: SignedInTeacher;
let other: SignedInTeacher;
let ownPost: string;
let othersPost: string;

beforeAll(async () => {
  owner = await signUpTeacher(t);
  other = await signUpTeacher(t);
  ownPost = await addOffer(t, owner, { name: 'Physics for grade ten' });
  othersPost = await addOffer(t, other, { name: 'Chemistry for grade nine' });
});

/** Every kind of request to the two routes, each with what the owner's current token gets. */
const CALLS: { what: string; method: 'GET' | 'POST'; path: () => string; body?: unknown; ownerGets: number }[] = [
  { what: 'the list, no body', method: 'POST', path: () => API_PATHS.tuitionPosts, ownerGets: 200 },
  {
    what: 'the list, a page',
    method: 'POST',
    path: () => API_PATHS.tuitionPosts,
    body: { page: 1, limit: 5 },
    ownerGets: 200,
  },
  {
    what: 'the list, a page beyond the last',
    method: 'POST',
    path: () => API_PATHS.tuitionPosts,
    body: { page: 9 },
    ownerGets: 200,
  },
  {
    what: 'the list, a search',
    method: 'POST',
    path: () => API_PATHS.tuitionPosts,
    body: { q: 'physics' },
    ownerGets: 200,
  },
  {
    what: 'the list, a body no schema accepts',
    method: 'POST',
    path: () => API_PATHS.tuitionPosts,
    body: { page: 0, limit: 1000 },
    ownerGets: 400,
  },
  { what: 'their post', method: 'GET', path: () => API_PATHS.tuitionPost(ownPost), ownerGets: 200 },
  { what: "another teacher's post", method: 'GET', path: () => API_PATHS.tuitionPost(othersPost), ownerGets: 403 },
  { what: 'an unknown id', method: 'GET', path: () => API_PATHS.tuitionPost(MISSING_ID), ownerGets: 404 },
  { what: 'a malformed id', method: 'GET', path: () => API_PATHS.tuitionPost('not-a-uuid'), ownerGets: 400 },
];

async function call(c: (typeof CALLS)[number], token: string) {
  return t.api({ method: c.method, path: c.path(), body: c.body, token });
}

describe('the own posts and one own post', () => {
  it.each(CALLS)('answers the owner as before: $what', async (c) => {
    const response = await call(c, owner.token);
    expect(response.statusCode, response.body).toBe(c.ownerGets);
  });

  it('answers the page and its total, also for a page beyond the last', async () => {
    const page = await t.post(API_PATHS.tuitionPosts, { page: 1, limit: 1 }, owner.token);
    expect(page.json()).toMatchObject({ total: 1, posts: [{ _id: ownPost, teacherId: owner.id }] });
    const beyond = await t.post(API_PATHS.tuitionPosts, { page: 9 }, owner.token);
    expect(beyond.json()).toMatchObject({ code: 'noTuitions', posts: [], total: 1 });
    const all = await t.post(API_PATHS.tuitionPosts, undefined, owner.token);
    expect(all.json()).not.toHaveProperty('total');
    expect(all.json().posts.map((post: { _id: string }) => post._id)).toEqual([ownPost]);
  });

  it.each(CALLS)('refuses a token of an account that is gone with 401, before anything else: $what', async (c) => {
    const token = await t.tokens.issue({ accountId: randomUUID(), role: 'teacher', tokenVersion: 0 });
    const response = await call(c, token);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: MSG.sessionExpired, code: 'sessionExpired' });
  });

  it.each(CALLS)('refuses a token of an older version (a password change elsewhere) with 401: $what', async (c) => {
    const teacher = await signUpTeacher(t);
    const post = await addOffer(t, teacher, { name: 'Biology for grade eight' });
    await t.database.db.execute(sql`update ${teachers} set token_version = token_version + 1 where id = ${teacher.id}`);
    const response = await t.api({
      method: c.method,
      path: c.what === 'their post' ? API_PATHS.tuitionPost(post) : c.path(),
      body: c.body,
      token: teacher.token,
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toEqual({ message: MSG.sessionExpired, code: 'sessionExpired' });
  });

  it('keeps the session that changed the password, and ends the others, on both reads', async () => {
    const teacher = await signUpTeacher(t);
    const post = await addOffer(t, teacher, { name: 'Nepali for grade six' });
    const otherDevice = (
      await t.post(API_PATHS.teacherLogin, { email: teacher.email, password: teacher.password })
    ).json().accessToken as string;
    const changed = await t.api({
      method: 'PUT',
      path: API_PATHS.teacherChangePassword,
      token: teacher.token,
      body: { currentPassword: teacher.password, newPassword: 'newpass1', conformNewPassword: 'newpass1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    for (const token of [teacher.token, changed.json().accessToken as string]) {
      expect((await t.post(API_PATHS.tuitionPosts, {}, token)).statusCode).toBe(200);
      expect((await t.api({ method: 'GET', path: API_PATHS.tuitionPost(post), token })).statusCode).toBe(200);
    }
    expect((await t.post(API_PATHS.tuitionPosts, {}, otherDevice)).statusCode).toBe(401);
    expect((await t.api({ method: 'GET', path: API_PATHS.tuitionPost(post), token: otherDevice })).statusCode).toBe(
      401,
    );
  });

  it('refuses an admin token with 403 and no token with 401, before validating', async () => {
    const admin = await t.tokens.issue({ accountId: randomUUID(), role: 'admin', tokenVersion: 0 });
    const forbidden = await t.api({ method: 'GET', path: API_PATHS.tuitionPost('not-a-uuid'), token: admin });
    expect(forbidden.statusCode).toBe(403);
    const none = await t.post(API_PATHS.tuitionPosts, { page: 0 });
    expect(none.json()).toEqual({ message: MSG.unauthorized, code: 'unauthorized' });
  });
});

describe("the admin's list of requests", () => {
  const list = (body: unknown, token: string) => t.post(API_PATHS.adminStudentList, body, token);
  /** Every kind of call to the list, each with what a current admin gets. */
  const LIST_CALLS: { what: string; body?: unknown; adminGets: number }[] = [
    { what: 'no body', adminGets: 200 },
    { what: 'a page', body: { page: 1, limit: 1 }, adminGets: 200 },
    { what: 'a page beyond the last', body: { page: 9 }, adminGets: 200 },
    { what: 'a search', body: { q: 'Sharma', page: 1 }, adminGets: 200 },
    { what: 'a body no schema accepts', body: { page: 0 }, adminGets: 400 },
  ];
  let admin: SignedInAdmin;

  beforeAll(async () => {
    admin = await signInNewAdmin(t);
  });

  it('with no request at all, answers the empty list and its total, and refuses an admin that is gone', async () => {
    const empty = await list({ page: 1 }, admin.token);
    expect(empty.json()).toMatchObject({ code: 'noStudents', studentList: [], total: 0 });
    const gone = await t.tokens.issue({ accountId: randomUUID(), role: 'admin', tokenVersion: 0 });
    expect((await list({ page: 1 }, gone)).statusCode).toBe(401);
  });

  describe('with requests', () => {
    let newest: string;

    beforeAll(async () => {
      for (const lastName of ['Sharma', 'Thapa']) {
        const sent = await t.post('/student/request', buildStudentRequest({ lastName }));
        expect(sent.statusCode, sent.body).toBe(201);
        newest = sent.json().requestCode;
      }
    });

    it.each(LIST_CALLS)('answers a current admin as before: $what', async (c) => {
      const response = await list(c.body, admin.token);
      expect(response.statusCode, response.body).toBe(c.adminGets);
    });

    it('answers the page and its total, also for a page beyond the last', async () => {
      const page = await list({ page: 1, limit: 1 }, admin.token);
      expect(page.json()).toMatchObject({ total: 2, studentList: [{ requestCode: newest, lastName: 'Thapa' }] });
      const [record] = page.json().studentList;
      expect(record.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      expect(record.subjects).toEqual(expect.arrayContaining([expect.any(String)]));
      const beyond = await list({ page: 9 }, admin.token);
      expect(beyond.json()).toMatchObject({ code: 'noStudents', studentList: [], total: 2 });
      const all = await list(undefined, admin.token);
      expect(all.json()).not.toHaveProperty('total');
      expect(all.json().studentList).toHaveLength(2);
    });

    it.each(LIST_CALLS)('refuses a token of an admin that is gone with 401, before anything else: $what', async (c) => {
      const token = await t.tokens.issue({ accountId: randomUUID(), role: 'admin', tokenVersion: 0 });
      const response = await list(c.body, token);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: MSG.sessionExpired, code: 'sessionExpired' });
    });

    it.each(LIST_CALLS)('refuses a token of an older version with 401: $what', async (c) => {
      const other = await signInNewAdmin(t);
      await t.database.db.execute(sql`update ${admins} set token_version = token_version + 1 where id = ${other.id}`);
      const response = await list(c.body, other.token);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toEqual({ message: MSG.sessionExpired, code: 'sessionExpired' });
    });

    it.each(LIST_CALLS)('refuses an admin still awaiting approval with 403: $what', async (c) => {
      const pending = await registerPendingAdmin(t);
      const token = await t.tokens.issue({ accountId: pending.id, role: 'admin', tokenVersion: 0 });
      const response = await list(c.body, token);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({ message: MSG.adminPending, code: 'adminPending' });
    });

    it('refuses a teacher with 403 and no token with 401', async () => {
      expect((await list({ page: 1 }, owner.token)).statusCode).toBe(403);
      expect((await t.post(API_PATHS.adminStudentList, { page: 1 })).json()).toEqual({
        message: MSG.unauthorized,
        code: 'unauthorized',
      });
    });
  });
});
