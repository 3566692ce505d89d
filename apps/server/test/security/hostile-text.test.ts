// Issue 13, items 1, 2 and 13 through the real app: control characters are a 400 with a clear
// message wherever text comes in (bodies, query strings), a 15 KB e-mail is refused by its length
// without stalling the server, and a price keeps at most two decimals.
import { API_PATHS, MSG } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  buildAdmin,
  buildContactMessage,
  buildStudentRequest,
  buildTeacher,
  buildTuition,
} from '@gharguru/contract/testing';
import { adminForFile, signUpTeacher, testAppForFile } from '../test-app.js';
import type { SignedInTeacher } from '../test-app.js';

const t = testAppForFile();
let teacher: SignedInTeacher;
beforeAll(async () => {
  teacher = await signUpTeacher(t);
});
const admin = adminForFile(t);

function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  field: string,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ message, errors: { [field]: message } });
}

describe('control characters', () => {
  it('[OPS-1] refuses a NUL in a body field with 400 and says which field', async () => {
    const response = await t.post(API_PATHS.teacherRegister, buildTeacher({ firstName: 'Si\u0000ta' }));
    expectRefused(response, 'firstName', MSG.controlCharacters);
  });

  it('[OPS-1] refuses a NUL in a search query string and a list body', async () => {
    const query = await t.api({ method: 'GET', path: `${API_PATHS.adminTeacherList}?q=a%00b`, token: admin.token });
    expectRefused(query, 'q', MSG.controlCharacters);
    const body = await t.post(API_PATHS.tuitionPosts, { q: 'a\u0000' }, teacher.token);
    expectRefused(body, 'q', MSG.controlCharacters);
  });

  it('refuses an escape character in a single-line field', async () => {
    const response = await t.post(API_PATHS.visitorData, buildContactMessage({ subject: 'Tutor \u001b[2J' }));
    expectRefused(response, 'subject', MSG.controlCharacters);
  });

  it('keeps line breaks and tabs in the contact message and the tuition details', async () => {
    const message = 'Line one\r\n\tLine two';
    const contact = await t.post(API_PATHS.visitorData, buildContactMessage({ message }));
    expect(contact.statusCode, contact.body).toBe(201);
    const listed = await t.api({ method: 'GET', path: API_PATHS.contactFormData, token: admin.token });
    expect(listed.json().contactFormData.map((row: { message: string }) => row.message)).toContain(message);

    const post = await t.post(
      API_PATHS.tuitionAdd,
      buildTuition({ teacherDetails: 'Weekdays\nWeekends' }),
      teacher.token,
    );
    expect(post.statusCode, post.body).toBe(201);
  });

  it('still signs in with a password that holds any character (only compared with the hash)', async () => {
    const response = await t.post(API_PATHS.teacherLogin, { email: teacher.email, password: 'wrong\u0000password' });
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json().message).toBe(MSG.invalidCredentials);
  });
});

describe('a 15 KB e-mail', () => {
  it('is refused by its length, with the length message', async () => {
    const email = `a@${'a.'.repeat(7600)}@`;
    const response = await t.post(API_PATHS.teacherRegister, buildTeacher({ email }));
    expectRefused(response, 'email', MSG.emailMax);
  });
});

describe('money', () => {
  it('refuses a price with more than two decimals instead of storing it rounded', async () => {
    const response = await t.post(API_PATHS.tuitionAdd, buildTuition({ price: 0.001 }), teacher.token);
    expectRefused(response, 'price', MSG.priceDecimals);
  });

  it('keeps 0 or less as "Must be a positive Number"', async () => {
    const response = await t.post(API_PATHS.tuitionAdd, buildTuition({ price: -0.001 }), teacher.token);
    expectRefused(response, 'price', MSG.pricePositive);
  });

  it('stores a price with two decimals exactly', async () => {
    const name = `Paisa ${Date.now().toString(36)}`;
    const added = await t.post(API_PATHS.tuitionAdd, buildTuition({ name, price: 1234.56 }), teacher.token);
    expect(added.statusCode, added.body).toBe(201);
    const posts = await t.post(API_PATHS.tuitionPosts, {}, teacher.token);
    const post = posts.json().posts.find((row: { name: string }) => row.name === name);
    expect(post.price).toBe(1234.56);
  });
});

// Issue 26: a teacher named "https://evil.example/pay" put that link into a family's e-mail and SMS.
// Every name of a person, place, subject or offer refuses links, e-mail addresses and phone numbers.
describe('names with links, e-mail addresses or phone numbers', () => {
  const values = ['https://evil.example/pay', 'pay-here.example', 'help@evil.example', 'Call 98-0123-4567'];
  const cases: [string, () => Promise<{ statusCode: number; json(): unknown; body: string }>, string][] = [];
  for (const value of values) {
    cases.push(
      [
        `teacher firstName ${value}`,
        () => t.post(API_PATHS.teacherRegister, buildTeacher({ firstName: value })),
        'firstName',
      ],
      [`teacher area ${value}`, () => t.post(API_PATHS.teacherRegister, buildTeacher({ area: value })), 'area'],
      [
        `request lastName ${value}`,
        () => t.post(API_PATHS.studentRequest, buildStudentRequest({ lastName: value })),
        'lastName',
      ],
      [`request city ${value}`, () => t.post(API_PATHS.studentRequest, buildStudentRequest({ city: value })), 'city'],
      [
        `request subject ${value}`,
        () => t.post(API_PATHS.studentRequest, buildStudentRequest({ subjects: [value] })),
        'subjects',
      ],
      [
        `contact firstName ${value}`,
        () => t.post(API_PATHS.visitorData, buildContactMessage({ firstName: value })),
        'firstName',
      ],
      [`admin lastName ${value}`, () => t.post(API_PATHS.adminRegister, buildAdmin({ lastName: value })), 'lastName'],
      [`offer name ${value}`, () => t.post(API_PATHS.tuitionAdd, buildTuition({ name: value }), teacher.token), 'name'],
    );
  }
  it.each(cases)('refuses %s', async (_name, send, field) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.stringify(response.json())).toContain(MSG.nameHasContactDetails);
    expect((response.json() as { errors: Record<string, string> }).errors).toHaveProperty([field.split('.')[0]!]);
  });
});
