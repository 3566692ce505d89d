// Journey 8: the notification sits bottom left, hides after 4 s and ignores clicks elsewhere.
import { UNKNOWN_ACCOUNT, expect, fillContactForm, notification, submitSignIn, test } from '../fixtures/test';

test('[BEH-18] an error notification: bottom left, stays through a click elsewhere, hides after about 4 s', async ({
  page,
}) => {
  // A fake clock, paused, so "about 4 s" is measured exactly rather than raced against a busy machine.
  await page.clock.install();
  await page.goto('/login');
  await page.clock.pauseAt(Date.now() + 1000);
  await submitSignIn(page, UNKNOWN_ACCOUNT);

  const toast = notification(page);
  await expect(toast).toHaveText('Invalid email or password');
  await expect(toast).toHaveAttribute('role', 'alert');

  const viewport = page.viewportSize()!;
  const box = (await toast.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(box.x + box.width).toBeLessThan(viewport.width / 2);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);

  // A click elsewhere on the page does not close it.
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await expect(toast).toBeVisible();

  await page.clock.runFor(3_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(600);
  await expect(toast).toBeHidden();
});

test('[BEH-17] a success notification closes with its close button; a new one restarts the 4 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/contactus-form');
  await page.clock.pauseAt(Date.now() + 1000);
  const main = page.getByRole('main');
  const send = async (subject: string) => {
    await fillContactForm(page, subject);
    await main.getByRole('button', { name: 'Send message' }).click();
  };
  const toast = notification(page);

  await send('First question');
  await expect(toast).toHaveText('Your message is received. We will get back to you soon');
  await expect(toast).toHaveAttribute('role', 'status');
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();

  await send('Second question');
  await expect(toast).toBeVisible();
  await page.clock.runFor(3_000);
  await send('Third question');
  await expect(main.getByLabel('Subject')).toHaveValue('');
  // 3 s after the first and 2.5 s after the second: the timer restarted, so it is still open.
  await page.clock.runFor(2_500);
  await expect(toast).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(toast).toBeHidden();
});
