// Everyday fixes of issue 33 a family and a tutor feel, on a 360 px phone in both languages.
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { neDirectory } from '../../apps/web/src/lib/i18n/ne-directory';
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

test.describe('[FIX-3] numbers typed in Nepali digits', () => {
  test.use({ locale: 'ne-NP', viewport: { width: 360, height: 740 } });

  test('a request with a Nepali mobile number, then tracked with its code and that number', async ({ page }) => {
    const nepaliDigits = (text: string) => text.replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)] ?? digit);
    const mobile = `98${String(Date.now()).slice(-8)}`;
    await page.goto('/contact-student');
    await waitForApp(page);
    const main = page.getByRole('main');
    await main.getByLabel(ne.fields.firstName).fill('सीता');
    await main.getByLabel(ne.fields.lastName).fill('शर्मा');
    await main.getByLabel(ne.fields.mobile).fill(nepaliDigits(mobile));
    await main.getByLabel(ne.fields.class).selectOption('9');
    await main.getByRole('textbox', { name: /^विषयहरू/ }).fill('गणित');
    await main.getByLabel(ne.fields.city).fill('काठमाडौं');
    await main.getByLabel(ne.fields.area).fill('बानेश्वर');
    await main.getByRole('button', { name: ne.findTutor.submit }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'अनुरोध प्राप्त भयो' })).toBeFocused();
    const requestCode = (await main.getByTestId('request-code').textContent())?.trim() ?? '';
    expect(requestCode).toMatch(/^GG-/);

    // The code in Nepali digits and lower case, the mobile in full-width digits.
    await page.goto('/track');
    await waitForApp(page);
    await main.getByLabel(neDirectory.track.code).fill(nepaliDigits(requestCode).toLowerCase());
    await main
      .getByLabel(ne.fields.mobile)
      .fill(mobile.replace(/\d/g, (digit) => String.fromCharCode(0xff10 + Number(digit))));
    await main.getByRole('button', { name: neDirectory.track.submit }).click();
    await expect(main.getByText(neDirectory.track.stages.received)).toBeVisible();
  });
});
