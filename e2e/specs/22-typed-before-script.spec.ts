// Issue 33: on a slow phone a public form is readable seconds before its script takes over. What the
// person typed, chose and focused in between is still there after hydration, and it is what the form
// validates and sends. The page's scripts are held back (route interception) while the test types.
// Playwright's own `test`: the fixtures' `page.goto` waits for hydration, which a held script never reaches.
import { type Page, type Route, expect, test } from '@playwright/test';
import { waitForApp } from '../fixtures/test';

/** Holds every script of the page until `release` is called. */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Every public form that asks for something, in both languages. */
const FORMS = [
  '/contact-student',
  '/track',
  '/contactus-form',
  '/login',
  '/register',
  '/admin-login',
  '/admin-register',
  '/forgot-password',
  '/reset-password-code',
];

/** Types into every text field and picks the last option of every list; returns what each holds. */
async function typeIntoEveryField(page: Page) {
  const form = page.getByRole('main').locator('form').first();
  const kept: Record<string, string> = {};
  const fields = form.locator('input[name]:not([type=hidden]):not([type=checkbox]), textarea[name], select[name]');
  for (const field of await fields.all()) {
    const name = (await field.getAttribute('name')) ?? '';
    const tag = await field.evaluate((element) => element.tagName);
    if (tag === 'SELECT') {
      const last = await field.locator('option').last().getAttribute('value');
      await field.selectOption(last ?? '');
      kept[name] = last ?? '';
    } else {
      const type = await field.getAttribute('type');
      const typed = type === 'email' ? 'sita.typed@example.com' : type === 'tel' ? '9812345678' : `typed ${name}`;
      const value = typed.slice(0, Number((await field.getAttribute('maxlength')) ?? typed.length));
      await field.fill(value);
      kept[name] = value;
    }
  }
  return { form, kept, last: fields.last() };
}

for (const language of ['en', 'ne'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: language === 'ne' ? 'ne-NP' : 'en-GB' });

    for (const path of FORMS) {
      test(`[FIX-30] ${path}: what is typed before the script runs is kept, with the focus, after hydration`, async ({
        page,
      }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        const release = await holdScripts(page);
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        const { form, kept, last } = await typeIntoEveryField(page);
        expect(Object.keys(kept).length).toBeGreaterThan(0);
        await last.focus();
        await release();
        await waitForApp(page);
        // Hydration is done once the submit button, disabled in the HTML, is enabled.
        await expect(form.locator('button[type=submit]')).toBeEnabled();
        for (const [name, value] of Object.entries(kept)) {
          await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);
        }
        await expect(last).toBeFocused();
      });
    }
  });
}

test('[FIX-30] a sign-in typed before the script runs is the one sent', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill('nobody.typed.early@example.com');
  await main.getByLabel('Password', { exact: true }).fill('not-the-password');
  await release();
  await waitForApp(page);
  const submit = main.getByRole('button', { name: 'Sign in' });
  await expect(submit).toBeEnabled();
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/login'));
  await submit.click();
  expect((await sent).postDataJSON()).toEqual({
    email: 'nobody.typed.early@example.com',
    password: 'not-the-password',
  });
});
