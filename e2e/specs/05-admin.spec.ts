// Journey 5: admin approval, the dashboard's three tables, status updates, deleting a teacher with
// their posts, and the admin's own profile and password.
import { uniqueId } from '@gharguru/contract/testing';
import { LISTS, backgroundOf, findRow, hueOf } from '../fixtures/pages';
import { expect, notification, openSignedIn, signInWithForm, test } from '../fixtures/test';

test('[PRD-4] a self-registered admin waits for approval, then manages the marketplace and their profile', async ({
  page,
  browser,
  api,
}) => {
  test.slow();
  const email = `sarita.${uniqueId()}@example.com`;
  const lastName = `Poudel${uniqueId()}`;

  // Register.
  await page.goto('/admin-register');
  const main = page.getByRole('main');
  await main.getByLabel('First name').fill('Sarita');
  await main.getByLabel('Last name').fill(lastName);
  await main.getByLabel('Mobile number').fill('9812300000');
  await main.getByLabel('Email').fill(email);
  await main.getByLabel('Password', { exact: true }).fill('Admin123');
  await main.getByLabel('Confirm password').fill('Admin124');
  await main.getByRole('button', { name: 'Create admin account' }).click();
  await expect(main.getByText('Password and Conform Password must match')).toBeVisible();
  await main.getByLabel('Confirm password').fill('Admin123');
  await main.getByRole('button', { name: 'Create admin account' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);

  // Not yet approved: the sign-in is refused and the admin area stays closed.
  await signInWithForm(page, { email, password: 'Admin123' }, 'admin');
  await expect(notification(page)).toHaveText('Your admin account is awaiting approval');
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/home$/);

  // An existing admin approves them, in another browser.
  const approverContext = await browser.newContext();
  const approver = await approverContext.newPage();
  await openSignedIn(approver, await api.signInAdmin(), '/admin-dashboard');
  const pending = approver.getByRole('table', { name: 'Pending admins' }).getByRole('row').filter({ hasText: email });
  await pending.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = approver.getByRole('dialog', { name: 'Approve this admin?' });
  await expect(approveDialog).toContainText(email);
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(pending).toHaveCount(0);
  await approverContext.close();

  // Set-up data for the dashboard, through the API.
  const request = await api.createStudentRequest();
  const teacher = await api.newTeacher({ firstName: 'Kiran', lastName: `Bista${uniqueId()}` });
  const tuition = await api.addTuition(teacher.session, { name: `Accountancy ${uniqueId()}` });
  await api.addTuition(teacher.session);

  // Signed in now: the dashboard with its three tables.
  await signInWithForm(page, { email, password: 'Admin123' }, 'admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  for (const table of [LISTS.students.table, LISTS.tuitions.table, LISTS.teachers.table]) {
    await expect(main.getByRole('heading', { level: 2, name: table })).toBeVisible();
    await expect(main.getByRole('table', { name: table })).toBeVisible();
  }

  // A student request no teacher accepted: Looking for a tutor (wheat) -> closed with a reason
  // (issue 33: only a teacher's acceptance completes a request as "Tutor found").
  const requestRow = await findRow(page, { ...LISTS.students, text: request.lastName });
  expect(hueOf(await backgroundOf(requestRow, 'Looking for a tutor'))).toBe('wheat');
  await requestRow.getByRole('button', { name: /^Close request from/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').selectOption('noContact');
  await dialog.getByRole('button', { name: 'Close request' }).click();
  await expect(requestRow.getByText('Closed', { exact: true })).toBeVisible();
  await expect(notification(page)).toBeVisible();

  // A tuition offer -> Completed; the list names its teacher.
  const tuitionRow = await findRow(page, { ...LISTS.tuitions, text: tuition.name });
  await expect(tuitionRow).toContainText(`Kiran ${teacher.account.lastName}`);
  // A tuition waiting for approval shows in an error colour; approved, it is listed.
  expect(hueOf(await backgroundOf(tuitionRow, 'Waiting for approval'))).toBe('red');
  await tuitionRow.getByRole('button', { name: /^Update Status/ }).click();
  await expect(tuitionRow.getByText('Listed', { exact: true })).toBeVisible();
  expect(hueOf(await backgroundOf(tuitionRow, 'Listed'))).toBe('green');
  const stored = await api.tuitionList(await api.signInAdmin());
  expect(stored.find((post) => post._id === tuition._id)?.status).toBe('Completed');

  // Delete the teacher: the confirmation says their posts go too.
  const teacherRow = await findRow(page, { ...LISTS.teachers, text: teacher.account.email });
  await teacherRow.getByRole('button', { name: 'Delete' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete this teacher?' });
  await expect(deleteDialog).toContainText(`Kiran ${teacher.account.lastName}`);
  await expect(deleteDialog).toContainText('together with their 2 tuition posts');
  await deleteDialog.getByRole('button', { name: 'Delete' }).click();
  await expect(deleteDialog).toBeHidden();
  await expect(teacherRow).toHaveCount(0);
  await page.getByRole('searchbox', { name: LISTS.tuitions.search }).fill(tuition.name);
  await expect(main.getByRole('table', { name: LISTS.tuitions.table })).toBeHidden();
  await expect(main.getByText('No any Tuitions found')).toBeVisible();

  // Own profile: only mobile and e-mail can change.
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  await expect(main).toContainText(email);
  await main.getByRole('link', { name: 'Update Profile' }).click();
  await expect(page).toHaveURL(/\/admin-profile-update$/);
  await expect(main.getByLabel('First name')).toBeDisabled();
  await expect(main.getByLabel('Last name')).toBeDisabled();
  const newEmail = `sarita.new.${uniqueId()}@example.com`;
  await main.getByLabel('Mobile number').fill('9819999999');
  await main.getByLabel('Email').fill(newEmail);
  await main.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);
  await expect(main).toContainText('9819999999');
  await expect(main).toContainText(newEmail);

  // Password.
  await main.getByRole('link', { name: 'Update Profile' }).click();
  await main.getByRole('link', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/admin-password-update$/);
  await main.getByLabel('Current password').fill('Admin999');
  await main.getByLabel('New password', { exact: true }).fill('Sarita456');
  await main.getByLabel('Confirm new password').fill('Sarita456');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(main.getByText('Your current password is incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/admin-password-update$/);
  await main.getByLabel('Current password').fill('Admin123');
  await main.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/admin-profile$/);

  // Still signed in on this device (the page stored the fresh token): the dashboard loads.
  await banner.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(main.getByRole('table', { name: LISTS.students.table })).toBeVisible();

  // The new e-mail and password work; the old password does not.
  await api.call('POST', '/admin/login', { body: { email: newEmail, password: 'Admin123' }, status: 401 });
  await banner.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await signInWithForm(page, { email: newEmail, password: 'Sarita456' }, 'admin');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
});
