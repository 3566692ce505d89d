// Issue 33: a link followed without a connection keeps the page, its header and what was typed, says
// the connection is lost in the page's language, and opens the page by itself once back online.
import { expect, test } from '../fixtures/test';

for (const { language, locale, notice, about } of [
  { language: 'en', locale: 'en-GB', notice: 'The page could not be opened', about: /^\/about$/ },
  { language: 'ne', locale: 'ne-NP', notice: 'पेज खुल्न सकेन', about: /^\/about$/ },
] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale });

    test('[FIX-34] a link tapped offline keeps the layout and the typed form, then opens when online', async ({
      page,
      context,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/contactus-form');
      const main = page.getByRole('main');
      const firstName = main.locator('input[name="firstName"]');
      await firstName.fill('सीता');
      await context.setOffline(true);
      await page.getByRole('contentinfo').locator('a[href="/about"]').first().click();
      await expect(page.getByRole('alert').filter({ hasText: notice })).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(firstName).toHaveValue('सीता');
      expect(new URL(page.url()).pathname).toBe('/contactus-form');

      await context.setOffline(false);
      await expect(page).toHaveURL((url) => about.test(url.pathname));
      await expect(page.getByRole('alert').filter({ hasText: notice })).toHaveCount(0);
    });
  });
}

test("[FIX-34] the directory's filters offline say the connection is lost, not a raw error, and load once online", async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/tutors');
  await context.setOffline(true);
  const filters = page
    .getByRole('search')
    .or(page.locator('form').filter({ has: page.locator('select[name="class"]') }));
  await filters.first().locator('select[name="class"]').selectOption('10');
  await filters.first().getByRole('button').first().click();
  const notice = page.getByRole('alert').filter({ hasText: 'We could not reach GharGuru' });
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Network Error')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(false);
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get('class')).toBe('10');
});
