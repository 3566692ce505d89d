// Journey 15: the admin's outbox (issue 11). The e2e server has neither SMTP nor an SMS gateway, so
// every notification waits in the outbox: the screen says so, lists them with the family's number
// masked, filters by state, and reads in नेपाली; a teacher turns one kind of e-mail off.
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, notification, openSignedIn, test } from '../fixtures/test';

test('an admin reads the outbox on a phone, filters it and reads it in नेपाली', async ({ page, api }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const family = await api.createStudentRequest({ mobile: '9841000777', email: null });
  await openSignedIn(page, await api.signInAdmin(), '/admin-outbox');
  const main = page.getByRole('main');

  await expect(main.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  await expect(main.getByText(/Neither e-mail \(SMTP_URL\) nor SMS \(SMS_GATEWAY_URL\) is set up/)).toBeVisible();
  // On a phone the list is cards; the family's SMS is there, its number masked.
  const cards = main.getByRole('list', { name: 'Messages' });
  const sms = cards.getByRole('listitem').filter({ hasText: 'Request received (family)' }).first();
  await expect(sms).toContainText('SMS · 98•••••777');
  await expect(sms).toContainText('Waiting');
  await expect(main).not.toContainText(family.mobile as string);
  await expectNoSeriousA11yViolations(page, 'the outbox at 360 px');

  // Nothing has failed: the filter shows the empty text.
  await main.getByLabel('Show').selectOption('failed');
  await expect(main.getByText('No messages here yet')).toBeVisible();
  await main.getByLabel('Show').selectOption('pending');
  await expect(cards.getByRole('listitem').first()).toContainText('Waiting');

  // The phone header folds the language switch into its menu; the remembered choice does the same.
  await page.evaluate(() => window.localStorage.setItem('gharguru.language', 'ne'));
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'आउटबक्स' })).toBeVisible();
  const nepaliCards = main.getByRole('list', { name: 'सन्देशहरू' });
  await expect(nepaliCards.getByRole('listitem').first()).toContainText('पर्खिरहेको');
  await expectNoSeriousA11yViolations(page, 'the outbox in नेपाली');
});

test('a teacher turns off match proposal e-mails, and the choice stays', async ({ page, api }) => {
  const teacher = await api.newTeacher();
  await openSignedIn(page, teacher.session, '/teacher-profile/notifications');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const proposals = main.getByRole('checkbox', { name: 'A family request proposed to me' });
  await expect(proposals).toBeChecked();
  await expect(main.getByRole('checkbox', { name: /My password is changed/ })).toBeDisabled();
  await proposals.uncheck();
  await main.getByLabel('Language of my messages').selectOption('ne');
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(notification(page)).toHaveText('Notification settings saved');
  await expectNoSeriousA11yViolations(page, 'the notification settings');

  await page.reload();
  await expect(main.getByRole('checkbox', { name: 'A family request proposed to me' })).not.toBeChecked();
  await expect(main.getByLabel('Language of my messages')).toHaveValue('ne');
});
