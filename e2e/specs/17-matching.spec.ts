// Journey 17 (issue 10): the matching desk. A family asks for Maths for Class 10 in Baneshwor; the
// admin opens the request from the dashboard, sees the verified teacher next door first with the
// reasons in words, and proposes them; the teacher sees the proposal without the family's contact,
// accepts, and then sees the family's mobile number with a tap-to-call link; the family's /track
// page names the tutor. Also saves the request page's and My students' screenshots (en and ne).
import fs from 'node:fs';
import path from 'node:path';
import { uniqueId } from '@gharguru/contract/testing';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS } from '../fixtures/constants';
import { closeNotification, expect, notification, openSignedIn, test } from '../fixtures/test';

/** Letters only, so a test's own name still reads like a name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // The notification is fixed to the screen: close it before the full-page pictures.
  await closeNotification(page);
  // Pictures only when the run takes them; the page ends 1280 px wide either way.
  for (const width of TAKE_SCREENSHOTS ? ([360, 1280] as const) : []) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    // From the top, so the sticky header sits at the top of the picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

test('a request is matched: suggested with reasons, proposed, accepted, and the family sees its tutor', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const admin = await api.signInAdmin();
  // The right tutor: verified, teaches Maths to Class 10, lives in Baneshwor, a modest monthly fee.
  const ram = await api.newTeacher({
    firstName: 'Ram',
    lastName: `Shrestha${letters().slice(-4)}`,
    level: 'SEE',
    subjects: ['Maths'],
    city: 'Kathmandu',
    area: 'Baneshwor',
  });
  const ramOffer = await api.addTuition(ram.session, {
    name: `Maths for Class 9 and 10 ${uniqueId().slice(-4)}`,
    subjects: ['Maths'],
    forClass: 'Secondary',
    price: 1500,
    priceType: 'monthly',
  });
  await api.approveTuition(admin, ramOffer._id);
  await api.verifyTeacher(admin, ramOffer.teacherId);
  // Another fit, further away and not verified.
  const hari = await api.newTeacher({
    firstName: 'Hari',
    lastName: `Lama${letters().slice(-4)}`,
    city: 'Kathmandu',
    area: 'Koteshwor',
  });
  const hariOffer = await api.addTuition(hari.session, {
    name: `Maths and Science ${uniqueId().slice(-4)}`,
    subjects: ['Mathematics', 'Science'],
    forClass: 'Secondary',
    price: 6000,
  });
  await api.approveTuition(admin, hariOffer._id);
  const ramName = `${ram.account.firstName} ${ram.account.lastName}`;

  // 1. The family asks for Maths, Class 10, in Baneshwor.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/contact-student');
  const main = page.getByRole('main');
  const familyName = `Karki${letters()}`;
  const familyMobile = `98${String(Date.now()).slice(-8)}`;
  await main.getByLabel('First name').fill('Sita');
  await main.getByLabel('Last name').fill(familyName);
  await main.getByLabel('Mobile number').fill(familyMobile);
  await main.getByLabel('Class').selectOption('10');
  await main.getByLabel('Preferred time').selectOption('Evening');
  await main.getByLabel('Subjects').fill('Maths');
  await main.getByLabel('City').fill('Kathmandu');
  await main.getByLabel('Area / Tole').fill('Baneshwor');
  await main.getByRole('button', { name: 'Post Tuition Request' }).click();
  const requestCode = (await main.getByTestId('request-code').textContent())?.trim() ?? '';
  expect(requestCode).toMatch(/^GG-/);

  // 2. The admin opens it from the dashboard's list of requests.
  await openSignedIn(page, admin, '/admin-dashboard');
  const requests = page.locator('#student-requests');
  await requests.getByRole('searchbox').fill(familyName);
  await requests.getByRole('link', { name: `Open request ${requestCode}` }).click();
  await expect(main.getByRole('heading', { level: 1, name: `Request ${requestCode}` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin-dashboard\/requests\/[0-9a-f-]{36}$/);
  const requestPage = new URL(page.url()).pathname;
  await expect(main.getByText('Maths', { exact: true })).toBeVisible();

  // The right teacher first, with the reasons in words.
  const first = main.getByTestId('suggestion').first();
  await expect(first.getByRole('heading', { level: 3 })).toHaveText(ramName);
  await expect(first).toContainText('Teaches Maths');
  await expect(first).toContainText('Class 10 is in');
  await expect(first).toContainText('Same area: Baneshwor');
  await expect(first).toContainText('Verified');
  await expect(main.getByTestId('suggestion').filter({ hasText: hari.account.lastName })).toContainText(
    'Not verified yet',
  );
  await expectNoSeriousA11yViolations(page, 'the request page at 360 px');

  await first.getByRole('button', { name: `Propose ${ramName}` }).click();
  await expect(notification(page)).toHaveText('Match proposed to the teacher');
  const current = main.getByTestId('active-match');
  await expect(current).toContainText(ramName);
  await expect(current).toContainText('Proposed');
  await expect(first.getByRole('button', { name: `Propose ${ramName}` })).toBeDisabled();

  // 3. The teacher sees the proposal without the family's contact, and accepts it.
  await openSignedIn(page, ram.session, '/teacher-dashboard');
  const students = main.getByRole('region', { name: /^My students/ });
  const card = students.getByRole('listitem').filter({ hasText: ramOffer.name });
  await expect(card).toContainText('Class 10 · Maths');
  await expect(card).toContainText('Area: Baneshwor, Kathmandu');
  await expect(card).toContainText('The family’s name and mobile number are shown after you accept.');
  await expect(students).not.toContainText(familyMobile);
  await expect(students).not.toContainText(familyName);
  await expectNoSeriousA11yViolations(page, 'My students with a proposal');
  await shoot(page, 'matching-my-students-proposal-en');
  await card.getByLabel(/^Note to GharGuru/).fill('I can start on Sunday evening.');
  await card.getByRole('button', { name: 'Accept the proposal for Class 10' }).click();
  await expect(notification(page)).toHaveText("Match accepted. The family's contact is shown now");
  const call = card.getByRole('link', { name: `Call Sita ${familyName} on ${familyMobile}` });
  await expect(call).toHaveAttribute('href', `tel:${familyMobile}`);
  await expect(card).toContainText(`Family: Sita ${familyName}`);
  await expectNoSeriousA11yViolations(page, 'My students after accepting');
  await shoot(page, 'matching-my-students-en');

  // 4. The family's tracking page names the tutor.
  await page.goto('/track');
  await main.getByLabel('Request code').fill(requestCode);
  await main.getByLabel('Mobile number').fill(familyMobile);
  await main.getByRole('button', { name: 'Check status' }).click();
  const tutor = main.getByTestId('found-tutor');
  await expect(tutor).toContainText(`Tutor found: Ram ${ram.account.lastName[0]}., Maths`);
  await expect(tutor).toContainText('Next step:');
  await expect(main).not.toContainText(ram.account.mobile);
  await expectNoSeriousA11yViolations(page, '/track with a tutor');

  // 5. Back on the request page: accepted, with its history; then both screens in नेपाली.
  await openSignedIn(page, admin, requestPage);
  await expect(main.getByTestId('active-match')).toContainText('Accepted');
  const history = main.getByRole('region', { name: 'Match history' });
  await expect(history).toContainText('Accepted by Teacher');
  await expect(history).toContainText('I can start on Sunday evening.');
  await expectNoSeriousA11yViolations(page, 'the request page after acceptance');
  await shoot(page, 'matching-request-en');

  await page.evaluate(() => window.localStorage.setItem('gharguru.language', 'ne'));
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: `अनुरोध ${requestCode}` })).toBeVisible();
  await expect(main.getByTestId('suggestion').first()).toContainText('पढाउनुहुन्छ');
  await expectNoSeriousA11yViolations(page, 'the request page in नेपाली');
  await shoot(page, 'matching-request-ne');

  await openSignedIn(page, ram.session, '/teacher-dashboard');
  await expect(main.getByRole('region', { name: /^मेरा विद्यार्थी/ })).toContainText(familyMobile);
  await expectNoSeriousA11yViolations(page, 'My students in नेपाली');
  await shoot(page, 'matching-my-students-ne');
});
