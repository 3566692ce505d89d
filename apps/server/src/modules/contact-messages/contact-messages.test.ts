import { randomUUID } from 'node:crypto';
import { MSG, say } from '@gharguru/contract';
import { buildContactMessage, type ContactMessageInput } from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { createTestApp, signInNewAdmin, signUpTeacher, testConfig, type TestApp } from '../../../test/test-app.js';
import { generousPublicFormLimit, itRejects } from '../../../test/validation-cases.js';

let t: TestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createTestApp(generousPublicFormLimit());
  adminToken = (await signInNewAdmin(t)).token;
});
afterAll(() => t.close());

async function sendMessage(overrides: Partial<ContactMessageInput> & Record<string, unknown> = {}, on: TestApp = t) {
  const response = await on.api({ method: 'POST', path: '/visitor-data', body: buildContactMessage(overrides) });
  expect(response.statusCode, response.body).toBe(201);
}

/** A database of its own with an approved admin: for the tests that count every row. */
async function ownDatabase() {
  const app = await createTestApp(generousPublicFormLimit());
  const token = (await signInNewAdmin(app)).token;
  const list = async (query = '') => {
    const response = await app.api({ method: 'GET', path: `/contact-form/data${query}`, token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return { app, list };
}

async function findByMobile(mobileNo: string) {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.mobileNo, mobileNo));
  return row;
}

describe('GET /contact-form/data with no messages', () => {
  it('answers "No contact messages found" with an empty array', async () => {
    const empty = await ownDatabase();
    try {
      expect(await empty.list()).toEqual({ ...say('noContactMessages'), contactFormData: [] });
    } finally {
      await empty.app.close();
    }
  });
});

describe('POST /visitor-data: section 5 rules', () => {
  itRejects({
    app: () => t,
    method: 'POST',
    path: '/visitor-data',
    validBody: () => buildContactMessage(),
    cases: [
      { rule: 'a missing first name', change: { firstName: undefined }, message: 'First name is required' },
      { rule: 'a blank first name', change: { firstName: ' ' }, message: 'First name is required' },
      { rule: 'a missing last name', change: { lastName: undefined }, message: 'Last name is required' },
      { rule: 'an invalid e-mail', change: { email: 'gita@rai' }, message: 'Invalid email format' },
      { rule: 'a missing mobile', change: { mobileNo: undefined }, message: 'Mobile number must be 10 digits' },
      { rule: 'an 11-digit mobile', change: { mobileNo: '98600000001' }, message: 'Mobile number must be 10 digits' },
      { rule: 'a missing subject', change: { subject: undefined }, message: 'Subject is required' },
      { rule: 'a blank subject', change: { subject: '' }, message: 'Subject is required' },
      {
        rule: 'a message over 300 characters',
        change: { message: 'क'.repeat(301) },
        message: 'message must be at most 300 characters',
      },
    ],
  });

  it('stores nothing for a rejected message', async () => {
    const before = await t.database.db.$count(contactMessages);
    for (const change of [{ mobileNo: '98600000001' }, { subject: '' }, { email: 'gita@rai' }]) {
      const response = await t.api({ method: 'POST', path: '/visitor-data', body: buildContactMessage(change) });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });
});

describe('POST /visitor-data', () => {
  it('stores a message as Pending and answers 201 with the spec message', async () => {
    const response = await t.api({
      method: 'POST',
      path: '/visitor-data',
      body: buildContactMessage({ mobileNo: '9860000001' }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Your message is received. We will get back to you soon',
      code: 'contactReceived',
    });
    expect(await findByMobile('9860000001')).toMatchObject({ firstName: 'Gita', status: 'Pending' });
  });

  it('accepts a message of exactly 300 characters, no e-mail and no message text', async () => {
    await sendMessage({ mobileNo: '9860000002', message: 'a'.repeat(300) });
    await sendMessage({ mobileNo: '9860000003', email: undefined, message: undefined });
    expect((await findByMobile('9860000002'))?.message).toHaveLength(300);
    expect(await findByMobile('9860000003')).toMatchObject({ email: null, message: '' });
  });

  it('ignores a status sent by the visitor', async () => {
    await sendMessage({ mobileNo: '9860000004', status: 'Contacted', subject: 'Physics tutor in Kirtipur' });
    expect((await findByMobile('9860000004'))?.status).toBe('Pending');
  });
});

describe('GET /contact-form/data', () => {
  // A database of their own, seeded once: these tests count and order every row.
  let listed: Awaited<ReturnType<typeof ownDatabase>>;
  const listMessages = (query?: string) => listed.list(query);
  beforeAll(async () => {
    listed = await ownDatabase();
    await sendMessage({ mobileNo: '9860000001', email: 'gita.rai@example.com' }, listed.app);
    await sendMessage({ mobileNo: '9860000002', message: 'a'.repeat(300) }, listed.app);
    await sendMessage({ mobileNo: '9860000003', email: undefined, message: undefined }, listed.app);
    await sendMessage({ mobileNo: '9860000004', subject: 'Physics tutor in Kirtipur' }, listed.app);
  });
  afterAll(() => listed.app.close());

  it('lists all messages newest first, without total when not paged', async () => {
    const body = await listMessages();
    expect(body.message).toBe('Contact messages fetched');
    expect(body.total).toBeUndefined();
    expect(body.contactFormData.map((m: { mobileNo: string }) => m.mobileNo)).toEqual([
      '9860000004',
      '9860000003',
      '9860000002',
      '9860000001',
    ]);
    expect(body.contactFormData[3]).toEqual({
      _id: expect.any(String),
      firstName: 'Gita',
      lastName: 'Rai',
      email: 'gita.rai@example.com',
      mobileNo: '9860000001',
      subject: 'Tutor for my daughter',
      message: 'Do you have a chemistry tutor in Bhaktapur?',
      status: 'Pending',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages through the query string and reports the total', async () => {
    const page = await listMessages('?page=2&limit=3');
    expect(page.total).toBe(4);
    expect(page.contactFormData.map((m: { mobileNo: string }) => m.mobileNo)).toEqual(['9860000001']);
  });

  it('searches subject and message text, ignoring case, and escapes wildcards', async () => {
    const kirtipur = await listMessages('?q=KIRTIPUR');
    expect(kirtipur.contactFormData.map((m: { mobileNo: string }) => m.mobileNo)).toEqual(['9860000004']);
    expect(kirtipur.total).toBe(1);
    expect((await listMessages('?q=chemistry')).total).toBe(2);
    expect(await listMessages(`?q=${encodeURIComponent('%')}`)).toEqual({
      ...say('noContactMessages'),
      contactFormData: [],
      total: 0,
    });
  });

  it('rejects a limit over 100', async () => {
    const response = await t.api({ method: 'GET', path: '/contact-form/data?limit=500', token: adminToken });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.limitInvalid);
  });
});

describe('status update and delete', () => {
  async function newMessageId(mobileNo: string) {
    await sendMessage({ mobileNo });
    return (await findByMobile(mobileNo))!.id;
  }

  it('marks a message Contacted when the update has no body', async () => {
    const id = await newMessageId('9870000001');
    const response = await t.api({ method: 'PUT', path: `/contact-form/data/update/${id}`, token: adminToken });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Status updated to Contacted', code: 'statusContacted' });
    expect((await findByMobile('9870000001'))?.status).toBe('Contacted');
  });

  it('sets the status given in the body and refuses a student status', async () => {
    const id = await newMessageId('9870000002');
    const path = `/contact-form/data/update/${id}`;
    await t.api({ method: 'PUT', path, token: adminToken });
    const undo = await t.api({ method: 'PUT', path, token: adminToken, body: { status: 'Pending' } });
    expect(undo.statusCode).toBe(200);
    expect((await findByMobile('9870000002'))?.status).toBe('Pending');
    const wrong = await t.api({ method: 'PUT', path, token: adminToken, body: { status: 'Completed' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(MSG.contactStatusInvalid);
  });

  it('deletes a message, then answers 404 for it', async () => {
    const id = await newMessageId('9870000003');
    const path = `/contact-form/data/delete/${id}`;
    const deleted = await t.api({ method: 'DELETE', path, token: adminToken });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Contact message deleted', code: 'contactMessageDeleted' });
    expect(await findByMobile('9870000003')).toBeUndefined();
    const again = await t.api({ method: 'DELETE', path, token: adminToken });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(say('noDataForId', { id: id }));
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    const unknown = await t.api({
      method: 'PUT',
      path: `/contact-form/data/update/${randomUUID()}`,
      token: adminToken,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.api({ method: 'DELETE', path: '/contact-form/data/delete/abc', token: adminToken });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.idInvalid);
  });
});

describe('access and limits', () => {
  it('refuses the admin calls without a token (401) and to a teacher (403)', async () => {
    const teacher = await signUpTeacher(t);
    const id = randomUUID();
    const calls = [
      { method: 'GET', path: '/contact-form/data' },
      { method: 'PUT', path: `/contact-form/data/update/${id}` },
      { method: 'DELETE', path: `/contact-form/data/delete/${id}` },
    ] as const;
    for (const call of calls) {
      expect((await t.api(call)).statusCode).toBe(401);
      expect((await t.api({ ...call, token: teacher.token })).statusCode).toBe(403);
    }
  });

  it('limits the public form per address with 429', async () => {
    const { rateLimit } = testConfig();
    const limited = await createTestApp({ rateLimit: { ...rateLimit, publicFormsPerIpPerMinute: 2 } });
    try {
      const send = () => limited.api({ method: 'POST', path: '/visitor-data', body: buildContactMessage() });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(say('tooManyRequests'));
    } finally {
      await limited.close();
    }
  });
});
