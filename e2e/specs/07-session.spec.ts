// Journey 7: the session lives in the tab (requirements DEC-4): a reload keeps it, a new tab or
// browser does not, and Logout clears all storage.
import { expect, readStorage, signInWithForm, test, waitForApp } from '../fixtures/test';

test('[NAV-8] [BEH-4] [BEH-5] [DEC-4] a reload keeps the teacher signed in; Logout clears storage and lands on /home', async ({
  page,
  api,
}) => {
  const account = await api.registerTeacher({ firstName: 'Maya', lastName: 'Tamang' });
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  const accountMenu = page.getByRole('button', { name: 'Open account menu' });
  await expect(accountMenu).toBeVisible();
  const { session } = await readStorage(page);
  expect(session).toMatchObject({ role: 'teacher', firstName: 'Maya', lastName: 'Tamang' });
  expect(session.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

  await page.reload();
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  await expect(accountMenu).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('MAYA TAMANG');

  // Some other value a page might have left behind goes too.
  await page.evaluate(() => window.localStorage.setItem('leftover', 'x'));
  await accountMenu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(accountMenu).toHaveCount(0);
  const after = await readStorage(page);
  expect(after.session).toEqual({});
  // Only the language choice, a device preference, may stay.
  expect(Object.keys(after.local).filter((key) => key !== 'gharguru.language')).toEqual([]);

  // Signed out for good: the dashboard is closed now.
  await page.goto('/teacher-dashboard');
  await expect(page).toHaveURL(/\/home$/);
});

test('[BEH-5] [DEC-4] closing the tab signs the user out: a new tab or a new browser starts signed out', async ({
  page,
  context,
  browser,
  api,
}) => {
  const account = await api.registerTeacher();
  await signInWithForm(page, account);
  await expect(page).toHaveURL(/\/teacher-dashboard$/);

  // Another tab of the same browser: sessionStorage is per tab.
  const secondTab = await context.newPage();
  await secondTab.goto('/teacher-dashboard');
  await waitForApp(secondTab);
  await expect(secondTab).toHaveURL(/\/home$/);
  await expect(secondTab.getByRole('button', { name: 'Open account menu' })).toHaveCount(0);

  // Close the tab and open the site again.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto('/');
  await waitForApp(reopened);
  await expect(reopened).toHaveURL(/\/home$/);

  const otherBrowser = await browser.newContext();
  const fresh = await otherBrowser.newPage();
  await fresh.goto('/teacher-dashboard');
  await waitForApp(fresh);
  await expect(fresh).toHaveURL(/\/home$/);
  await otherBrowser.close();
});

test('[SCR-8] [NAV-4] [NAV-5] [NAV-6] [NAV-7] the account menu: Profile, Dashboard and, for an admin, Contact Form Data', async ({
  page,
  api,
}) => {
  const { account } = await api.newAdmin();
  await signInWithForm(page, account, 'admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  const accountMenu = page.getByRole('button', { name: 'Open account menu' });
  for (const [item, path] of [
    ['Profile', '/admin-profile'],
    ['Contact Form Data', '/admin-profile/contact-form-data'],
    ['Dashboard', '/admin-dashboard'],
  ] as const) {
    await accountMenu.click();
    await page.getByRole('menuitem', { name: item }).click();
    // The menu closes at once and the page changes a moment (200 ms) later.
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('before the app has loaded, the sign-in form cannot be sent by the browser itself', async ({ browser }) => {
  // The prerendered form works only once React runs; a native submission would be a GET with the
  // password in the URL. Without JavaScript the button stays disabled.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/admin-login');
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('someone@example.com');
  await main.getByLabel('Password', { exact: true }).fill('Secret123');
  await expect(main.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  await main.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/admin-login$/);
  await context.close();
});
