// Journey 13 (issue 9): a family browses the public directory, requests a tutor, writes down the
// request code and follows the request on /track; no public page ever shows an unapproved offer or
// a teacher's phone number, e-mail or full last name. Also saves the directory's screenshots.
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type StudentListResponse, type TuitionRecord } from '@gharguru/contract';
import { uniqueId } from '@gharguru/contract/testing';
import type { Locator, Page, Response } from '@playwright/test';
import type { Api, Session, TeacherAccount } from '../fixtures/api';
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS } from '../fixtures/constants';
import { closeNotification, expect, openSignedIn, test } from '../fixtures/test';

type Directory = {
  city: string;
  admin: Session;
  ram: TeacherAccount;
  hari: TeacherAccount;
  listed: TuitionRecord;
  other: TuitionRecord;
  unapproved: TuitionRecord;
};

/** Letters only, so a test's own city is also a plausible place name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/**
 * A city of the test's own with two approved offers (a verified teacher's and another's) and one
 * offer no admin has approved.
 */
async function seedDirectory(api: Api): Promise<Directory> {
  // Short names, so the screenshots look like real ones.
  const city = `Tansen${letters().slice(-5)}`;
  const admin = await api.signInAdmin();
  const email = (name: string) => `${name}${uniqueId().slice(-6)}@example.com`;
  const ram = await api.newTeacher({
    firstName: 'Ram',
    lastName: 'Pradhananga',
    email: email('ram'),
    city,
    area: 'Bazaar',
  });
  const hari = await api.newTeacher({
    firstName: 'Hari',
    lastName: 'Lamichhane',
    email: email('hari'),
    city,
    area: 'Silkhan',
  });
  const listed = await api.addTuition(ram.session, {
    name: `SEE Maths at home ${uniqueId().slice(-5)}`,
    subjects: ['Mathematics', 'Science'],
    forClass: 'Secondary',
    price: 6000,
    priceType: 'monthly',
    teacherDetails: 'Ten years of SEE preparation. Evenings.',
  });
  const other = await api.addTuition(hari.session, {
    name: `Maths for class 9 and 10 ${uniqueId().slice(-5)}`,
    subjects: ['Maths'],
    forClass: 'Secondary',
    price: 4000,
    priceType: 'monthly',
  });
  const unapproved = await api.addTuition(ram.session, {
    name: `Unapproved Science ${uniqueId()}`,
    subjects: ['Science'],
    forClass: 'Secondary',
  });
  await api.approveTuition(admin, listed._id);
  await api.approveTuition(admin, other._id);
  await api.verifyTeacher(admin, listed.teacherId);
  return { city, admin, ram: ram.account, hari: hari.account, listed, other, unapproved };
}

