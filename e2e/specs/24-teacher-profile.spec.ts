// Journey 24 (issue 27): a teacher completes their public profile on /teacher-profile/edit at 360 px
// (the completeness meter reaches 100 %), an admin verifies them naming what was checked, and a
// family sees the whole profile and the badge on /tutors/{id}, in English and in नेपाली (the badge's
// month in Bikram Sambat), and finds the tutor with the gender, mode and time filters. Axe clean.
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
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await closeNotification(page);
  for (const width of [360, 1280] as const) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 360, height: 740 });
}

const BIO = 'I teach algebra with puzzles from daily life.\nEvery month parents get a short note on progress.';

test('[PROF-5] [PROF-6] [PROF-8] a teacher completes the profile and a family sees it on /tutors/{id}', async ({
  page,
  api,
}) => {
  test.setTimeout(120_000);
  const admin = await api.signInAdmin();
  const lastName = `Bhandari${letters().slice(-4)}`;
  const gita = await api.newTeacher({ firstName: 'Gita', lastName, city: 'Bhaktapur', area: 'Thimi' });
  const offer = await api.addTuition(gita.session, {
    name: `Algebra with Gita ${uniqueId().slice(-4)}`,
    subjects: ['Maths'],
    forClass: 'Secondary',
    price: 5000,
  });
  await api.approveTuition(admin, offer._id);

  // 1. The teacher fills in what families see, at 360 px.
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, gita.session, '/teacher-profile/edit');
  const main = page.getByRole('main');
  await expect(main.getByText('Profile 0% complete')).toBeVisible();
  await expect(main.getByText('Families look first at the photo, the years of experience and the bio.')).toBeVisible();
  await main.getByLabel(/Years of teaching experience/).fill('8');
  await main.getByLabel(/College or school/).fill('Padma Kanya Campus');
  await main.getByLabel(/About you/).fill(BIO);
  const languages = main.getByRole('group', { name: 'Languages you can teach in' });
  await languages.getByRole('checkbox', { name: 'Nepali' }).check();
  await languages.getByRole('checkbox', { name: 'Newari' }).check();
  await main.getByRole('group', { name: 'How you teach' }).getByRole('checkbox', { name: 'At home' }).check();
  await main.getByRole('group', { name: 'When you can teach' }).getByRole('checkbox', { name: 'Evening' }).check();
  await main.getByLabel('Gender').selectOption('female');
  await expect(main.getByText('Profile 100% complete')).toBeVisible();
  await expect(main.getByText('Your profile is complete. Keep it up to date.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/teacher-profile/edit, completed');
  await shoot(page, 'teacher-profile-edit-en');
  // A phone number in the bio is refused on the spot, with the contract's message.
  await main.getByLabel(/About you/).fill(`${BIO} Call 9841234567.`);
  await main.getByLabel(/About you/).blur();
  await expect(main.getByText('Your profile cannot contain links, e-mail addresses or phone numbers')).toBeVisible();
  await main.getByLabel(/About you/).fill(BIO);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page)).toContainText('Profile updated successfully');
  await expect(page).toHaveURL(/\/teacher-profile$/);

  // 2. An admin verifies her, naming what was checked.
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSignedIn(page, admin, '/admin-dashboard');
  const teachers = page.getByRole('region', { name: 'Teacher profiles' });
  await teachers.getByLabel('Search teachers by name, mobile, e-mail, subject, city or area').fill(lastName);
  await teachers
    .getByRole('button', { name: `Verify Gita ${lastName}` })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: `Verify Gita ${lastName}` });
  await dialog.getByRole('checkbox', { name: 'Identity document (citizenship, passport)' }).check();
  await dialog.getByRole('checkbox', { name: 'Certificate or degree' }).check();
  await expectNoSeriousA11yViolations(page, 'the verify dialog');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(notification(page)).toContainText('Teacher verified');
  await expect(teachers.getByText(/ID and certificate checked, [A-Z][a-z]+ \d{4}$/).first()).toBeVisible();

  // 3. A family finds her with the filters and sees the whole profile, at 360 px.
  await page.context().clearCookies();
  const family = await page.context().newPage();
  await family.setViewportSize({ width: 360, height: 740 });
  await family.goto('/tutors?gender=female&mode=home&time=evening&city=Bhaktapur');
  const card = family.getByRole('listitem').filter({ hasText: offer.name });
  await expect(card.getByText('8 years of experience')).toBeVisible();
  await expect(card.getByText('Padma Kanya Campus')).toBeVisible();
  await expect(card.getByText(/ID and certificate checked, /)).toBeVisible();
  await expectNoSeriousA11yViolations(family, '/tutors with the profile filters');
  await shoot(family, 'tutors-profile-filters-en');
  await family.goto('/tutors?gender=male&mode=home&city=Bhaktapur');
  await expect(family.getByRole('link', { name: offer.name })).toHaveCount(0);

  await family.goto(`/tutors/${offer._id}`);
  const tutor = family.getByRole('main');
  await expect(tutor.getByRole('heading', { name: 'About me' })).toBeVisible();
  await expect(tutor.getByText('I teach algebra with puzzles from daily life.', { exact: false })).toBeVisible();
  await expect(tutor.getByText('Teaches in: Nepali and Newari')).toBeVisible();
  await expect(tutor.getByText('Lessons: At home')).toBeVisible();
  await expect(tutor.getByText('Available: Evening')).toBeVisible();
  await expect(tutor.getByText(/ID and certificate checked, [A-Z][a-z]+ \d{4}$/)).toBeVisible();
  await expect(tutor).not.toContainText(gita.account.mobile);
  await expect(tutor).not.toContainText(gita.account.email);
  await expectNoSeriousA11yViolations(family, '/tutors/{id} with a whole profile');
  await shoot(family, 'tutor-profile-en');

  // 4. The same page in नेपाली: the profile in Nepali, the badge's month in Bikram Sambat.
  await family.getByRole('banner').getByRole('button', { name: 'नेपाली' }).click();
  await expect(tutor.getByText('पढाउने भाषा: नेपाली र नेवारी')).toBeVisible();
  await expect(tutor.getByText('८ वर्षको अनुभव')).toBeVisible();
  await expect(
    tutor.getByText(
      /परिचयपत्र र प्रमाणपत्र जाँच गरिएको, (बैशाख|जेठ|असार|साउन|भदौ|असोज|कात्तिक|मंसिर|पुस|माघ|फागुन|चैत) [०-९]{4}$/,
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(family, '/tutors/{id} in Nepali');
  await shoot(family, 'tutor-profile-ne');
  // Loaded in Nepali from the server, too.
  await family.reload();
  await expect(tutor.getByText('८ वर्षको अनुभव')).toBeVisible();
});
