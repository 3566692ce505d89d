// Journey 22 (issue 29): the agency's books. A match starts at Rs. 6,000 a month, the tutor's
// commission of Rs. 3,000 appears as due, the admin records Rs. 1,000 by eSewa and Rs. 2,000 in cash,
// the receipt prints on its own, and the month's report shows Rs. 3,000 more received; the teacher
// sees what they paid; in English at 360 px and नेपाली at 1280 px, axe clean.
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type AdminMatchResponse, formatRupees, type ReportResponse } from '@gharguru/contract';
import { uniqueId } from '@gharguru/contract/testing';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS } from '../fixtures/constants';
import { closeNotification, expect, notification, openSignedIn, test } from '../fixtures/test';

async function shoot(page: Page, name: string, width: 360 | 1280) {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await closeNotification(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

test('[BOOK-37] a started match’s commission is paid in two parts, receipted, and counted in the month’s report', async ({
  page,
  api,
}) => {
  test.setTimeout(180_000);
  const admin = await api.signInAdmin();
  const teacher = await api.newTeacher({ firstName: 'Ram', lastName: `Thapa${uniqueId().slice(-4)}` });
  const offer = await api.addTuition(teacher.session, { subjects: ['Maths'], price: 6000, priceType: 'monthly' });
  const family = await api.createStudentRequest();
  const request = (await api.studentList(admin)).find((each) => each.lastName === family.lastName);
  if (!request) throw new Error('the request is not in the admin list');
  const { body: proposed } = await api.call<AdminMatchResponse>('POST', API_PATHS.adminMatches, {
    token: admin.accessToken,
    body: { requestId: request._id, teacherId: offer.teacherId },
    status: 201,
  });
  await api.call('PUT', API_PATHS.teacherMatch(proposed.match._id), {
    token: teacher.session.accessToken,
    body: { decision: 'accept' },
  });
  const before = await api.call<ReportResponse>('GET', API_PATHS.adminBooksReport, { token: admin.accessToken });
  const teacherName = `${teacher.account.firstName} ${teacher.account.lastName}`;

  // 1. The admin starts the match at Rs. 6,000 a month (360 px, English).
  await page.setViewportSize({ width: 360, height: 740 });
  await openSignedIn(page, admin, `/admin-dashboard/requests/${request._id}`);
  const main = page.getByRole('main');
  const current = main.getByTestId('active-match');
  await current.getByLabel('Agreed monthly fee (Rs.)').fill('6,000');
  await current.getByRole('button', { name: 'Mark as started' }).click();
  await expect(notification(page)).toHaveText('Match marked as started');
  await closeNotification(page);

  // 2. The tutor's commission, Rs. 3,000, is due.
  const charge = main.getByTestId('charge');
  await expect(charge).toContainText('Tutor’s commission');
  await expect(charge).toContainText('Due');
  await expect(charge).toContainText(`Owed by: ${teacherName}`);
  await expect(charge).toContainText('OutstandingRs. 3,000');
  await expectNoSeriousA11yViolations(page, 'the match page with its charge at 360 px');
  await page.goto('/admin-dashboard/books');
  const dues = main.getByRole('list', { name: 'Dues' });
  await expect(dues.getByRole('listitem').filter({ hasText: teacherName })).toContainText('Rs. 3,000');
  await expectNoSeriousA11yViolations(page, 'the Books screen at 360 px');
  await shoot(page, 'books-en', 360);

  // 3. Rs. 1,000 by eSewa, then Rs. 2,000 in cash, on the match page.
  await page.goto(`/admin-dashboard/requests/${request._id}`);
  for (const [amount, method, reference] of [
    ['1,000', 'esewa', 'ES-7KX2'],
    ['2000', 'cash', ''],
  ] as const) {
    await charge.getByRole('button', { name: 'Record a payment' }).click();
    const form = charge.getByTestId('payment-form');
    await form.getByLabel('Amount (Rs.)').fill(amount);
    await form.getByLabel('Method').selectOption(method);
    if (reference) await form.getByLabel(/^Reference/).fill(reference);
    await form.getByRole('button', { name: 'Record payment' }).click();
    await expect(notification(page)).toHaveText('Payment recorded');
    await closeNotification(page);
  }
  await expect(charge).toContainText('Paid');
  await expect(charge).toContainText('OutstandingRs. 0');
  await expect(charge.getByTestId('payment')).toHaveCount(2);
  await expect(charge.getByTestId('payment').first()).toContainText('Rs. 1,000 · eSewa');
  await expectNoSeriousA11yViolations(page, 'the match page with two payments');
  await shoot(page, 'books-match-charges-en', 360);

  // 4. The eSewa payment's receipt: its print view shows the sheet alone.
  await charge
    .getByRole('link', { name: /^Receipt GG-R-/ })
    .first()
    .click();
  const sheet = main.getByTestId('receipt');
  await expect(sheet.getByTestId('receipt-amount')).toHaveText('Rs. 1,000');
  await expect(sheet.getByTestId('receipt-words')).toHaveText('In words: one thousand rupees');
  await expect(sheet).toContainText('Date (Bikram Sambat)');
  await expect(sheet).toContainText(teacherName);
  await expectNoSeriousA11yViolations(page, 'the receipt at 360 px');
  await shoot(page, 'books-receipt-en', 360);
  await page.emulateMedia({ media: 'print' });
  // In print everything but the sheet is hidden, <main> too: the sheet is found from the page.
  await expect(page.getByTestId('receipt')).toBeVisible();
  await expect(page.getByTestId('receipt')).toContainText('one thousand rupees');
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true });
  // One A5 sheet: 148 × 210 mm is 419.5 × 595.3 points (Chromium rounds to its pixels: 420 × 594.96).
  expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 4(19|20)(\.\d+)? 59[45](\.\d+)?\]/);
  expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: 'screen' });

  // 5. The month's report: Rs. 3,000 more received, Rs. 1,000 of it by eSewa.
  await page.goto('/admin-dashboard/books#report');
  const figures = main.getByTestId('report-figures');
  const received = before.body.report.received + 300_000;
  await expect(figures).toContainText(`Received${formatRupees(received, 'en')}`);
  await expect(main.getByRole('img', { name: /Received in the last 12 months/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the report at 360 px');

  // 6. The same in नेपाली at 1280 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.evaluate(() => window.localStorage.setItem('gharguru.language', 'ne'));
  await page.reload();
  await expect(main.getByRole('heading', { level: 1, name: 'हिसाबकिताब' })).toBeVisible();
  await expect(main.getByTestId('report-figures')).toContainText(`प्राप्त${formatRupees(received, 'ne')}`);
  await expectNoSeriousA11yViolations(page, 'the Books screen in नेपाली at 1280 px');
  await shoot(page, 'books-ne', 1280);
  await page.goBack();
  await page.goto(`/admin-dashboard/requests/${request._id}`);
  await main
    .getByTestId('charge')
    .getByRole('link', { name: /^रसिद GG-R-/ })
    .first()
    .click();
  await expect(main.getByTestId('receipt-words')).toHaveText('अक्षरमा: एक हजार रुपैयाँ');
  await expect(main.getByTestId('receipt-amount')).toHaveText('रु. १,०००');
  await expectNoSeriousA11yViolations(page, 'the receipt in नेपाली at 1280 px');
  await shoot(page, 'books-receipt-ne', 1280);
  await page.goto('/admin-profile/fees');
  await expect(main.getByTestId('rules-in-force')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the fee rules in नेपाली at 1280 px');
  await shoot(page, 'books-fees-ne', 1280);

  // 7. The teacher sees what they paid, with the receipts.
  await openSignedIn(page, teacher.session, '/teacher-dashboard');
  const fees = main.getByTestId('teacher-fees');
  await expect(fees).toContainText('अहिले तपाईंले केही तिर्न बाँकी छैन।');
  await expect(fees.getByRole('link', { name: /^रसिद GG-R-/ })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page, 'the teacher dashboard’s fees in नेपाली');
  await shoot(page, 'books-teacher-fees-ne', 1280);
});
