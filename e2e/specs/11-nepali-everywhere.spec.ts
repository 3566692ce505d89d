// Journey 11: नेपाली on every screen (issue 8). With Nepali chosen, no screen (public, teacher,
// admin) and no server or validation message shows an English sentence or a Latin digit. What users
// typed (names, subjects, places, tuition names), phone numbers, e-mail addresses and ids stay as
// written, so they are taken out of the text before it is checked.
import {
  API_PATHS,
  type PendingAdminListResponse,
  type StudentListResponse,
  type TeacherListResponse,
  type TuitionRecord,
} from '@gharguru/contract';
import type { Page } from '@playwright/test';
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { neMessages } from '../../apps/web/src/lib/i18n/ne-messages';
import { neStaff } from '../../apps/web/src/lib/i18n/ne-staff';
import type { Api, Session } from '../fixtures/api';
import { PUBLIC_ROUTES, adminRoutes, teacherRoutes } from '../fixtures/routes';
import { expect, openSignedIn, test } from '../fixtures/test';

/** Two or more Latin words in a row: an English phrase. Single Latin words (PhD, SEE) are glosses. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}(?:[\s,.;:!?'’()/-]+[A-Za-z]{2,})+/;
const LATIN_DIGIT = /[0-9]/;
const EMAIL = /[^\s@()]+@[^\s@()]+\.[A-Za-z]+/g;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
/** A request code, as families read and type it (GG-7K3Q-92). */
const REQUEST_CODE = /\bGG-[0-9A-Z]{4}-[0-9A-Z]{2}\b/g;
/**
 * A phone number (+977 980-1234567, 9801234567), the form's example of one (98XXXXXXXX), or one
 * masked for admins (98•••••015).
 */
const PHONE = /\+?\b[0-9][0-9X• -]{7,}[0-9X]\b/g;

/** Everything a reader sees or hears: visible text, the title, placeholders and accessible names. */
function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = ['placeholder', 'aria-label', 'title', 'alt'];
    const named = [...document.body.querySelectorAll('*')].flatMap((element) =>
      attributes.map((name) => element.getAttribute(name) ?? '').filter(Boolean),
    );
    // innerText, not textContent: only what is rendered (a collapsed menu's links are not read).
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
    return [document.title, document.body.innerText, ...named].join('\n');
  });
}

/** Every text users typed that the admin screens can show, from the API (longest first). */
async function userTexts(api: Api, admin: Session): Promise<string[]> {
  const token = admin.accessToken;
  const [students, tuitions, messages, teachers, pending] = await Promise.all([
    api.studentList(admin),
    api.tuitionList(admin),
    api.contactMessages(admin),
    api.call<TeacherListResponse>('GET', API_PATHS.adminTeacherList, { token }).then(({ body }) => body.teacherList),
    api
      .call<PendingAdminListResponse>('GET', API_PATHS.adminPendingAdmins, { token })
      .then(({ body }) => body.adminList),
  ]);
  const typed = [
    ...students.flatMap((row) => [row.firstName, row.lastName, row.city, row.area, ...row.subjects]),
    ...tuitions.flatMap((row) => [row.name, row.teacherName, row.teacherDetails ?? '', ...row.subjects]),
    ...messages.flatMap((row) => [row.firstName, row.lastName, row.subject, row.message]),
    ...teachers.flatMap((row) => [row.firstName, row.lastName, row.city, row.area, ...row.subjects]),
    ...pending.flatMap((row) => [row.firstName, row.lastName]),
    admin.firstName,
    admin.lastName,
  ];
  return [...new Set(typed.filter((text) => text.trim().length > 0))].sort((a, b) => b.length - a.length);
}

/** Fails with the offending part when a translated text shows English words or Latin digits. */
async function expectAllNepali(page: Page, typed: readonly string[], where: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  let text = await readableText(page);
  // Case-insensitive: a name may be shown in capitals by CSS (the account menu).
  for (const value of typed) text = text.replace(new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ' ');
  text = text.replace(EMAIL, ' ').replace(UUID, ' ').replace(PHONE, ' ').replace(REQUEST_CODE, ' ');
  const lines = text.split('\n').filter((line) => ENGLISH_PHRASE.test(line) || LATIN_DIGIT.test(line));
  expect(lines, `${where}: English or Latin digits in translated text`).toEqual([]);
  expect(text, `${where}: an unfilled {{variable}}`).not.toContain('{{');
}

/** Opens a screen in Nepali and waits until its main heading is there. */
async function open(page: Page, path: string, session?: Session) {
  if (session) await openSignedIn(page, session, path);
  else await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Lists and records load after the heading: wait until no spinner is left.
  await expect(page.getByRole('status', { name: /लोड/ })).toHaveCount(0);
}

