// Journey 23 (issue 32): a family who searched "maths tutor" and a city lands on that city's maths
// page at 360 px: the heading says what they searched, the newest offers and the typical fee are
// there, "See all" opens the directory with the same filters; in नेपाली the page speaks Nepali; a
// place with too few offers is the not-found page. No serious axe finding in either language.
import { uniqueId } from '@gharguru/contract/testing';
import { en } from '../../apps/web/src/lib/i18n/en';
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';

/** Letters only, so the test's own city is a plausible place name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

test.use({ viewport: { width: 360, height: 780 } });

test('[SEO-4] a city-and-subject page answers the search, in English and नेपाली, and leads to the full list', async ({
  page,
  api,
}) => {
  const city = `Panauti${letters().slice(-5)}`;
  const slug = city.toLowerCase();
  const admin = await api.signInAdmin();
  for (const [firstName, area, price] of [
    ['Anita', 'Bazaar', 5000],
    ['Bikash', 'Khopasi', 6000],
    ['Chandra', 'Bazaar', 7000],
  ] as const) {
    const teacher = await api.newTeacher({
      firstName,
      city,
      area,
      email: `${firstName.toLowerCase()}${uniqueId().slice(-6)}@example.com`,
    });
    const offer = await api.addTuition(teacher.session, {
      subjects: ['Maths'],
      forClass: 'Secondary',
      price,
      priceType: 'monthly',
    });
    await api.approveTuition(admin, offer._id);
  }

  await page.goto(`/tutors/in/${slug}/maths`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`Maths tutors in ${city}`);
  await expect(page).toHaveTitle(`Maths tutors in ${city} — GharGuru`);
  await expect(main.getByRole('listitem').filter({ hasText: 'Rs. 6,000 / month' })).toHaveCount(1);
  await expect(main.getByText('Secondary (9–10): Rs. 6,000 (3 offers)')).toBeVisible();
  await expectNoSeriousA11yViolations(page, `/tutors/in/${slug}/maths`);

  await main.getByRole('link', { name: 'See all 3 offers and filter them' }).click();
  await expect(page).toHaveURL(new RegExp(`/tutors\\?city=${city}&subject=maths$`));
  await expect(main.getByRole('status').first()).toContainText('3');

  await page.context().addCookies([{ name: 'gg_lang', value: 'ne', url: page.url() }]);
  await page.goto(`/tutors/in/${slug}/maths`);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(`${city}मा गणितका शिक्षक`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expectNoSeriousA11yViolations(page, `/tutors/in/${slug}/maths (ne)`);

  const thin = await page.goto(`/tutors/in/${slug}/physics`);
  expect(thin?.status()).toBe(404);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(ne.common.notFoundTitle);
  expect(en.common.notFoundTitle).not.toBe(ne.common.notFoundTitle);
});
