import { randomUUID } from 'node:crypto';
import { MSG, StudentListResponseSchema, say } from '@gharguru/contract';
import { buildStudentRequest, type StudentRequestInput } from '@gharguru/contract/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentRequests } from '../../db/schema.js';
import { adminForFile, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { TestApp } from '../../../test/test-app.js';
import { generousPublicFormLimit, itRejects } from '../../../test/validation-cases.js';
import * as records from '../../../test/admin-record-cases.js';
import { expectContractAnswer } from '../../../test/contract-answer.js';

const t = testAppForFile(generousPublicFormLimit());
const admin = adminForFile(t);

async function postRequest(overrides: Partial<StudentRequestInput> & Record<string, unknown> = {}, on: TestApp = t) {
  const response = await on.post('/student/request', buildStudentRequest(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

async function findByMobile(mobile: string) {
  const [row] = await t.database.db.select().from(studentRequests).where(eq(studentRequests.mobile, mobile));
  return row;
}

describe('[VAL-REQ-1] POST /student/request: section 5 rules', () => {
  const long = (n: number) => 'a'.repeat(n);
  itRejects(t, 'POST /student/request', buildStudentRequest, [
    { rule: 'a missing first name', change: { firstName: undefined }, message: 'First Name is required' },
    { rule: 'a blank first name', change: { firstName: '   ' }, message: 'First Name is required' },
    { rule: 'a first name over 35', change: { firstName: long(36) }, message: MSG.firstNameMax },
    { rule: 'a missing last name', change: { lastName: undefined }, message: 'Last name is required.' },
    { rule: 'a last name over 35', change: { lastName: long(36) }, message: MSG.lastNameMax },
    { rule: 'a missing mobile', change: { mobile: undefined }, message: MSG.mobileRequired },
    { rule: 'a 9-digit mobile', change: { mobile: '981234567' }, message: MSG.mobileExact },
    { rule: 'a mobile with letters', change: { mobile: '98123456ab' }, message: MSG.mobileExact },
    { rule: 'an invalid e-mail', change: { email: 'parent-at-example.com' }, message: MSG.emailInvalid },
    { rule: 'an e-mail over 65', change: { email: `${long(60)}@example.com` }, message: MSG.emailMax },
    { rule: 'a missing class', change: { class: undefined }, message: MSG.classRequired },
    { rule: 'class 13', change: { class: '13' }, message: MSG.classInvalid },
    { rule: 'class 0 as a number', change: { class: 0 }, message: MSG.classInvalid },
    { rule: '[VAL-REQ-5] missing subjects', change: { subjects: undefined }, message: MSG.subjectsRequired },
    { rule: 'an empty subject list', change: { subjects: [] }, message: MSG.subjectsRequired },
    { rule: 'an unknown timing', change: { timing: 'Night' }, message: MSG.timingInvalid },
    { rule: 'a missing city', change: { city: undefined }, message: MSG.cityRequired },
    { rule: 'a city over 60', change: { city: long(61) }, message: MSG.cityMax },
    { rule: 'a missing area', change: { area: '' }, message: MSG.areaRequired },
    { rule: 'an area over 100', change: { area: long(101) }, message: MSG.areaMax },
  ]);

  it('names the failing field in `errors`', async () => {
    const response = await t.post('/student/request', buildStudentRequest({ mobile: '123' }));
    expect(response.json()).toEqual({
      ...say('mobileExact'),
      errors: { mobile: MSG.mobileExact },
      fieldCodes: { mobile: 'mobileExact' },
    });
  });

  records.itStoresNothingRefused(t, '/student/request', studentRequests, buildStudentRequest, [
    { mobile: '123' },
    { class: '13' },
    { subjects: [] },
  ]);
});

describe('POST /student/request', () => {
  it('[DATA-4] [BEH-7] [API-5] stores a request as Pending and answers 201 with a message', async () => {
    const response = await postRequest({ mobile: '9811111111' });
    expect(response.json()).toEqual({
      message: 'Your tuition request is received. We will call you soon',
      code: 'studentRequestReceived',
      requestCode: expect.stringMatching(/^GG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/),
      alreadyReceived: false,
    });
    const row = await findByMobile('9811111111');
    expect(row).toMatchObject({ firstName: 'Aarav', class: '10', status: 'Pending', area: 'Jawalakhel' });
  });

  it('[BEH-7] [VAL-REQ-8] ignores a status sent by the visitor: a new request is always Pending', async () => {
    await postRequest({ mobile: '9811111112', status: 'Completed' });
    expect((await findByMobile('9811111112'))?.status).toBe('Pending');
  });

  it('[VAL-REQ-4] [CON-6] stores class given as the number 7 as the string "7"', async () => {
    await postRequest({ mobile: '9811111113', class: 7 });
    expect((await findByMobile('9811111113'))?.class).toBe('7');
  });

  it('[VAL-REQ-3] accepts a request without e-mail, or with a blank one, and defaults timing to Morning', async () => {
    await postRequest({ mobile: '9811111114', email: undefined, timing: undefined });
    await postRequest({ mobile: '9811111115', email: '' });
    expect(await findByMobile('9811111114')).toMatchObject({ email: null, timing: 'Morning' });
    expect((await findByMobile('9811111115'))?.email).toBeNull();
  });

  it('lowercases the e-mail and trims the texts', async () => {
    await postRequest({ mobile: '9811111116', email: ' Parent@Example.COM ', firstName: '  Bibek ' });
    expect(await findByMobile('9811111116')).toMatchObject({ email: 'parent@example.com', firstName: 'Bibek' });
  });
});

describe('[API-10] POST /admin/profile/student-list', () => {
  // A database of their own: these tests count and order every row, whatever else ran before them.
  const listed = testAppForFile(generousPublicFormLimit());
  const listAdmin = adminForFile(listed);
  const oldestFirst = ['9811111111', '9811111112', '9811111113', '9811111114', '9811111115'];
  const pramila = {
    mobile: '9822222222',
    firstName: 'Pramila',
    lastName: 'Gurung',
    email: 'pramila.g@example.com',
    city: 'Bhaktapur',
    area: 'Suryabinayak',
    subjects: ['Accountancy'],
  };
  beforeAll(async () => {
    for (const mobile of oldestFirst) await postRequest({ mobile }, listed);
    await postRequest({ ...pramila, email: ' Pramila.G@Example.COM ', firstName: '  Pramila ' }, listed);
  });

  async function listStudents(body?: unknown) {
    const response = await listed.api({
      method: 'POST',
      path: '/admin/profile/student-list',
      body,
      token: listAdmin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expectContractAnswer(response, StudentListResponseSchema);
    return response.json();
  }

  it('[CON-4] lists every request newest first without paging, and omits total', async () => {
    const body = await listStudents();
    expect(body.message).toBe('Student requests fetched');
    expect(body.total).toBeUndefined();
    const mobiles = body.studentList.map((s: { mobile: string }) => s.mobile);
    expect(mobiles).toEqual([pramila.mobile, ...oldestFirst.toReversed()]);
    expect(body.studentList[0]).toEqual({
      _id: expect.any(String),
      firstName: 'Pramila',
      lastName: 'Gurung',
      mobile: '9822222222',
      email: 'pramila.g@example.com',
      class: '10',
      subjects: ['Accountancy'],
      timing: 'Evening',
      city: 'Bhaktapur',
      area: 'Suryabinayak',
      status: 'Pending',
      requestCode: expect.stringMatching(/^GG-/),
      tuition: null,
      progress: 'looking',
      closeReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages with page and limit and reports the total', async () => {
    const first = await listStudents({ page: 1, limit: 4 });
    const second = await listStudents({ page: 2, limit: 4 });
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(first.studentList).toHaveLength(4);
    expect(second.studentList).toHaveLength(2);
    expect(second.studentList[1].mobile).toBe('9811111111');
  });

  it('rejects a limit over 100 and a page of 0', async () => {
    for (const body of [{ limit: 101 }, { page: 0 }]) {
      const response = await listed.api({
        method: 'POST',
        path: '/admin/profile/student-list',
        body,
        token: listAdmin.token,
      });
      expect(response.statusCode).toBe(400);
    }
  });

  it('searches names, mobile, e-mail, city, area and subjects, ignoring case', async () => {
    for (const q of ['pramila', 'GURUNG', '98222', 'PRAMILA.G@', 'bhaktapur', 'suryabin', 'accountANCY']) {
      const body = await listStudents({ q });
      expect(
        body.studentList.map((s: { mobile: string }) => s.mobile),
        q,
      ).toEqual(['9822222222']);
      expect(body.total).toBe(1);
    }
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect((await listStudents({ q: '%' })).studentList).toEqual([]);
    expect((await listStudents({ q: '_' })).total).toBe(0);
  });

  it('[ERR-5] says "No any Students found" with an empty list when nothing matches', async () => {
    expect(await listStudents({ q: 'nobody-matches-this' })).toEqual({
      message: 'No any Students found',
      code: 'noStudents',
      studentList: [],
      total: 0,
    });
  });
});

describe('status update and delete', () => {
  async function newRequestId(mobile: string) {
    await postRequest({ mobile });
    return (await findByMobile(mobile))!.id;
  }

  /** A teacher accepted a match for the request: a tutor is found. */
  async function acceptedMatch(requestId: string) {
    const teacher = await signUpTeacher(t);
    const proposed = await t.api({
      method: 'POST',
      path: '/admin/matches',
      token: admin.token,
      body: { requestId, teacherId: teacher.id },
    });
    expect(proposed.statusCode, proposed.body).toBe(201);
    const matchId = proposed.json().match._id;
    const accepted = await t.api({
      method: 'PUT',
      path: `/teacher/matches/${matchId}`,
      token: teacher.token,
      body: { decision: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
  }

  it('[FIX-4] refuses to complete a request no teacher accepted, unless it is closed with a reason', async () => {
    const id = await newRequestId('9833333334');
    const path = `/admin/profile/student-list/update-status/${id}`;
    const refused = await t.api({ method: 'PUT', path, token: admin.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MSG.requestCompleteNeedsMatch, code: 'requestCompleteNeedsMatch' });
    expect((await findByMobile('9833333334'))?.status).toBe('Pending');
    const wrongReason = await t.api({ method: 'PUT', path, token: admin.token, body: { closeReason: 'bored' } });
    expect(wrongReason.statusCode).toBe(400);
    expect(wrongReason.json().message).toBe(MSG.requestCloseReasonInvalid);

    const closed = await t.api({ method: 'PUT', path, token: admin.token, body: { closeReason: 'familyCancelled' } });
    expect(closed.statusCode, closed.body).toBe(200);
    const listedRow = async () =>
      (
        await t.api({
          method: 'POST',
          path: '/admin/profile/student-list',
          token: admin.token,
          body: { q: '9833333334' },
        })
      ).json().studentList[0];
    expect(await listedRow()).toMatchObject({
      status: 'Completed',
      progress: 'closed',
      closeReason: 'familyCancelled',
    });
    // Reopened: looking for a tutor again, the reason gone.
    await t.api({ method: 'PUT', path, token: admin.token, body: { status: 'Pending' } });
    expect(await listedRow()).toMatchObject({
      status: 'Pending',
      progress: 'looking',
      closeReason: null,
    });
  });

  it('[BEH-8] [API-12] [DEC-2] [FIX-4] completes a request when the update has no body, once a teacher accepted', async () => {
    const id = await newRequestId('9833333331');
    await acceptedMatch(id);
    const response = await t.api({
      method: 'PUT',
      path: `/admin/profile/student-list/update-status/${id}`,
      token: admin.token,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Status updated to Completed', code: 'statusCompleted' });
    expect((await findByMobile('9833333331'))?.status).toBe('Completed');
  });

  it('[API-12] [DEC-2] sets the status given in the body, so an admin can undo', async () => {
    const id = await newRequestId('9833333332');
    await acceptedMatch(id);
    const path = `/admin/profile/student-list/update-status/${id}`;
    await t.api({ method: 'PUT', path, token: admin.token, body: {} });
    expect((await findByMobile('9833333332'))?.status).toBe('Completed');
    const statusOf = async () => (await findByMobile('9833333332'))?.status;
    await records.expectPendingAgainNot(t, admin, { path, statusOf }, { status: 'Done', message: MSG.statusInvalid });
  });

  it('[API-11] deletes a request, then answers 404 for it', async () => {
    const id = await newRequestId('9833333333');
    const gone = async () => (await findByMobile('9833333333')) === undefined;
    const deleted = { message: 'Student request deleted', code: 'studentRequestDeleted' };
    await records.expectDeletedOnce(t, admin, { id, path: `/admin/profile/student/delete/${id}`, gone }, deleted);
  });

  it('answers 404 to an update of an unknown id and 400 to a malformed id', async () => {
    const unknown = await t.api({
      method: 'PUT',
      path: `/admin/profile/student-list/update-status/${randomUUID()}`,
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    for (const [method, path] of [
      ['PUT', '/admin/profile/student-list/update-status/not-a-uuid'],
      ['DELETE', '/admin/profile/student/delete/123'],
    ] as const) {
      const response = await t.api({ method, path, token: admin.token });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MSG.idInvalid);
    }
  });
});

describe('access', () => {
  records.itRefusesAdminCallsToOthers(t, (id) => [
    { method: 'POST', path: '/admin/profile/student-list' },
    { method: 'PUT', path: `/admin/profile/student-list/update-status/${id}` },
    { method: 'DELETE', path: `/admin/profile/student/delete/${id}` },
  ]);
});
