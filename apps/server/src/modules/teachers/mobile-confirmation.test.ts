// A teacher confirms their mobile number with an SMS code (issue 30); until then no SMS goes to it,
// a proposal included. Through the routes, a real SMTP server and the SMS stand-in.
import { API_PATHS } from '@gharguru/contract';
import { buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import { describe, expect, it } from 'vitest';
import { codeIn, messagingAppForFile } from '../../../test/auth/messaging.js';
import { adminForFile, signUpTeacher } from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';

const m = messagingAppForFile();
const { t } = m;
const admin = adminForFile(t);

const askCode = (teacher: SignedInTeacher) => t.post(API_PATHS.teacherMobileVerifyRequest, undefined, teacher.token);
const sendCode = (teacher: SignedInTeacher, code: string) =>
  t.post(API_PATHS.teacherMobileVerify, { code }, teacher.token);
const profile = async (teacher: SignedInTeacher) =>
  (await t.api({ method: 'GET', path: API_PATHS.teacherProfile, token: teacher.token })).json().profileData;

async function proposeTo(teacher: SignedInTeacher) {
  const created = await t.post(API_PATHS.studentRequest, buildStudentRequest({ email: undefined }));
  expect(created.statusCode, created.body).toBe(201);
  const [request] = (await t.post(API_PATHS.adminStudentList, { q: created.json().requestCode }, admin.token)).json()
    .studentList as { _id: string }[];
  await m.delivered();
  const proposed = await t.post(
    API_PATHS.adminMatches,
    { requestId: request?._id, teacherId: teacher.id },
    admin.token,
  );
  expect(proposed.statusCode, proposed.body).toBe(201);
  return m.delivered();
}

describe('confirming a mobile number', () => {
  it('[REC-4] sends a code to the number, confirms it with the code, and shows the state to the teacher and the admins', async () => {
    const teacher = await signUpTeacher(t, buildTeacher({ mobile: '9841000001' }));
    expect((await profile(teacher)).mobileConfirmed).toBe(false);

    const asked = await askCode(teacher);
    expect(asked.statusCode).toBe(202);
    expect(asked.json().code).toBe('mobileCodeSent');
    const { sms, mails } = await m.delivered();
    expect(mails).toHaveLength(0);
    expect(sms.map((text) => text.to)).toEqual(['9841000001']);
    const code = codeIn(sms[0]?.text ?? '');

    const wrong = await sendCode(teacher, code === '111111' ? '222222' : '111111');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'mobileCodeWrong', fieldCodes: { code: 'mobileCodeWrong' } });
    const right = await sendCode(teacher, code);
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().code).toBe('mobileConfirmed');
    expect((await profile(teacher)).mobileConfirmed).toBe(true);
    expect((await askCode(teacher)).json().code).toBe('mobileAlreadyConfirmed');

    const list = await t.api({ method: 'GET', path: `${API_PATHS.adminTeacherList}?q=9841000001`, token: admin.token });
    expect(list.json().teacherList.map((row: { mobileConfirmed: boolean }) => row.mobileConfirmed)).toEqual([true]);

    // A new number on the profile is not confirmed, and the old code does not confirm it.
    const { email: _email, password: _password, ...edit } = buildTeacher({ mobile: '9841000002' });
    const edited = await t.api({ method: 'PUT', path: API_PATHS.teacherProfile, token: teacher.token, body: edit });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profileData.mobileConfirmed).toBe(false);
    expect((await sendCode(teacher, code)).statusCode).toBe(400);
  });

  it('[REC-4] voids a code after five wrong tries', async () => {
    const teacher = await signUpTeacher(t);
    await askCode(teacher);
    const code = codeIn((await m.delivered()).sms[0]?.text ?? '');
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) expect((await sendCode(teacher, wrongCode)).statusCode).toBe(400);
    expect((await sendCode(teacher, code)).statusCode).toBe(400);
    expect((await profile(teacher)).mobileConfirmed).toBe(false);
  });

  it('refuses a code that is not 6 digits', async () => {
    const teacher = await signUpTeacher(t);
    const response = await sendCode(teacher, '12345');
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldCodes).toEqual({ code: 'resetCodeInvalid' });
  });
});

describe('SMS to a teacher', () => {
  it('[REC-4] sends a proposal by e-mail only while the number is unconfirmed, and by SMS too once it is', async () => {
    const teacher = await signUpTeacher(t, buildTeacher({ mobile: '9841000003' }));
    const before = await proposeTo(teacher);
    expect(before.mails.map((mail) => mail.to)).toEqual([[teacher.email]]);
    expect(before.sms).toEqual([]);

    await askCode(teacher);
    await sendCode(teacher, codeIn((await m.delivered()).sms[0]?.text ?? ''));
    const after = await proposeTo(teacher);
    expect(after.mails.map((mail) => mail.to)).toEqual([[teacher.email]]);
    expect(after.sms.map((text) => text.to)).toEqual(['9841000003']);
    expect(after.sms[0]?.text).toMatch(/^GharGuru: a family needs a tutor/);
  });
});
