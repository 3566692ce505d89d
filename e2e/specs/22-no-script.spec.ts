// Journey 22 (issue 31): a family on a phone whose script has not arrived (here: JavaScript off)
// still switches language, filters the directory, pages through it, opens a tutor and reads /track's
// form. Every one of those controls is a link or a form the server answers.
import { uniqueId } from '@gharguru/contract/testing';
import { expect, test } from '../fixtures/test';

test.use({ javaScriptEnabled: false });

/** Letters only, so a test's own city is also a plausible place name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

test('[FAST-2] without JavaScript: language, filters, pages, a tutor and /track', async ({ page, api }) => {
  // A city of the test's own with 13 approved offers: one more than a page holds (12).
  const city = `Bandipur${letters().slice(-5)}`;
  const admin = await api.signInAdmin();
  const teacher = await api.newTeacher({
    firstName: 'Sita',
    lastName: 'Gurung',
    email: `sita${uniqueId().slice(-6)}@example.com`,
    city,
    area: 'Bazaar',
  });
  const names: string[] = [];
  for (let i = 1; i <= 13; i++) {
    const name = `Science tuition ${i} ${uniqueId().slice(-4)}`;
    const offer = await api.addTuition(teacher.session, {
      name,
      subjects: ['Science'],
      forClass: 'Secondary',
      price: 3000 + i,
      priceType: 'monthly',
    });
    await api.approveTuition(admin, offer._id);
    names.push(name);
  }
  const main = page.getByRole('main');
  const banner = page.getByRole('banner');

  // The language switch is a form: the server stores the choice and sends the page back in Nepali.
  await page.goto('/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await banner.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(banner.getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'true');
  // Remembered: the next page comes in Nepali too, then back to English.
  await page.goto('/tutors');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('शिक्षकहरू हेर्नुहोस्');
  await banner.getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/tutors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The filters are a GET form: the server answers with the list at its clean address.
  await main.getByLabel('City').selectOption(city);
  await main.getByLabel('Class').selectOption('10');
  await main.getByRole('button', { name: 'Show tutors' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutors\\?class=10&city=${city}$`));
  await expect(main.getByText('13 tutor offers found', { exact: true })).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(12);

  // Paging is links.
  await main.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutors\\?class=10&city=${city}&page=2$`));
  await expect(main.getByText('Page 2 of 2')).toBeVisible();
  await expect(main.getByRole('listitem')).toHaveCount(1);

  // A tutor's page, from the list.
  const last = main.getByRole('listitem').getByRole('link').first();
  const name = (await last.textContent())?.trim() ?? '';
  expect(names).toContain(name);
  await last.click();
  await expect(page).toHaveURL(/\/tutors\/[^/?]+/);
  await expect(main.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(main.getByText('Sita G.', { exact: true })).toBeVisible();

  // /track's form is there to read (sending it needs the script).
  await page.goto('/track');
  await expect(main.getByLabel('Request code')).toBeVisible();
  await expect(main.getByLabel('Mobile number')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Check status' })).toBeVisible();
});
