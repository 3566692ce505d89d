import { randomUUID } from 'node:crypto';
import { MSG, say } from '@gharguru/contract';
import { buildContactMessage, type ContactMessageInput } from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema.js';
import { adminForFile, rateLimits, testAppForFile, withTestApp } from '../../../test/test-app.js';
import type { TestApp } from '../../../test/test-app.js';
import { generousPublicFormLimit, itRejects } from '../../../test/validation-cases.js';
import * as records from '../../../test/admin-record-cases.js';

const t = testAppForFile(generousPublicFormLimit());
const admin = adminForFile(t);

async function sendMessage(overrides: Partial<ContactMessageInput> & Record<string, unknown> = {}, on: TestApp = t) {
  const response = await on.post('/visitor-data', buildContactMessage(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response;
}

/** The messages an admin of `on` lists (200 expected). */
async function listMessagesOf(on: TestApp, as: { token: string }, query = '') {
  const response = await on.api({ method: 'GET', path: `/contact-form/data${query}`, token: as.token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function findByMobile(mobileNo: string) {
  const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.mobileNo, mobileNo));
  return row;
}

describe('GET /contact-form/data with no messages', () => {
  // A database of its own, with no message at all.
  const empty = testAppForFile(generousPublicFormLimit());
  const emptyAdmin = adminForFile(empty);

  it('[API-18] answers "No contact messages found" with an empty array', async () => {
    expect(await listMessagesOf(empty, emptyAdmin)).toEqual({ ...say('noContactMessages'), contactFormData: [] });
  });
});

describe('[VAL-CONTACT-1] POST /visitor-data: section 5 rules', () => {
  itRejects(t, 'POST /visitor-data', buildContactMessage, [
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
  ]);

  records.itStoresNothingRefused(t, '/visitor-data', contactMessages, buildContactMessage, [
    { mobileNo: '98600000001' },
    { subject: '' },
    { email: 'gita@rai' },
  ]);
});

describe('POST /visitor-data', () => {
  it('[DATA-6] [API-6] [DEC-5] stores a message as Pending and answers 201 with the required message', async () => {
    const response = await sendMessage({ mobileNo: '9860000001' });
    expect(response.json()).toEqual({
      message: 'Your message is received. We will get back to you soon',
      code: 'contactReceived',
    });
    expect(await findByMobile('9860000001')).toMatchObject({ firstName: 'Gita', status: 'Pending' });
  });

  it('[VAL-CONTACT-5] accepts a message of exactly 300 characters, no e-mail and no message text', async () => {
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
  const listed = testAppForFile(generousPublicFormLimit());
  const listAdmin = adminForFile(listed);
  const listMessages = (query?: string) => listMessagesOf(listed, listAdmin, query);
  beforeAll(async () => {
    await sendMessage({ mobileNo: '9860000001', email: 'gita.rai@example.com' }, listed);
    await sendMessage({ mobileNo: '9860000002', message: 'a'.repeat(300) }, listed);
    await sendMessage({ mobileNo: '9860000003', email: undefined, message: undefined }, listed);
    await sendMessage({ mobileNo: '9860000004', subject: 'Physics tutor in Kirtipur' }, listed);
  });

  it('[API-18] lists all messages newest first, without total when not paged', async () => {
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
    const response = await t.api({ method: 'GET', path: '/contact-form/data?limit=500', token: admin.token });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MSG.limitInvalid);
  });
});

describe('status update and delete', () => {
  async function newMessageId(mobileNo: string) {
    await sendMessage({ mobileNo });
    return (await findByMobile(mobileNo))!.id;
  }

  it('[BEH-14] [API-19] [DEC-2] marks a message Contacted when the update has no body', async () => {
    const id = await newMessageId('9870000001');
    const response = await t.api({ method: 'PUT', path: `/contact-form/data/update/${id}`, token: admin.token });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Status updated to Contacted', code: 'statusContacted' });
    expect((await findByMobile('9870000001'))?.status).toBe('Contacted');
  });

  it('[DEC-2] sets the status given in the body and refuses a student status', async () => {
    const id = await newMessageId('9870000002');
    const path = `/contact-form/data/update/${id}`;
    await t.api({ method: 'PUT', path, token: admin.token });
    const statusOf = async () => (await findByMobile('9870000002'))?.status;
    await records.expectPendingAgainNot(
      t,
      admin,
      { path, statusOf },
      { status: 'Completed', message: MSG.contactStatusInvalid },
    );
  });

  it('[API-20] deletes a message, then answers 404 for it', async () => {
    const id = await newMessageId('9870000003');
    const gone = async () => (await findByMobile('9870000003')) === undefined;
    const deleted = { message: 'Contact message deleted', code: 'contactMessageDeleted' };
    await records.expectDeletedOnce(t, admin, { id, path: `/contact-form/data/delete/${id}`, gone }, deleted);
  });

  it('answers 404 to an unknown id and 400 to a malformed one', async () => {
    const unknown = await t.api({
      method: 'PUT',
      path: `/contact-form/data/update/${randomUUID()}`,
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.api({ method: 'DELETE', path: '/contact-form/data/delete/abc', token: admin.token });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MSG.idInvalid);
  });
});

describe('access and limits', () => {
  records.itRefusesAdminCallsToOthers(t, (id) => [
    { method: 'GET', path: '/contact-form/data' },
    { method: 'PUT', path: `/contact-form/data/update/${id}` },
    { method: 'DELETE', path: `/contact-form/data/delete/${id}` },
  ]);

  it('limits the public form per address with 429', async () => {
    await withTestApp({ rateLimit: rateLimits({ publicFormsPerIpPerMinute: 2 }) }, async (limited) => {
      const send = () => limited.post('/visitor-data', buildContactMessage());
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual(say('tooManyRequests'));
    });
  });
});
