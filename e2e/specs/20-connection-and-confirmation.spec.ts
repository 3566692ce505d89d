import { uniqueId } from '@gharguru/contract/testing';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { LISTS, findRow } from '../fixtures/pages';
import { freshMobile, saveScreenshots } from '../fixtures/screenshots';
import { expect, notification, openSignedIn, test } from '../fixtures/test';

test.describe('[TRACK-3] the confirmation after a tuition request', () => {
  test('at 360 px: the heading takes the focus; the code, what happens next and when, what was asked for', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const mobile = freshMobile();
    await page.goto('/contact-student');
    const main = page.getByRole('main');
    await main.getByLabel('First name').fill('Aarav');
    await main.getByLabel('Last name').fill(`Shrestha${uniqueId()}`);
    await main.getByLabel('Mobile number').fill(mobile);
    await main.getByLabel('Class').selectOption('10');
    await main.getByLabel('Preferred time').selectOption('Evening');
    await main.getByLabel('Subjects').fill('Mathematics, Science');
    await main.getByLabel('City').fill('Kathmandu');
    await main.getByLabel('Area / Tole').fill('Baneshwor');
    await main.getByRole('button', { name: 'Post Tuition Request' }).click();

    const heading = main.getByRole('heading', { level: 1, name: 'Request received' });
    await expect(heading).toBeFocused();
    await expect(heading).toBeInViewport();
    await expect(page).toHaveTitle('Request received — GharGuru');
    await expect(notification(page)).toContainText('Your tuition request is received');
    const code = (await main.getByTestId('request-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^GG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}$/);

    const next = main.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText('Within one working day, a GharGuru admin reads your request');
    await expect(next).toContainText('near Baneshwor');
    await expect(next).toContainText(`ending in ${mobile.slice(-3)}.`);
    await expect(next.getByRole('link', { name: 'Track your request' })).toHaveAttribute(
      'href',
      `/track?code=${encodeURIComponent(code)}`,
    );
    const asked = main.getByRole('region', { name: 'What you asked for' });
    for (const text of ['Class 10', 'Mathematics, Science', 'Evening', 'Baneshwor, Kathmandu']) {
      await expect(asked.getByText(text, { exact: true })).toBeVisible();
    }
    // The family's number is not shown in full anywhere on the page.
    await expect(main).not.toContainText(mobile);
    // Nothing of the confirmation wider than the phone.
    const box = await main.getByTestId('request-confirmation').evaluate((element) => ({
      right: element.getBoundingClientRect().right,
      overflow: element.scrollWidth - element.clientWidth,
    }));
    expect(box).toEqual({ right: 360, overflow: 0 });
    await expectNoSeriousA11yViolations(page, 'the request confirmation at 360 px');
    await saveScreenshots(page, 'request-confirmation', { dismissNotifications: true });

    // On paper: the page's content without the site's header, footer or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(main.getByRole('button', { name: 'Send another request' })).toBeHidden();
    await expect(main.getByTestId('request-code')).toBeVisible();
    await expect(asked).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Another request for the same family: their details stay, class and subjects are asked again.
    await main.getByRole('button', { name: 'Send another request' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Find a Tutor' })).toBeVisible();
    await expect(main.getByLabel('First name')).toBeFocused();
    await expect(main.getByLabel('Mobile number')).toHaveValue(mobile);
    await expect(main.getByLabel('Class')).toHaveValue('');
    await expect(main.getByLabel('Subjects')).toHaveValue('');

    // Browse tutors from the confirmation.
    await main.getByLabel('Class').selectOption('8');
    await main.getByLabel('Subjects').fill('English');
    await main.getByRole('button', { name: 'Post Tuition Request' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Request received' })).toBeFocused();
    await main.getByRole('link', { name: 'Browse tutors' }).click();
    await expect(page).toHaveURL(/\/tutors$/);
  });

  test('in नेपाली, and for a repeated request', async ({ page }) => {
    const mobile = freshMobile();
    await page.goto('/contact-student');
    await page.getByRole('banner').getByRole('button', { name: 'नेपाली' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    const main = page.getByRole('main');
    const send = async () => {
      await main.getByLabel('पहिलो नाम').fill('सीता');
      await main.getByLabel('थर').fill(`शर्मा${uniqueId()}`);
      await main.getByLabel('मोबाइल नम्बर').fill(mobile);
      await main.getByLabel('कक्षा').selectOption('9');
      await main.getByRole('textbox', { name: /^विषयहरू/ }).fill('गणित, विज्ञान');
      await main.getByLabel('शहर').fill('काठमाडौं');
      await main.getByLabel('क्षेत्र / टोल').fill('बानेश्वर');
      await main.getByRole('button', { name: 'ट्युसन अनुरोध पठाउनुहोस्' }).click();
    };
    await send();
    await expect(main.getByRole('heading', { level: 1, name: 'अनुरोध प्राप्त भयो' })).toBeFocused();
    const digits = mobile.slice(-3).replace(/\d/g, (digit) => '०१२३४५६७८९'[Number(digit)] ?? digit);
    await expect(main.getByRole('region', { name: 'अब के हुन्छ' })).toContainText(`${digits} मा अन्त्य हुने`);
    await expect(main.getByRole('region', { name: 'तपाईंले मागेको कुरा' })).toContainText('कक्षा ९');
    await expectNoSeriousA11yViolations(page, 'the request confirmation in नेपाली');
    await saveScreenshots(page, 'request-confirmation-ne', { dismissNotifications: true });

    // The same request again: told it is already here and its code sent to the mobile (issue 26).
    await main.getByRole('button', { name: 'अर्को अनुरोध पठाउनुहोस्' }).click();
    await send();
    await expect(main.getByRole('heading', { level: 1, name: 'यो अनुरोध हामीसँग पहिले नै छ' })).toBeFocused();
    await expect(main.getByTestId('request-code-sent')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'a repeated request’s confirmation in नेपाली');

    await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'We already have this request' })).toBeVisible();
    await expect(main).toContainText('We already received this request from you today');
    await saveScreenshots(page, 'request-confirmation-already-received', { dismissNotifications: true });
  });
});

test.describe('[UX-4] a signed-in screen whose sending does not reach GharGuru', () => {
  test('a teacher’s new post: no answer in 10 s; the form says so, keeps the text, a reload too; Try again sends it', async ({
    page,
    api,
  }) => {
    const { session } = await api.newTeacher();
    // The page's clock, so its 10 s time-out is measured exactly instead of waited for in real time.
    await page.clock.install();
    await openSignedIn(page, session, '/add-tuition');
    const main = page.getByRole('main');
    const name = `SEE Maths ${uniqueId()}`;
    const details = 'Evenings in Lalitpur; ten years of SEE classes.';
    await main.getByLabel('Tuition name').fill(name);
    await main.getByLabel('Subjects').fill('Mathematics, Science');
    await main.getByLabel('For class').selectOption('Secondary');
    await main.getByLabel('Price (Rs.)').fill('6000');
    await main.getByLabel(/About this tuition/).fill(details);

    // The server never answers the post: the browser gives up after 10 s, not before.
    let reached: () => void = () => {};
    const sent = new Promise<void>((resolve) => {
      reached = resolve;
    });
    await page.route('**/api/tution/add', () => {
      reached();
      return new Promise(() => {});
    });
    // The page's time stands still from the click: only runFor moves it, however busy the machine.
    await page.clock.pauseAt(Date.now() + 1_000);
    await main.getByRole('button', { name: 'Add Tuition' }).click();
    await sent;
    const notice = main.getByRole('alert').filter({ hasText: 'We could not reach GharGuru' });
    await page.clock.runFor(9_900);
    // Still waiting just before the 10 s.
    await expect(main.getByRole('button', { name: 'Please wait…' })).toBeDisabled();
    await expect(notice).toBeHidden();
    await page.clock.runFor(100);
    await expect(notice).toBeVisible();
    await page.clock.resume();
    await expect(notice).toContainText('What you typed is kept here.');
    await expect(main.getByLabel('Tuition name')).toHaveValue(name);
    await expect(main.getByLabel(/About this tuition/)).toHaveValue(details);
    await expectNoSeriousA11yViolations(page, '/add-tuition, connection lost');
    await saveScreenshots(page, 'connection-lost-signed-in', { dismissNotifications: true });

    // A reload in the same tab keeps what was typed.
    await page.unroute('**/api/tution/add');
    await page.reload();
    await expect(main.getByLabel('Tuition name')).toHaveValue(name);
    await expect(main.getByLabel(/About this tuition/)).toHaveValue(details);

    // The connection drops again; back, Try again sends the post once.
    await main.getByLabel('For class').selectOption('Secondary');
    await main.getByLabel('Price (Rs.)').fill('6000');
    await page.context().setOffline(true);
    await main.getByRole('button', { name: 'Add Tuition' }).click();
    await expect(notice).toBeVisible();
    await page.context().setOffline(false);
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/teacher-dashboard$/);
    await expect(notification(page)).toHaveText('Tuition added successfully');
    await expect(main.getByRole('link', { name: `View: ${name}` }).first()).toBeVisible();

    // Saved: the draft is gone.
    await page.goto('/add-tuition');
    await expect(main.getByLabel('Tuition name')).toHaveValue('');
  });

  test('an admin’s Update Status while offline: the screen says so; Try again approves the offer', async ({
    page,
    api,
  }) => {
    const { session } = await api.newTeacher();
    const tuition = await api.addTuition(session);
    await openSignedIn(page, await api.signInAdmin(), '/admin-dashboard');
    const main = page.getByRole('main');
    const row = await findRow(page, { ...LISTS.tuitions, text: tuition.name });

    await page.context().setOffline(true);
    await row.getByRole('button', { name: /^Update Status/ }).click();
    const notice = main.getByRole('alert').filter({ hasText: 'We could not reach GharGuru' });
    await expect(notice).toHaveText(/check your internet connection, then try again/);
    await expect(notice).toBeInViewport();
    await expect(row.getByText('Waiting for approval', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/admin-dashboard, connection lost');

    // Back online, the lists load again; the notice stays until the update is sent.
    await page.context().setOffline(false);
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(notification(page)).toBeVisible();
    await expect(row.getByText('Listed', { exact: true })).toBeVisible();
    await expect(notice).toBeHidden();
    const stored = await api.tuitionList(await api.signInAdmin());
    expect(stored.find((post) => post._id === tuition._id)?.status).toBe('Completed');
  });
});
