// Forgotten passwords (issue 30) end to end: the request, the e-mail's link and the SMS code through
// a real SMTP server and the SMS stand-in, and everything that must not work.
import { API_PATHS, MSG } from '@gharguru/contract';
import { buildTeacher } from '@gharguru/contract/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outboxMessages, passwordResets, teachers } from '../../db/schema.js';
import { codeIn, messagingAppForFile, PUBLIC_URL, tokenIn } from '../../../test/auth/messaging.js';
import { logIn, registerPendingAdmin, signInNewAdmin, signUpTeacher } from '../../../test/test-app.js';

const m = messagingAppForFile();
const { t } = m;

const requestReset = (role: string, email: string) => t.post(API_PATHS.passwordReset, { role, email });
const confirm = (body: Record<string, unknown>) => t.post(API_PATHS.passwordResetConfirm, body);
const profileStatus = async (path: string, token: string) => (await t.api({ method: 'GET', path, token })).statusCode;

/** A teacher whose mobile number is confirmed through the routes (the SMS code read at the gateway). */
async function teacherWithConfirmedMobile() {
  const teacher = await signUpTeacher(t);
  expect((await t.post(API_PATHS.teacherMobileVerifyRequest, undefined, teacher.token)).statusCode).toBe(202);
  const { sms } = await m.delivered();
  const code = codeIn(sms[0]?.text ?? '');
  expect((await t.post(API_PATHS.teacherMobileVerify, { code }, teacher.token)).statusCode).toBe(200);
  return teacher;
}

