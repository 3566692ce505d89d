// Journey 1: a visitor finds their way around the public pages.
import { expect, test } from '../fixtures/test';

const NAV = [
  { name: 'Home', path: '/home' },
  { name: 'Become a Tutor', path: '/register' },
  { name: 'Find a Tutor', path: '/contact-student' },
  { name: 'Browse Tutors', path: '/tutors' },
  { name: 'About', path: '/about' },
  { name: 'Contact', path: '/contactus-form' },
];

test('[PRD-5] [PRD-6] [SCR-1] [SCR-3] [SCR-6] [DIR-6] landing page calls to action lead to sign-up and the tuition request form', async ({
  page,
}) => {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(/connects students and parents with qualified local teachers/)).toBeVisible();
  for (const section of ['How it works', 'Why choose GharGuru']) {
    await expect(page.getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: /Benefits for students/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Benefits for teachers/ })).toBeVisible();
  // The testimonials come from real reviews only (issue 27): shown once a family has reviewed (24-reviews).

  const main = page.getByRole('main');
  await main.getByRole('link', { name: 'Become a Tutor' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Become a Tutor' })).toBeVisible();

  await page.goto('/home');
  await main.getByRole('link', { name: 'Post a Tuition Request' }).first().click();
  await expect(page).toHaveURL(/\/contact-student$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find a Tutor' })).toBeVisible();

  await page.goto('/home');
  await main.getByRole('link', { name: 'Browse Tutors' }).first().click();
  await expect(page).toHaveURL(/\/tutors$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Browse Tutors' })).toBeVisible();
});

test('[NAV-1] [NAV-3] [DIR-6] header navigation on a desktop screen', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
  for (const item of NAV) {
    await nav.getByRole('link', { name: item.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${item.path}$`));
  }
  await page.getByRole('link', { name: 'GharGuru home page' }).click();
  await expect(page).toHaveURL(/\/home$/);
  // The collapsed-menu button is for small screens only.
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('[NAV-2] header navigation through the collapsed menu', async ({ page }) => {
    await page.goto('/home');
    const banner = page.getByRole('banner');
    // The desktop link row is hidden; only the menu button shows.
    await expect(banner.getByRole('link', { name: 'About', exact: true })).toBeHidden();
    for (const item of NAV) {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      await banner.getByRole('link', { name: item.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${item.path}$`));
      // Choosing a link closes the menu.
      await expect(banner.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
      await expect(banner.getByRole('link', { name: item.name, exact: true })).toBeHidden();
    }
  });
});

test('[PRD-9] [PRD-10] [PRD-11] [PRD-12] [SCR-7] footer shows contact details, social links, the current year and the Admin link', async ({
  page,
}) => {
  await page.goto('/home');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', /^tel:\+?\d+$/);
  await expect(footer.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:.+@.+/);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(footer.getByRole('link', { name: network })).toHaveAttribute('href', /^https:\/\//);
  }
  const year = await page.evaluate(() => new Date().getFullYear());
  await expect(footer.getByText(`© ${year}`)).toBeVisible();
  await footer.getByRole('link', { name: 'Admin', exact: true }).click();
  await expect(page).toHaveURL(/\/admin-register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign up' })).toBeVisible();
});

test('[PRD-1] [PRD-7] [SCR-2] about page: heading, intro and the mission and vision cards', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/About/);
  await expect(page.getByRole('heading', { level: 1, name: 'About GharGuru' })).toBeVisible();
  await expect(page.getByText(/students and teachers connect for one-on-one home tuition/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
});

test('[PRD-13] [SCR-4] contact page: e-mail, phone, social links and the form', async ({ page }) => {
  await page.goto('/contactus-form');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  await expect(main.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
  await expect(main.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', /^tel:/);
  for (const network of ['Facebook', 'Instagram', 'LinkedIn', 'YouTube']) {
    await expect(main.getByRole('link', { name: network })).toBeVisible();
  }
  await expect(main.getByRole('button', { name: 'Send message' })).toBeVisible();
});
