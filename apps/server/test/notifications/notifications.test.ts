// Notifications end to end with real parts (issue 11): the app through inject, a real SMTP server in
// this process and a local HTTP server in the SMS gateway's shape; what arrives is read back.
import { buildAdmin, buildContactMessage, buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { admins, outboxMessages, studentRequests } from '../../src/db/schema.js';
import { smsSize } from '../../src/modules/notifications/sms-text.js';
import { transportsFor } from '../../src/modules/notifications/worker-plugin.js';
import { createOutboxWorker } from '../../src/modules/notifications/worker.js';
import { messagingAppForFile, PUBLIC_URL } from '../auth/messaging.js';
import { startSecondInstance } from '../second-instance.js';
import { addOffer, createTestApp, logIn, signInNewAdmin, signUpTeacher } from '../test-app.js';

// Each test starts with an empty outbox and nothing received (the helper's afterEach), and with no admins.
const { t, mail, sms } = messagingAppForFile();

afterEach(async () => {
  await t.database.db.delete(admins);
});

async function outboxRows() {
  return t.database.db.select().from(outboxMessages);
}

/** A form sent from a browser that asks for `language` first. */
function postInLanguage(language: string, path: string, body: unknown) {
  return t.api({ method: 'POST', path, body, headers: { 'accept-language': language } });
}

async function setPreferences(token: string, role: 'admin' | 'teacher', body: unknown) {
  const path = role === 'admin' ? '/admin/profile/notifications' : '/teacher/profile/notifications';
  return t.api({ method: 'PUT', path, token, body });
}

describe('a new student request', () => {
  it('[NOTIF-2] tells each approved admin in their language, and the family by SMS and e-mail with the request code', async () => {
    const nepaliAdmin = await signInNewAdmin(t);
    expect((await setPreferences(nepaliAdmin.token, 'admin', { language: 'ne', muted: [] })).statusCode).toBe(200);
    const englishAdmin = await signInNewAdmin(t);
    const quietAdmin = await signInNewAdmin(t);
    await setPreferences(quietAdmin.token, 'admin', { language: 'en', muted: ['adminNewStudentRequest'] });

    const input = buildStudentRequest({ mobile: '9841234567', email: 'family.ne@example.com' });
    const created = await postInLanguage('ne', '/student/request', input);
    expect(created.statusCode).toBe(201);
    const { requestCode } = created.json() as { requestCode: string };

    // Written with the request, before anything is sent.
    const waiting = await outboxRows();
    expect(waiting.map((row) => row.kind).sort()).toEqual([
      'adminNewStudentRequest',
      'adminNewStudentRequest',
      'familyRequestReceived',
      'familyRequestReceived',
    ]);
    expect(waiting.every((row) => row.state === 'pending')).toBe(true);

    expect(await t.app.outbox.drain()).toBe(4);
    const toAdmin = (email: string) => mail().mails.find((m) => m.to.includes(email));
    expect(toAdmin(quietAdmin.email)).toBeUndefined();
    const ne = toAdmin(nepaliAdmin.email);
    expect(ne?.subject).toBe(`नयाँ ट्युसन अनुरोध ${requestCode}: कक्षा 10, "Jawalakhel"`);
    expect(ne?.text).toContain(`${PUBLIC_URL}/admin-dashboard?q=${requestCode}`);
    expect(ne?.text).toContain('"Science", "Mathematics"');
    expect(ne?.html).toContain(`<a href="${PUBLIC_URL}/admin-dashboard?q=${requestCode}">`);
    const en = toAdmin(englishAdmin.email);
    expect(en?.subject).toBe(`New tuition request ${requestCode}: class 10, "Jawalakhel"`);
    expect(en?.from).toBe('hello@gharguru.test');

    expect(sms().received).toHaveLength(1);
    const [familySms] = sms().received;
    expect(familySms).toMatchObject({ token: 'test-token', from: 'GharGuru', to: '9841234567' });
    expect(familySms?.text).toContain(requestCode);
    expect(familySms?.text).toMatch(/^घरगुरु:/);
    expect(smsSize(familySms?.text ?? '').segments).toBeLessThanOrEqual(2);
    const familyMail = toAdmin('family.ne@example.com');
    expect(familyMail?.subject).toBe(`तपाईंको ट्युसन अनुरोध ${requestCode} प्राप्त भयो`);

    const sent = await outboxRows();
    expect(sent.every((row) => row.state === 'sent' && row.attempts === 1 && row.sentAt)).toBe(true);
    expect(sent.find((row) => row.channel === 'sms')?.providerResponse).toContain('queued for delivery');
  });

  it('[NOTIF-1] saves no notification when the request is refused', async () => {
    await signInNewAdmin(t);
    const refused = await t.post(
      '/student/request',
      buildStudentRequest({ tuitionId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(await outboxRows()).toEqual([]);
  });
});

describe('admins', () => {
  it('[NOTIF-2] hear of a contact message and of an admin waiting for approval', async () => {
    const admin = await signInNewAdmin(t);
    await t.post('/visitor-data', buildContactMessage({ subject: 'Fees question' }));
    const registered = await t.post(
      '/admin/register',
      buildAdmin({ firstName: 'Sita', lastName: 'Rai', email: 'sita.pending@example.com' }),
    );
    expect(registered.statusCode).toBe(201);
    await t.app.outbox.drain();
    const subjects = mail()
      .mails.filter((m) => m.to.includes(admin.email))
      .map((m) => m.subject);
    expect(subjects).toContain('New contact message: "Fees question"');
    expect(subjects).toContain('"Sita Rai" is waiting for admin approval');
    // The pending admin is not an approved admin: told nothing.
    expect(mail().mails.some((m) => m.to.includes('sita.pending@example.com'))).toBe(false);
  });
});

describe('a teacher', () => {
  it('[NOTIF-2] hears that an offer is listed, taken off, and that they are verified, in their language', async () => {
    const admin = await signInNewAdmin(t);
    const teacher = await signUpTeacher(t);
    await setPreferences(teacher.token, 'teacher', { language: 'ne', muted: [] });
    const offer = { name: 'Maths at home in Baneshwor' };
    const postId = await addOffer(t, teacher, offer);
    const update = (status: string) =>
      t.api({ method: 'PUT', path: `/admin/profile/tution/update/${postId}`, token: admin.token, body: { status } });
    expect((await update('Completed')).statusCode).toBe(200);
    expect((await update('Completed')).statusCode).toBe(200); // no change, no second message
    expect((await update('Pending')).statusCode).toBe(200);
    const verify = () =>
      t.api({
        method: 'PUT',
        path: `/admin/profile/teacher/${teacher.id}/verify`,
        token: admin.token,
        body: { verified: true },
      });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(200); // already verified: told once
    await t.app.outbox.drain();
    const subjects = mail()
      .mails.filter((m) => m.to.includes(teacher.email))
      .map((m) => m.subject);
    expect(subjects.sort()).toEqual(
      [
        `तपाईंको ट्युसन प्रस्ताव "${offer.name}" सूचीमा आयो`,
        `तपाईंको ट्युसन प्रस्ताव "${offer.name}" निर्देशिकाबाट हटाइयो`,
        'तपाईं प्रमाणित घरगुरु शिक्षक हुनुभयो',
      ].sort(),
    );
  });

  it('[NOTIF-2] gets a match proposal with class, subjects and area but no family contact; the family hears "tutor found"', async () => {
    const admin = await signInNewAdmin(t);
    await setPreferences(admin.token, 'admin', { language: 'en', muted: ['adminNewStudentRequest'] });
    const teacher = await signUpTeacher(t, { firstName: 'Bikash', lastName: 'thapa' });
    const family = buildStudentRequest({ firstName: 'Hari', lastName: 'Shrestha', email: 'hari.family@example.com' });
    const created = await t.post('/student/request', family);
    const { requestCode } = created.json() as { requestCode: string };
    await t.app.outbox.drain();
    mail().mails.length = 0;
    sms().received.length = 0;
    const [request] = await t.database.db
      .select({ id: studentRequests.id })
      .from(studentRequests)
      .where(eq(studentRequests.requestCode, requestCode));

    // Through the matching desk's own routes (issue 10), whose seam writes the notifications.
    const proposed = await t.post('/admin/matches', { requestId: request!.id, teacherId: teacher.id }, admin.token);
    expect(proposed.statusCode).toBe(201);
    await t.app.outbox.drain();
    const [proposal] = mail().mails;
    expect(mail().mails).toHaveLength(1);
    expect(proposal?.to).toEqual([teacher.email]);
    expect(proposal?.subject).toBe('A family needs a tutor: class 10, "Jawalakhel"');
    expect(proposal?.text).toContain('"Science", "Mathematics"');
    expect(proposal?.text).toContain(`${PUBLIC_URL}/teacher-dashboard`);
    for (const secret of [family.mobile, family.email, 'Hari', 'Shrestha', requestCode]) {
      expect(proposal?.raw).not.toContain(secret);
    }
    expect(sms().received).toEqual([]);

    const accepted = await t.api({
      method: 'PUT',
      path: `/teacher/matches/${proposed.json().match._id}`,
      token: teacher.token,
      body: { decision: 'accept' },
    });
    expect(accepted.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(sms().received.map((s) => s.text)).toEqual([
      expect.stringContaining(`tutor found for ${requestCode}: "Bikash T."`),
    ]);
    expect(mail().mails.find((m) => m.to.includes('hari.family@example.com'))?.subject).toBe(
      `A tutor is found for request ${requestCode}`,
    );
  });
});

describe('settings', () => {
  it("start in the sign-up form's language", async () => {
    const input = buildTeacher();
    const registered = await postInLanguage('ne-NP,ne;q=0.9,en;q=0.5', '/teacher/register', input);
    expect(registered.statusCode).toBe(201);
    const login = await logIn(t, 'teacher', input);
    const read = await t.api({
      method: 'GET',
      path: '/teacher/profile/notifications',
      token: login.json().accessToken,
    });
    expect(read.json().preferences.language).toBe('ne');
  });

  it("of an account without a language take its next sign-in's language", async () => {
    const admin = await signInNewAdmin(t); // made as admin:create does: no language
    const signIn = await t.api({
      method: 'POST',
      path: '/admin/login',
      body: { email: admin.email, password: admin.password },
      headers: { 'accept-language': 'ne' },
    });
    expect(signIn.statusCode).toBe(200);
    const read = await t.api({
      method: 'GET',
      path: '/admin/profile/notifications',
      token: admin.token,
      headers: { 'accept-language': 'en' },
    });
    expect(read.json().preferences.language).toBe('ne');
  });

  it('[NOTIF-3] are read and saved; a security note cannot be turned off and always arrives', async () => {
    const teacher = await signUpTeacher(t);
    const read = await t.api({ method: 'GET', path: '/teacher/profile/notifications', token: teacher.token });
    expect(read.statusCode).toBe(200);
    expect(read.json().preferences).toEqual({
      language: 'en',
      muted: [],
      kinds: ['teacherOfferApproved', 'teacherOfferTakenOff', 'teacherVerified', 'teacherMatchProposal'],
    });
    const security = await setPreferences(teacher.token, 'teacher', {
      language: 'en',
      muted: ['securityPasswordChanged'],
    });
    expect(security.statusCode).toBe(400);
    expect(security.json().code).toBe('notificationKindInvalid');
    const adminKind = await setPreferences(teacher.token, 'teacher', {
      language: 'en',
      muted: ['adminNewPendingAdmin'],
    });
    expect(adminKind.statusCode).toBe(400);
    const saved = await setPreferences(teacher.token, 'teacher', {
      language: 'ne',
      muted: ['teacherOfferApproved', 'teacherOfferTakenOff', 'teacherVerified', 'teacherMatchProposal'],
    });
    expect(saved.json().code).toBe('notificationPreferencesSaved');

    const changed = await t.api({
      method: 'PUT',
      path: '/teacher/profile/change-password',
      token: teacher.token,
      body: { currentPassword: teacher.password, newPassword: 'Another12', conformNewPassword: 'Another12' },
    });
    expect(changed.statusCode).toBe(200);
    await t.app.outbox.drain();
    expect(mail().mails.map((m) => [m.to, m.subject])).toEqual([[[teacher.email], 'तपाईंको घरगुरु पासवर्ड परिवर्तन भयो']]);
  });
});

describe('delivery', () => {
  it('[NOTIF-1] keeps messages while the mail server is down and delivers each exactly once when it is back', async () => {
    let clock = new Date(0);
    const worker = createOutboxWorker({
      db: t.database.db,
      transports: transportsFor(t.config.notifications),
      pollMs: 60_000,
      now: () => clock,
    });
    await signInNewAdmin(t);
    await mail().stop();
    for (let i = 0; i < 3; i++) {
      const sent = await t.post('/student/request', buildStudentRequest({ email: null }));
      expect(sent.statusCode).toBe(201);
    }
    clock = new Date(Date.now() + 1000);
    expect(await worker.drain()).toBe(6); // 3 e-mails to the admin fail, 3 SMS go
    const afterFailure = await outboxRows();
    const mails = afterFailure.filter((row) => row.channel === 'email');
    expect(mails.map((row) => [row.state, row.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(mails.every((row) => row.lastError && row.nextAttemptAt > clock)).toBe(true);
    // Not due yet: nothing is claimed.
    expect(await worker.drain()).toBe(0);

    await mail().start();
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    expect(await worker.drain()).toBe(3);
    expect(await worker.drain()).toBe(0);
    const ids = mail().mails.map((m) => m.headers.get('x-gharguru-outbox-id'));
    expect(ids.sort()).toEqual(mails.map((row) => row.id).sort());
    expect((await outboxRows()).every((row) => row.state === 'sent')).toBe(true);
    await worker.stop();
  });

  it('[NOTIF-4] marks a message failed with the gateway answer, and an admin can send it again', async () => {
    const admin = await signInNewAdmin(t);
    sms().refuse.add('9800000001');
    await t.post('/student/request', buildStudentRequest({ mobile: '9800000001', email: null }));
    await t.app.outbox.drain();
    const failed = await t.api({ method: 'GET', path: '/admin/outbox?state=failed', token: admin.token });
    expect(failed.statusCode).toBe(200);
    const [message] = failed.json().outbox;
    expect(message).toMatchObject({
      kind: 'familyRequestReceived',
      channel: 'sms',
      recipientKind: 'family',
      recipient: '98•••••001',
      state: 'failed',
      attempts: 1,
    });
    expect(message.lastError).toContain('Invalid Receiver 98•••••001');
    expect(JSON.stringify(failed.json())).not.toContain('9800000001');

    const sentAlready = (await t.api({ method: 'GET', path: '/admin/outbox?state=sent', token: admin.token })).json()
      .outbox[0];
    const notFailed = await t.api({
      method: 'POST',
      path: `/admin/outbox/${sentAlready._id}/resend`,
      token: admin.token,
    });
    expect(notFailed.statusCode).toBe(409);
    const unknown = await t.api({
      method: 'POST',
      path: '/admin/outbox/00000000-0000-4000-8000-000000000000/resend',
      token: admin.token,
    });
    expect(unknown.statusCode).toBe(404);

    sms().refuse.clear();
    const resent = await t.api({ method: 'POST', path: `/admin/outbox/${message._id}/resend`, token: admin.token });
    expect(resent.json().code).toBe('outboxMessageResent');
    await t.app.outbox.drain();
    expect(sms().received.map((s) => s.to)).toEqual(['9800000001']);
    const [row] = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.id, message._id));
    expect(row).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
  });

  it('[NOTIF-1] sends each message once with two instances on one database', async () => {
    await signInNewAdmin(t);
    await signInNewAdmin(t);
    for (let i = 0; i < 20; i++) {
      expect((await t.post('/visitor-data', buildContactMessage())).statusCode).toBe(201);
    }
    const second = await startSecondInstance(t);
    try {
      const [first, other] = await Promise.all([t.app.outbox.drain(), second.app.outbox.drain()]);
      expect(first + other).toBe(40);
    } finally {
      await second.close();
    }
    const ids = mail().mails.map((m) => m.headers.get('x-gharguru-outbox-id'));
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  it('sends by itself once the server listens', async () => {
    const listening = await createTestApp({
      notifications: { ...t.config.notifications, pollMs: 100 },
    });
    try {
      await signInNewAdmin(listening);
      await listening.app.listen({ port: 0, host: '127.0.0.1' });
      await listening.post('/visitor-data', buildContactMessage({ subject: 'By itself' }));
      await mail().waitFor(1);
      expect(mail().mails[0]?.subject).toBe('New contact message: "By itself"');
    } finally {
      await listening.close();
    }
  });
});

describe('without SMTP or an SMS gateway', () => {
  it('[DEC-13] sends nothing but keeps every message in the outbox for admins to see', async () => {
    const quiet = await createTestApp();
    try {
      const admin = await signInNewAdmin(quiet);
      await quiet.post('/student/request', buildStudentRequest({ mobile: '9841234567', email: 'rita@example.com' }));
      expect(await quiet.app.outbox.drain()).toBe(0);
      const listed = await quiet.api({ method: 'GET', path: '/admin/outbox?page=1&limit=2', token: admin.token });
      expect(listed.statusCode).toBe(200);
      const body = listed.json();
      expect(body.channels).toEqual({ email: false, sms: false });
      expect(body.total).toBe(3);
      expect(body.outbox).toHaveLength(2);
      const all = (await quiet.api({ method: 'GET', path: '/admin/outbox', token: admin.token })).json().outbox;
      expect(all.map((m: { state: string }) => m.state)).toEqual(['pending', 'pending', 'pending']);
      const family = all.filter((m: { recipientKind: string }) => m.recipientKind === 'family');
      expect(family.map((m: { recipient: string }) => m.recipient).sort()).toEqual(['98•••••567', 'r•••@example.com']);
      const bad = await quiet.api({ method: 'GET', path: '/admin/outbox?state=lost', token: admin.token });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('outboxStateInvalid');
    } finally {
      await quiet.close();
    }
  });
});
