// Issue 14 (docs/decisions/016): the same family's same request within a day is answered with the
// first one's code (201, alreadyReceived, its own message) and makes no second request.
import { MSG } from '@gharguru/contract';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studentRequests } from '../../db/schema.js';
import { testAppForFile } from '../../../test/test-app.js';
import { generousPublicFormLimit } from '../../../test/validation-cases.js';
import { sameSubjects } from './recent-duplicate.js';

const t = testAppForFile(generousPublicFormLimit());

const send = (body: unknown) => t.api({ method: 'POST', path: '/student/request', body });

async function rowsOf(mobile: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(studentRequests)
    .where(eq(studentRequests.mobile, mobile));
  return row?.n ?? 0;
}

describe('a repeated request', () => {
  it('gets the first request code back, with 201, its own message and alreadyReceived, and no second row', async () => {
    const first = buildStudentRequest({ subjects: ['Science', 'Mathematics'] });
    const created = await send(first);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ code: 'studentRequestReceived', alreadyReceived: false });

    // The same family, class and subjects (other order and spelling), other details changed.
    const again = await send({ ...first, subjects: ['maths', 'science'], firstName: 'Aaru', timing: 'Morning' });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({
      message: MSG.studentRequestAlreadyReceived,
      code: 'studentRequestAlreadyReceived',
      requestCode: created.json().requestCode,
      alreadyReceived: true,
    });
    expect(await rowsOf(first.mobile as string)).toBe(1);
  });

  it.each([
    ['another class', { class: '11' }],
    ['other subjects', { subjects: ['English'] }],
    ['one more subject', { subjects: ['Science', 'Mathematics', 'English'] }],
  ])('is a new request with %s', async (_name, change) => {
    const first = buildStudentRequest();
    const one = await send(first);
    const two = await send({ ...first, ...change });
    expect(two.statusCode).toBe(201);
    expect(two.json().alreadyReceived).toBe(false);
    expect(two.json().requestCode).not.toBe(one.json().requestCode);
    expect(await rowsOf(first.mobile as string)).toBe(2);
  });

  it('is a new request from another mobile number', async () => {
    const first = buildStudentRequest();
    await send(first);
    const other = buildStudentRequest({ firstName: first.firstName, class: first.class, subjects: first.subjects });
    expect((await send(other)).json().alreadyReceived).toBe(false);
  });

  it('is a new request once the first is more than a day old', async () => {
    const first = buildStudentRequest();
    const one = await send(first);
    await t.database.db
      .update(studentRequests)
      .set({ createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(studentRequests.requestCode, one.json().requestCode));
    const two = await send(first);
    expect(two.json().alreadyReceived).toBe(false);
    expect(await rowsOf(first.mobile as string)).toBe(2);
  });

  it('sent twice at the same moment makes one request, and both answers carry its code', async () => {
    const first = buildStudentRequest();
    const answers = await Promise.all([send(first), send(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const codes = new Set(answers.map((answer) => answer.json().requestCode));
    expect(codes.size).toBe(1);
    expect(answers.map((answer) => answer.json().alreadyReceived).sort()).toEqual([false, true]);
    expect(await rowsOf(first.mobile as string)).toBe(1);
  });
});

describe('sameSubjects', () => {
  it('compares subjects as a set of keys', () => {
    expect(sameSubjects(['Maths', 'Science'], ['science', 'Mathematics'])).toBe(true);
    expect(sameSubjects(['Maths', 'Maths'], ['Mathematics'])).toBe(true);
    expect(sameSubjects(['Maths'], ['Maths', 'Science'])).toBe(false);
    expect(sameSubjects(['Nepali'], ['English'])).toBe(false);
  });
});
