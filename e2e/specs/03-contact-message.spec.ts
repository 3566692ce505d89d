// Journey 3: a visitor sends a contact message; the admin marks it contacted and deletes it.
import { uniqueId } from '@gharguru/contract/testing';
import { LISTS, backgroundOf, findRow, hueOf } from '../fixtures/pages';
import { expect, notification, openSignedIn, test } from '../fixtures/test';

test('[PRD-2] a contact message reaches the admin, who marks it contacted and deletes it', async ({ page, api }) => {
  const subject = `Tutor in Pokhara ${uniqueId()}`;
  await page.goto('/contactus-form');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Gita');
  await main.getByLabel('Last name').fill('Gurung');
  await main.getByLabel(/Email/).fill('gita@example.com');
  await main.getByLabel('Mobile number').fill('9856012345');
  await main.getByLabel('Subject').fill(subject);
  await main.getByLabel('Message').fill('Do you have a Maths tutor near Lakeside for Class 8?');
  await main.getByRole('button', { name: 'Send message' }).click();
  await expect(notification(page)).toHaveText('Your message is received. We will get back to you soon');
  await expect(main.getByLabel('Subject')).toHaveValue('');

  const admin = await api.signInAdmin();
  await openSignedIn(page, admin, '/admin-profile/contact-form-data');
  const row = await findRow(page, { ...LISTS.messages, text: subject });
  await expect(row).toContainText('Gita Gurung');
  await expect(row).toContainText('9856012345');
  await expect(row).toContainText('Lakeside');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  // Pending is red, any other value green.
  expect(hueOf(await backgroundOf(row, 'Pending'))).toBe('red');

  await row.getByRole('button', { name: 'Mark Contacted' }).click();
  await expect(row.getByText('Contacted', { exact: true })).toBeVisible();
  await expect(row.getByRole('button', { name: 'Mark Contacted' })).toBeHidden();
  expect(hueOf(await backgroundOf(row, 'Contacted'))).toBe('green');

  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toContainText('Gita Gurung');
  // Cancel keeps it.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  const remaining = await api.contactMessages(admin);
  expect(remaining.some((message) => message.subject === subject)).toBe(false);
});