test.describe('नेपाली everywhere', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('gharguru.language', 'ne'));
  });

  test('public, teacher and admin screens, server and validation messages', async ({ page, api }) => {
    test.setTimeout(240_000);
    // A teacher with more than one page of posts (पृष्ठ १ / २), a family's request for class 10, a
    // visitor's message and an admin waiting for approval, all written in Nepali as users would.
    const { session: teacher } = await api.newTeacher({
      firstName: 'सीता',
      lastName: 'शर्मा',
      subjects: ['गणित', 'विज्ञान'],
      city: 'काठमाडौं',
      area: 'बानेश्वर',
    });
    const posts: TuitionRecord[] = [];
    for (let n = 0; n < 11; n += 1) posts.push(await api.addTuition(teacher, { subjects: ['गणित'], price: 5000 }));
    const family = await api.createStudentRequest({
      firstName: 'आरव',
      subjects: ['विज्ञान'],
      city: 'ललितपुर',
      area: 'जावलाखेल',
    });
    await api.createContactMessage({ firstName: 'गीता', subject: 'पोखरामा शिक्षक', message: 'पोखरामा शिक्षक पाइन्छ?' });
    await api.registerPendingAdmin({ firstName: 'राम', lastName: 'थापा' });
    const admin = await api.signInAdmin();
    const post = posts[0] as TuitionRecord;

    for (const path of PUBLIC_ROUTES) {
      await open(page, path);
      await expectAllNepali(page, await userTexts(api, admin), path);
    }
    for (const path of teacherRoutes(post._id)) {
      await open(page, path, teacher);
      await expectAllNepali(page, await userTexts(api, admin), path);
    }
    await open(page, '/teacher-dashboard', teacher);
    await expect(page.getByRole('main')).toContainText('पृष्ठ १ / २');
    // The request's own page (issue 10) shows the family's request.
    const { body: found } = await api.call<StudentListResponse>('POST', API_PATHS.adminStudentList, {
      body: { page: 1, limit: 10, q: family.lastName },
      token: admin.accessToken,
    });
    for (const path of adminRoutes(found.studentList[0]!._id)) {
      await open(page, path, admin);
      await expectAllNepali(page, await userTexts(api, admin), path);
    }
    await open(page, '/admin-dashboard', admin);
    await expect(page.getByRole('main')).toContainText(`${ne.fields.classOption.replace('{{value}}', '१०')}`);
  });

  test('a validation error, server errors and a server field error', async ({ page, api }) => {
    const admin = await api.signInAdmin();
    // Validation in the browser: the contract's messages, in Nepali.
    await open(page, '/contact-student');
    await page.getByRole('main').getByRole('button', { name: ne.findTutor.submit }).click();
    await expect(page.getByRole('main').getByText(neMessages.firstNameRequired).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(neMessages.mobileRequired)).toBeVisible();
    await expectAllNepali(page, await userTexts(api, admin), 'validation errors');

    // A server error (401) translated by its code.
    await open(page, '/login');
    const main = page.getByRole('main');
    await main.getByLabel(ne.fields.email).fill('nobody@example.com');
    await main.getByLabel(ne.fields.password, { exact: true }).fill('Wrong123');
    await main.getByRole('button', { name: ne.teacherLogin.submit }).click();
    await expect(page.getByRole('region', { name: ne.common.notificationsLabel })).toContainText(
      neMessages.invalidCredentials,
    );
    await expectAllNepali(page, [], 'sign-in refused');

    // A server field error (400 with fieldCodes) under its field.
    const { session: teacher } = await api.newTeacher({ firstName: 'हरि', lastName: 'खड्का' });
    await open(page, '/teacher-profile/change-password', teacher);
    await main.getByLabel(neStaff.staff.currentPassword, { exact: true }).fill('Wrong999');
    await main.getByLabel(neStaff.staff.newPassword, { exact: true }).fill('Fresh123');
    await main.getByLabel(neStaff.staff.confirmNewPassword).fill('Fresh123');
    await main.getByRole('button', { name: neStaff.staff.passwordSubmit }).click();
    await expect(main.getByText(neMessages.currentPasswordWrong).first()).toBeVisible();
    await expectAllNepali(page, await userTexts(api, admin), 'wrong current password');

    // A 404 with a variable: the id stays as it is, the sentence is Nepali.
    const missing = '00000000-0000-4000-8000-000000000000';
    await open(page, `/tution-details/${missing}`, teacher);
    await expect(main).toContainText(neStaff.tuitions.noDataForId.replace('{{id}}', missing));
    await expectAllNepali(page, await userTexts(api, admin), 'unknown tuition post');
  });

  test('"Teacher deleted along with N posts" in Nepali, from the server', async ({ page, api }) => {
    const admin = await api.signInAdmin();
    const { session: teacher } = await api.newTeacher({ firstName: 'उर्मिला', lastName: 'राई' });
    await api.addTuition(teacher, { subjects: ['अङ्ग्रेजी'] });
    await open(page, '/admin-dashboard', admin);
    const main = page.getByRole('main');
    await main.getByRole('searchbox', { name: neStaff.admins.teachers.search }).fill('उर्मिला');
    await expect(
      main.getByRole('region', { name: new RegExp(`^${neStaff.admins.teachers.title}`) }).getByRole('row'),
    ).toHaveCount(2);
    const teachers = main.getByRole('region', { name: new RegExp(`^${neStaff.admins.teachers.title}`) });
    const row = teachers.getByRole('row').filter({ hasText: 'उर्मिला' }).first();
    await row.getByRole('button', { name: neStaff.staff.delete }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('१ ट्युसन पोस्ट');
    await dialog.getByRole('button', { name: neStaff.staff.delete }).click();
    await expect(page.getByRole('region', { name: ne.common.notificationsLabel })).toContainText(
      neMessages.teacherDeleted.one.replace('{{count}}', '१'),
    );
    await expectAllNepali(page, await userTexts(api, admin), 'teacher deleted');
  });
});
