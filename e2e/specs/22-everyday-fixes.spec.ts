// Everyday fixes of issue 33 a family and a tutor feel, on a 360 px phone in both languages.
import { expect, test, waitForApp } from '../fixtures/test';

for (const [language, locale, name, menu] of [
  ['en', 'en-GB', 'Track my request', 'Open menu'],
  ['ne', 'ne-NP', 'मेरो अनुरोध हेर्नुहोस्', 'मेनु खोल्नुहोस्'],
] as const) {
  test.describe(`[FIX-1] Track my request can be found (${language})`, () => {
    // The server answers in the browser's language (Accept-Language).
    test.use({ locale, viewport: { width: 360, height: 740 } });

    test('from the phone menu, the footer and /home', async ({ page }) => {
      await page.goto('/about');
      await waitForApp(page);
      await expect(page.getByRole('contentinfo').getByRole('link', { name })).toHaveAttribute('href', '/track');
      await page.getByRole('banner').getByRole('button', { name: menu }).click();
      await page.getByRole('banner').getByRole('link', { name }).click();
      await expect(page).toHaveURL(/\/track$/);
      await page.goto('/home');
      await expect(page.getByRole('main').getByRole('link', { name })).toBeVisible();
    });
  });
}