/** Everything the browser received from a public page or call: HTML documents and /api/public answers. */
function recordPublicAnswers(page: Page) {
  const bodies: Promise<string>[] = [];
  page.on('response', (response: Response) => {
    const { pathname } = new URL(response.url());
    const isPage = response.request().resourceType() === 'document';
    if (isPage || pathname.startsWith('/api/public/')) bodies.push(response.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

/** Nothing private of the directory's teachers, and not the unapproved offer, is in `text`. */
function expectNothingPrivate(text: string, directory: Directory, where: string) {
  for (const teacher of [directory.ram, directory.hari]) {
    expect(text, `${where}: a teacher's mobile`).not.toContain(teacher.mobile);
    expect(text, `${where}: a teacher's e-mail`).not.toContain(teacher.email);
    expect(text, `${where}: a teacher's last name`).not.toContain(teacher.lastName);
  }
  expect(text, `${where}: the unapproved offer`).not.toContain(directory.unapproved.name);
}

const results = (main: Locator, count: number) =>
  main.getByText(`${count} ${count === 1 ? 'tutor offer' : 'tutor offers'} found`, { exact: true });

test('[TRACK-1] [DIR-6] a family filters the directory, requests a tutor, writes down the code and follows the request', async ({
  page,
  api,
}) => {
  const directory = await seedDirectory(api);
  const { city, listed, other, unapproved } = directory;
  const main = page.getByRole('main');

  // Filters go into the address, so the back button returns to the earlier ones.
  await page.goto('/tutors');
  await main.getByLabel('City').selectOption(city);
  await main.getByLabel('Class').selectOption('10');
  await main.getByRole('button', { name: 'Show tutors' }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]city=${city}(&|$)`));
  await expect(page).toHaveURL(/[?&]class=10(&|$)/);
  await expect(results(main, 2)).toBeVisible();
  await expect(main.getByRole('link', { name: listed.name })).toBeVisible();
  await expect(main.getByRole('link', { name: other.name })).toBeVisible();
  await expect(main.getByText(unapproved.name)).toHaveCount(0);
  await expect(main.getByText('Rs. 6,000 / month')).toBeVisible();
  await expect(
    main.getByText(new RegExp(`^Typical fee for Secondary \\(9–10\\) in ${city}: Rs\\. [\\d,]+ / month$`)),
  ).toBeVisible();

  await main.getByLabel('Verified tutors only').check();
  await main.getByRole('button', { name: 'Show tutors' }).click();
  await expect(page).toHaveURL(/[?&]verified=true(&|$)/);
  await expect(results(main, 1)).toBeVisible();
  await expect(main.getByRole('link', { name: other.name })).toHaveCount(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/verified=true/);
  await expect(results(main, 2)).toBeVisible();
  await expect(main.getByLabel('Verified tutors only')).not.toBeChecked();

  // The city's areas: Hari teaches in Silkhan.
  await main.getByLabel('Area').selectOption('Silkhan');
  await main.getByRole('button', { name: 'Show tutors' }).click();
  await expect(page).toHaveURL(/[?&]area=Silkhan(&|$)/);
  await expect(results(main, 1)).toBeVisible();
  await expect(main.getByRole('link', { name: listed.name })).toHaveCount(0);
  await page.goBack();
  await expect(results(main, 2)).toBeVisible();

  // The offer, opened from lower down the list on a phone, starts at its top: the teacher's public
  // profile (first name and last initial) and the verified badge.
  await page.setViewportSize({ width: 360, height: 740 });
  await main.getByRole('link', { name: listed.name }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await main.getByRole('link', { name: listed.name }).click();
  await expect(page).toHaveURL(new RegExp(`/tutors/${listed._id}\\?class=10$`));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(main.getByRole('heading', { level: 1, name: listed.name })).toBeVisible();
  await expect(main.getByText('Ram P.', { exact: true })).toBeVisible();
  await expect(main.getByText(/Verified \d{1,2} \w+ \d{4}/).first()).toBeVisible();
  await expect(main.getByText(`Area: Bazaar, ${city}`)).toBeVisible();

  // "Request this tutor": the form comes with the offer, its subjects and the class filled in.
  await main.getByRole('link', { name: 'Request this tutor' }).click();
  await expect(page).toHaveURL(/\/contact-student\?/);
  await expect(main.getByLabel('Subjects')).toHaveValue('Mathematics, Science');
  await expect(main.getByLabel('Class')).toHaveValue('10');
  // [FIX-2] and the tutor's city and area.
  await expect(main.getByLabel('City')).toHaveValue(city);
  await expect(main.getByLabel('Area / Tole')).toHaveValue('Bazaar');
  await expect(main.getByTestId('chosen-offer')).toHaveText(`${listed.name} — Ram P., Rs. 6,000 / month`);
  const mobile = `98${String(Date.now()).slice(-8)}`;
  const lastName = `Rai${letters()}`;
  await main.getByLabel('First name').fill('Gita');
  await main.getByLabel('Last name').fill(lastName);
  await main.getByLabel('Mobile number').fill(mobile);
  await main.getByRole('button', { name: 'Post Tuition Request' }).click();

  // The confirmation (issue 14): the code, large, with the advice to write it down, and the way to /track.
  await expect(main.getByRole('heading', { level: 1, name: 'Request received' })).toBeFocused();
  await expect(main.getByText('Ram P. (verified by GharGuru)')).toBeVisible();
  const codePanel = main.getByRole('region', { name: 'Your request code' });
  await expect(codePanel).toContainText('Write it down.');
  const requestCode = (await main.getByTestId('request-code').textContent())?.trim() ?? '';
  expect(requestCode).toMatch(/^GG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);

  // The admin sees the code and the chosen offer beside the request.
  const { body } = await api.call<StudentListResponse>('POST', API_PATHS.adminStudentList, {
    body: { page: 1, limit: 10, q: lastName },
    token: directory.admin.accessToken,
  });
  const [stored] = body.studentList;
  expect(stored).toMatchObject({ requestCode, tuition: { _id: listed._id, name: listed.name } });

  await codePanel.getByRole('link', { name: 'Track your request' }).click();
  await expect(page).toHaveURL(/\/track\?code=GG-/);
  await expect(main.getByLabel('Request code')).toHaveValue(requestCode);
  // Written down by hand: lower case and without the dashes is fine.
  await main.getByLabel('Request code').fill(requestCode.toLowerCase().replaceAll('-', ' '));
  await main.getByLabel('Mobile number').fill(mobile);
  await main.getByRole('button', { name: 'Check status' }).click();
  const status = main.getByTestId('request-status');
  await expect(status).toContainText('Received: we are looking for a tutor for you.');
  await expect(status).toContainText(`The tutor you chose: ${listed.name} (Ram P.)`);

  // The same status in नेपाली, then an admin closes it with a reason (no teacher accepted, issue 33).
  await page.getByRole('banner').getByRole('button', { name: 'नेपाली' }).click();
  await expect(status).toContainText('प्राप्त भयो: हामी तपाईंका लागि शिक्षक खोज्दैछौं।');
  await api.call('PUT', API_PATHS.adminStudentUpdateStatus(stored!._id), {
    token: directory.admin.accessToken,
    body: { closeReason: 'noTutorFound' },
  });
  await main.getByRole('button', { name: 'अवस्था हेर्नुहोस्' }).click();
  await expect(status).toContainText('बन्द: यो अनुरोध सकियो।');
});

test("[DIR-5] an unapproved offer and a teacher's phone number, e-mail and last name never reach a public page", async ({
  page,
  api,
}) => {
  const directory = await seedDirectory(api);
  const { city, listed, unapproved } = directory;
  const received = recordPublicAnswers(page);
  const main = page.getByRole('main');
  const request = await api.createStudentRequest({ tuitionId: listed._id });
  const { body } = await api.call<StudentListResponse>('POST', API_PATHS.adminStudentList, {
    body: { page: 1, limit: 10, q: request.lastName },
    token: directory.admin.accessToken,
  });
  const requestCode = body.studentList[0]!.requestCode;

  const checkPage = async (where: string) => expectNothingPrivate(await page.content(), directory, where);

  for (const address of ['/tutors', `/tutors?city=${city}`, `/tutors?city=${city}&subject=Science&verified=true`]) {
    await page.goto(address);
    await expect(main.getByText(/tutor offers? found|No tutors match/)).toBeVisible();
    await checkPage(address);
  }
  await page.goto(`/tutors?city=${city}`);
  await expect(main.getByRole('link', { name: listed.name })).toBeVisible();
  await checkPage('/tutors with the city');

  await page.goto(`/tutors/${listed._id}`);
  await expect(main.getByRole('heading', { level: 1, name: listed.name })).toBeVisible();
  await checkPage('/tutors/{listed}');

  // The unapproved offer's own address says it is not available.
  await page.goto(`/tutors/${unapproved._id}`);
  await expect(main.getByText('This tutor offer is not available any more.')).toBeVisible();
  await checkPage('/tutors/{unapproved}');

  await page.goto('/track');
  await main.getByLabel('Request code').fill(requestCode);
  await main.getByLabel('Mobile number').fill(request.mobile);
  await main.getByRole('button', { name: 'Check status' }).click();
  await expect(main.getByTestId('request-status')).toContainText(`The tutor you chose: ${listed.name} (Ram P.)`);
  await checkPage('/track');

  // A wrong mobile number gets the same answer as a wrong code.
  await main.getByLabel('Mobile number').fill('9800000000');
  await main.getByRole('button', { name: 'Check status' }).click();
  await expect(page.getByText('No request matches this code and mobile number').first()).toBeVisible();

  for (const [index, text] of (await received()).entries()) expectNothingPrivate(text, directory, `answer ${index}`);
});

const WIDTHS = [360, 1280] as const;

/** Pictures at both widths, when the run takes them (TAKE_SCREENSHOTS); the page ends 1280 px wide either way. */
async function shoot(page: Page, name: string, target?: Locator) {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
    // On a phone the admin dashboard shows one section at a time: open the target's from its link.
    if (target && !(await target.isVisible())) {
      await page.locator(`nav a[href="#${await target.getAttribute('id')}"]`).click();
    }
    await (target ? target.screenshot({ path: file }) : page.screenshot({ path: file, fullPage: true }));
  }
}

for (const language of ['en', 'ne'] as const) {
  test(`screenshots of the directory, an offer, /track and the admin's verify buttons (${language})`, async ({
    page,
    api,
  }) => {
    await page.addInitScript((value) => window.localStorage.setItem('gharguru.language', value), language);
    const directory = await seedDirectory(api);
    const request = await api.createStudentRequest({ tuitionId: directory.listed._id });
    const main = page.getByRole('main');
    const settled = async () => {
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);
    };

    await page.goto(`/tutors?city=${directory.city}&class=10`);
    await expect(main.getByRole('link', { name: directory.listed.name })).toBeVisible();
    await settled();
    await shoot(page, `directory-tutors-${language}`);

    await page.goto(`/tutors/${directory.listed._id}?class=10`);
    await expect(main.getByRole('heading', { level: 1, name: directory.listed.name })).toBeVisible();
    await settled();
    await shoot(page, `directory-tutor-${language}`);

    // "Request this tutor", sent: the request code.
    await main.locator(`a[href^="/contact-student?"]`).click();
    await main.locator('input[name="firstName"]').fill('Gita');
    await main.locator('input[name="lastName"]').fill('Rai');
    await main.locator('input[name="mobile"]').fill(`98${String(Date.now()).slice(-8)}`);
    await main.locator('button[type="submit"]').click();
    await expect(main.getByTestId('request-code')).toBeVisible();
    // The notification is fixed to the screen: close it before the full-page pictures.
    await closeNotification(page);
    await shoot(page, `directory-request-code-${language}`);

    const { body } = await api.call<StudentListResponse>('POST', API_PATHS.adminStudentList, {
      body: { page: 1, limit: 10, q: request.lastName },
      token: directory.admin.accessToken,
    });
    await page.goto('/track');
    await settled();
    await main.locator('input[name="requestCode"]').fill(body.studentList[0]!.requestCode);
    await main.locator('input[name="mobile"]').fill(request.mobile);
    await main.locator('button[type="submit"]').click();
    await expect(main.getByTestId('request-status')).toBeVisible();
    await shoot(page, `directory-track-${language}`);

    await openSignedIn(page, directory.admin, '/admin-dashboard');
    await settled();
    const teachers = page.locator('#teachers');
    await teachers.getByRole('searchbox').fill(directory.ram.email);
    await expect(teachers.getByRole('row').filter({ hasText: directory.ram.email })).toHaveCount(1);
    await shoot(page, `directory-admin-verify-${language}`, teachers);
    const offers = page.locator('#tuition-offers');
    await offers.getByRole('searchbox').fill(directory.listed.name.split(' ').at(-1)!);
    await expect(offers.getByRole('table')).toBeVisible();
    await shoot(page, `directory-admin-offers-${language}`, offers);
  });
}