describe('a teacher who forgot the password', () => {
  it('[REC-1, REC-2] gets a link by e-mail and a code by SMS, resets by the link, is signed in here and out everywhere else', async () => {
    const teacher = await teacherWithConfirmedMobile();
    const requested = await requestReset('teacher', teacher.email.toUpperCase());
    expect(requested.statusCode).toBe(202);
    expect(requested.json()).toEqual({ message: MSG.passwordResetRequested, code: 'passwordResetRequested' });

    const { mails, sms } = await m.delivered();
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([[[teacher.email], 'Reset your GharGuru password']]);
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/reset-password/`);
    const token = tokenIn(mails[0]?.text ?? '');
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toMatch(/reset code is \d{6}/);
    // Stored hashed: the token is nowhere in the reset's row.
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.teacherId, teacher.id));
    expect(JSON.stringify(row)).not.toContain(token);

    const done = await confirm({ token, newPassword: 'fresh-pass1', conformNewPassword: 'fresh-pass1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: 'passwordResetDone', role: 'teacher', user: { role: 'teacher' } });
    const fresh = done.json().accessToken as string;
    expect(await profileStatus(API_PATHS.teacherProfile, teacher.token)).toBe(401);
    expect(await profileStatus(API_PATHS.teacherProfile, fresh)).toBe(200);
    expect((await logIn(t, 'teacher', { email: teacher.email, password: teacher.password })).statusCode).toBe(401);
    expect((await logIn(t, 'teacher', { email: teacher.email, password: 'fresh-pass1' })).statusCode).toBe(200);
    const notice = await m.delivered();
    expect(notice.mails.map((mail) => mail.subject)).toEqual(['Your GharGuru password was changed']);

    // Single use.
    const again = await confirm({ token, newPassword: 'other-pass1', conformNewPassword: 'other-pass1' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'resetLinkInvalid', fieldCodes: { token: 'resetLinkInvalid' } });
  });

  it('[REC-2] resets with the e-mail and the SMS code', async () => {
    const teacher = await teacherWithConfirmedMobile();
    await requestReset('teacher', teacher.email);
    const code = codeIn((await m.delivered()).sms[0]?.text ?? '');
    const done = await confirm({
      email: teacher.email,
      code,
      newPassword: 'by-code-1',
      conformNewPassword: 'by-code-1',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect((await logIn(t, 'teacher', { email: teacher.email, password: 'by-code-1' })).statusCode).toBe(200);
    const reused = await confirm({
      email: teacher.email,
      code,
      newPassword: 'by-code-2',
      conformNewPassword: 'by-code-2',
    });
    expect(reused.json().code).toBe('resetCodeWrong');
  });

  it('[REC-1] voids the request after five wrong codes: the right code fails after them', async () => {
    const teacher = await teacherWithConfirmedMobile();
    await requestReset('teacher', teacher.email);
    const code = codeIn((await m.delivered()).sms[0]?.text ?? '');
    const wrongCode = code === '000000' ? '000001' : '000000';
    const body = { email: teacher.email, newPassword: 'guessed-1', conformNewPassword: 'guessed-1' };
    for (let i = 0; i < 5; i++) {
      const wrong = await confirm({ ...body, code: wrongCode });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'resetCodeWrong', fieldCodes: { code: 'resetCodeWrong' } });
    }
    expect((await confirm({ ...body, code })).json().code).toBe('resetCodeWrong');
    expect((await logIn(t, 'teacher', { email: teacher.email, password: teacher.password })).statusCode).toBe(200);
  });

  it('[REC-4] sends no SMS to a mobile number the teacher has not confirmed: the e-mail only', async () => {
    const teacher = await signUpTeacher(t);
    await requestReset('teacher', teacher.email);
    const { mails, sms } = await m.delivered();
    expect(mails).toHaveLength(1);
    expect(sms).toHaveLength(0);
  });

  it('[REC-1] refuses an expired link, a forged one, and the link of an older request once a newer one is sent', async () => {
    const teacher = await signUpTeacher(t);
    await requestReset('teacher', teacher.email);
    const first = tokenIn((await m.delivered()).mails[0]?.text ?? '');
    await requestReset('teacher', teacher.email);
    const second = tokenIn((await m.delivered()).mails[0]?.text ?? '');
    const passwords = { newPassword: 'new-pass-1', conformNewPassword: 'new-pass-1' };
    expect((await confirm({ token: first, ...passwords })).json().code).toBe('resetLinkInvalid');
    expect((await confirm({ token: `${second.slice(0, -2)}AA`, ...passwords })).json().code).toBe('resetLinkInvalid');
    expect((await confirm({ token: 'x'.repeat(43), ...passwords })).json().code).toBe('resetLinkInvalid');

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.teacherId, teacher.id));
    const expired = await confirm({ token: second, ...passwords });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('resetLinkInvalid');
    expect((await logIn(t, 'teacher', { email: teacher.email, password: teacher.password })).statusCode).toBe(200);
  });

  it('[REC-2] keeps the registration rules and asks for a link or a code', async () => {
    const short = await confirm({ token: 'abc', newPassword: 'abc', conformNewPassword: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fieldCodes).toMatchObject({ newPassword: 'teacherPasswordMin' });
    const mismatch = await confirm({ token: 'abc', newPassword: 'abcdef1', conformNewPassword: 'abcdef2' });
    expect(mismatch.json().fieldCodes).toMatchObject({ conformNewPassword: 'passwordsMustMatch' });
    const neither = await confirm({ newPassword: 'abcdef1', conformNewPassword: 'abcdef1' });
    expect(neither.json().fieldCodes).toMatchObject({ token: 'resetTokenOrCode' });
    const badCode = await confirm({
      email: 'a@b.np',
      code: '12ab56',
      newPassword: 'abcdef1',
      conformNewPassword: 'abcdef1',
    });
    expect(badCode.json().fieldCodes).toMatchObject({ code: 'resetCodeInvalid' });
    const badRole = await t.post(API_PATHS.passwordReset, { role: 'family', email: 'a@b.np' });
    expect(badRole.json().fieldCodes).toMatchObject({ role: 'roleChoiceInvalid' });
  });
});

describe('an admin who forgot the password', () => {
  it('[REC-2] resets by the link with the admin rules (an uppercase letter), by e-mail only', async () => {
    const admin = await signInNewAdmin(t);
    await requestReset('admin', admin.email);
    const { mails, sms } = await m.delivered();
    expect(sms).toHaveLength(0);
    const token = tokenIn(mails[0]?.text ?? '');
    const lower = await confirm({ token, newPassword: 'lowercase1', conformNewPassword: 'lowercase1' });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'passwordUppercase', fieldCodes: { newPassword: 'passwordUppercase' } });
    const done = await confirm({ token, newPassword: 'Uppercase1', conformNewPassword: 'Uppercase1' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: 'passwordResetDone', role: 'admin' });
    expect(await profileStatus(API_PATHS.adminProfile, admin.token)).toBe(401);
    expect(await profileStatus(API_PATHS.adminProfile, done.json().accessToken)).toBe(200);
  });

  it('[REC-2] lets a pending admin reset, who still waits for approval', async () => {
    const pending = await registerPendingAdmin(t);
    await requestReset('admin', pending.email as string);
    const token = tokenIn(
      (await m.delivered()).mails.find((mail) => mail.to.includes(pending.email as string))?.text ?? '',
    );
    const done = await confirm({ token, newPassword: 'Pending12', conformNewPassword: 'Pending12' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ code: 'passwordResetAwaitingApproval', accessToken: null, role: 'admin' });
    const signIn = await logIn(t, 'admin', { email: pending.email, password: 'Pending12' });
    expect(signIn.json().code).toBe('adminPending');
  });
});

describe('accounts that do not exist', () => {
  it('[REC-1, REC-2] answer exactly as a known one, and nothing is written or sent, for unknown and deleted accounts', async () => {
    const known = await requestReset('teacher', (await signUpTeacher(t)).email);
    await t.app.afterReply.settled();
    expect(await t.database.db.delete(outboxMessages).returning()).toHaveLength(1);
    const unknown = await requestReset('teacher', 'nobody-here@example.com');
    const teacher = await signUpTeacher(t, buildTeacher());
    await t.database.db.delete(teachers).where(eq(teachers.id, teacher.id));
    const deleted = await requestReset('teacher', teacher.email);
    // A teacher's e-mail asked for as an admin is unknown too.
    const otherRole = await requestReset('admin', (await signUpTeacher(t)).email);
    await t.app.afterReply.settled();
    for (const response of [unknown, deleted, otherRole]) {
      expect(response.statusCode).toBe(known.statusCode);
      expect(response.body).toBe(known.body);
    }
    expect(await t.database.db.select().from(outboxMessages)).toEqual([]);
  });
});
