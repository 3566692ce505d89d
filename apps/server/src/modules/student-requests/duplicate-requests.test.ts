// Issue 14 (docs/decisions/016): the same family's same request within a day is answered 201 with
// its own message and makes no second request. Its code goes to the first request's mobile (and
// e-mail) again, never into the answer, at most 3 times a day per address and mobile (issue 26).
import { MSG } from '@gharguru/contract';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, studentRequests } from '../../db/schema.js';
import { adminForFile, testAppForFile } from '../../../test/test-app.js';
import { generousPublicFormLimit } from '../../../test/validation-cases.js';
import { sameSubjects } from './recent-duplicate.js';

const t = testAppForFile(generousPublicFormLimit());
// An approved admin, so a request alerts someone (and a repeat must not, again).
adminForFile(t);

const send = (body: unknown) => t.api({ method: 'POST', path: '/student/request', body });
const sendFrom = (remoteAddress: string, body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/student/request', payload: body as object, remoteAddress });

/** The outbox's messages of one kind to one address (a mobile number or an e-mail). */
async function messagesTo(kind: 'familyRequestReceived' | 'adminNewStudentRequest', recipient?: string) {
  return t.database.db
    .select({ recipient: outboxMessages.recipient, channel: outboxMessages.channel, body: outboxMessages.body })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, kind), recipient ? eq(outboxMessages.recipient, recipient) : undefined));
}

async function rowsOf(mobile: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(studentRequests)
    .where(eq(studentRequests.mobile, mobile));
  return row?.n ?? 0;
}

describe('a repeated request', () => {
  it('gets 201, its own message and alreadyReceived, no code and no second row', async () => {
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
      alreadyReceived: true,
    });
    expect(again.body).not.toContain(created.json().requestCode);
    expect(await rowsOf(first.mobile as string)).toBe(1);
  });

  it("sends the code to the first request's mobile and e-mail, not to an e-mail the repeat gave, and tells no admin again", async () => {
    const family = buildStudentRequest({ email: 'family@example.com' });
    const { requestCode } = (await send(family)).json();
    const adminAlerts = (await messagesTo('adminNewStudentRequest')).length;
    // Someone who knows the family's mobile number, from another address, with their own e-mail.
    const stranger = await sendFrom('203.0.113.9', { ...family, email: 'attacker@example.net' });
    expect(stranger.statusCode).toBe(201);
    expect(stranger.body).not.toContain(requestCode);
    const toMobile = await messagesTo('familyRequestReceived', family.mobile as string);
    expect(toMobile).toHaveLength(2);
    expect(toMobile.every((message) => message.channel === 'sms' && message.body.includes(requestCode))).toBe(true);
    expect(await messagesTo('familyRequestReceived', 'family@example.com')).toHaveLength(2);
    expect(await messagesTo('familyRequestReceived', 'attacker@example.net')).toHaveLength(0);
    expect(await messagesTo('adminNewStudentRequest')).toHaveLength(adminAlerts);
  });

  it('sends the code again at most 3 times a day per address and mobile; another address still may', async () => {
    const family = buildStudentRequest();
    await sendFrom('198.51.100.1', family);
    for (let repeat = 0; repeat < 5; repeat++) {
      expect((await sendFrom('198.51.100.2', family)).json()).toMatchObject({ alreadyReceived: true });
    }
    // The first request's SMS and three more.
    expect(await messagesTo('familyRequestReceived', family.mobile as string)).toHaveLength(4);
    expect((await sendFrom('198.51.100.3', family)).statusCode).toBe(201);
    expect(await messagesTo('familyRequestReceived', family.mobile as string)).toHaveLength(5);
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

  it('sent twice at the same moment makes one request, and one answer carries its code', async () => {
    const first = buildStudentRequest();
    const answers = await Promise.all([send(first), send(first)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const codes = answers.map((answer) => answer.json().requestCode).filter(Boolean);
    expect(codes).toHaveLength(1);
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
