// Journey 9: English / नेपाली. The switch translates the header, the pages and the forms'
// messages, and the choice survives a reload.
import { MSG } from '@gharguru/contract';
import { en } from '../../apps/web/src/lib/i18n/en';
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { neMessages } from '../../apps/web/src/lib/i18n/ne-messages';
import { expect, test } from '../fixtures/test';

test('[DEC-8] switching to नेपाली translates the header, landing page and a form, and survives a reload', async ({
  page,
}) => {
  await page.goto('/home');
  const banner = page.getByRole('banner');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heroTitle);

  await banner.getByRole('button', { name: 'नेपाली' }).click();
  await expect(banner.getByRole('button', { name: 'नेपाली' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ne.home.heroTitle);
  const nav = banner.getByRole('navigation', { name: ne.nav.label });
  for (const key of ['home', 'becomeTutor', 'findTutor', 'about', 'contact'] as const) {
    await expect(nav.getByRole('link', { name: ne.nav[key], exact: true })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: ne.home.ctaPostRequest }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(ne.footer.tagline);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ne.home.heroTitle);
  expect(await page.evaluate(() => window.localStorage.getItem('gharguru.language'))).toBe('ne');

  // A form: Nepali labels and Nepali validation messages.
  await nav.getByRole('link', { name: ne.nav.findTutor, exact: true }).click();
  await expect(page).toHaveURL(/\/contact-student$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(ne.findTutor.title);
  await expect(main.getByLabel(ne.fields.firstName)).toBeVisible();
  await main.getByRole('button', { name: ne.findTutor.submit }).click();
  await expect(main.getByText(neMessages.firstNameRequired, { exact: true })).toBeVisible();
  await expect(main.getByText(neMessages.mobileRequired, { exact: true })).toBeVisible();
  await expect(main.getByText(MSG.firstNameRequired, { exact: true })).toHaveCount(0);

  // And back to English.
  await banner.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(en.findTutor.title);
  await expect(main.getByText(MSG.firstNameRequired, { exact: true })).toBeVisible();
});
