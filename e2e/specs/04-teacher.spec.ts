// Journey 4: a teacher signs up, signs in, manages a tuition post, views the profile and changes
// the password.
import { uniqueId } from '@gharguru/contract/testing';
import { expect, notification, openSignedIn, signInWithForm, test } from '../fixtures/test';

/** The header's greeting for a given hour, as requirements §4 sets the thresholds. */
function greetingFor(hour: number) {
  if (hour < 12) return 'Good Morning';
  if (hour < 17) return 'Good Afternoon';
  return 'Good Evening';
}

test('[PRD-3] a teacher signs up, posts, edits and deletes a tuition, and changes the password', async ({ page }) => {
  test.slow();
  const lastName = `Shrestha${uniqueId()}`;
  const email = `bikash.${uniqueId()}@example.com`;

  // Sign up.
  await page.goto('/register');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Bikash');
  await main.getByLabel('Last name').fill(lastName);
  await main.getByLabel('Mobile number').fill('9841122334');
  await main.getByLabel('Email').fill(email.toUpperCase());
  await main.getByLabel('Password', { exact: true }).fill('secret123');
  await main.getByLabel('Highest degree').selectOption('Master');
  await main.getByLabel('Can teach up to').selectOption('+2');
  await main.getByLabel('Subjects').fill('Physics, Chemistry ,Maths');
  await expect(main.getByLabel('City')).toHaveValue('Kathmandu');
  await main.getByLabel('Area / Tole').fill('Baneshwor');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(notification(page)).toContainText('Registration successful');

  // Sign in (the e-mail was stored in lower case).
  await signInWithForm(page, { email, password: 'secret123' });
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  const banner = page.getByRole('banner');
  const visibleInBanner = (text: string) => banner.getByText(text).filter({ visible: true });
  await expect(visibleInBanner(`BIKASH ${lastName.toUpperCase()}`)).toBeVisible();
  const hour = await page.evaluate(() => new Date().getHours());
  await expect(visibleInBanner(greetingFor(hour))).toBeVisible();
  await expect(main.getByText('No any Tuitions found')).toBeVisible();

  // Add a tuition.
  const name = `Physics for +2 ${uniqueId()}`;
  await main.getByRole('link', { name: 'Add Tuition' }).click();
  await expect(page).toHaveURL(/\/add-tuition$/);
  await main.getByLabel('Tuition name').fill(name);
  await main.getByLabel('Subjects').fill('Physics, Maths');
  await main.getByLabel('For class').selectOption('+2-11th');
  await main.getByLabel('Price (Rs.)').fill('5000');
  await expect(main.getByLabel('Charged')).toHaveValue('monthly');
  await main.getByLabel(/About this tuition/).fill('Evenings in Baneshwor and Koteshwor.');
  await main.getByRole('button', { name: 'Add Tuition' }).click();
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  await expect(notification(page)).toContainText('Tuition added successfully');
  const row = main.getByRole('table', { name: 'My tuition posts' }).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Physics, Maths');
  await expect(row).toContainText('Class 11 (+2)');
  await expect(row).toContainText('Rs. 5,000 / month');
  await expect(row).toContainText('Waiting for approval');

  // Details.
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/tution-details\/[0-9a-f-]{36}$/);
  const id = page.url().split('/').pop()!;
  await expect(main.getByRole('heading', { name })).toBeVisible();
  await expect(main).toContainText('Rs. 5,000 / month');
  await expect(main).toContainText('Evenings in Baneshwor and Koteshwor.');

  // Edit.
  await main.getByRole('button', { name: 'Edit' }).click();
  await expect(page).toHaveURL(new RegExp(`/tution/edit/${id}$`));
  await expect(main.getByLabel('Tuition name')).toHaveValue(name);
  await expect(main.getByLabel('Subjects')).toHaveValue('Physics, Maths');
  await main.getByLabel('Price (Rs.)').fill('-1');
  await expect(main.getByText('Must be a positive Number')).toBeVisible();
  await main.getByLabel('Price (Rs.)').fill('800');
  await main.getByLabel('Charged').selectOption('hourly');
  await main.getByLabel('Subjects').fill('Physics, Maths, Chemistry');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/tution-details/${id}$`));
  await expect(main).toContainText('Rs. 800 / hour');
  await expect(main).toContainText('Physics, Maths, Chemistry');

  // Delete, after confirming.
  await main.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this tuition post?' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  await expect(main.getByText('No any Tuitions found')).toBeVisible();

  // Profile.
  await banner.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/teacher-profile$/);
  await expect(main).toContainText(email);
  await expect(main).toContainText('Physics, Chemistry, Maths');
  await expect(main.getByText('User Since')).toBeVisible();
  const today = await page.evaluate(() =>
    new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' }),
  );
  await expect(main).toContainText(today);

  // Change the password: a wrong current password keeps the form on screen with the error.
  await main.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/teacher-profile\/change-password$/);
  await main.getByLabel('Current password').fill('not-my-password');
  await main.getByLabel('New password', { exact: true }).fill('newsecret9');
  await main.getByLabel('Confirm new password').fill('newsecret9');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByText('Your current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/teacher-profile\/change-password$/);

  await main.getByLabel('Current password').fill('secret123');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/teacher-profile$/);
  await expect(notification(page)).toContainText(/password/i);

  // Sign out, then in again with the new password; the old one no longer works.
  await banner.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await signInWithForm(page, { email, password: 'secret123' });
  await expect(notification(page)).toHaveText('Invalid email or password');
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, { email, password: 'newsecret9' });
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
});

test('[BEH-2] [BEH-3] the greeting follows the clock: morning before 12, afternoon until 17, evening after', async ({
  page,
  api,
}) => {
  const { session } = await api.newTeacher({ firstName: 'Anju', lastName: 'Rai' });
  await openSignedIn(page, session, '/teacher-dashboard');
  const banner = page.getByRole('banner');
  await expect(banner.getByText('ANJU RAI', { exact: true }).filter({ visible: true })).toBeVisible();
  // Times in Nepal (the browser runs in Asia/Kathmandu, UTC+05:45).
  for (const [time, expected] of [
    ['08:00', 'Good Morning'],
    ['11:59', 'Good Morning'],
    ['12:00', 'Good Afternoon'],
    ['16:59', 'Good Afternoon'],
    ['17:00', 'Good Evening'],
    ['21:30', 'Good Evening'],
  ] as const) {
    await page.clock.setFixedTime(new Date(`2025-06-02T${time}:00+05:45`));
    await page.reload();
    await expect(banner.getByText(expected).filter({ visible: true }), `at ${time}`).toBeVisible();
  }
});
