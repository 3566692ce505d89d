// Journey 6: the redirect rules of requirements §2, opening every protected route directly.
import type { Page } from '@playwright/test';
import type { Session } from '../fixtures/api';
import { adminRoutes, teacherRoutes } from '../fixtures/routes';
import { expect, openSignedIn, test } from '../fixtures/test';

// Any id will do for the guard: the guard decides before the page asks the server.
const SOME_ID = '00000000-0000-4000-8000-000000000000';
const TEACHER_ROUTES = teacherRoutes(SOME_ID);
const ADMIN_ROUTES = adminRoutes(SOME_ID);

/** Opens `route` and checks where the browser ends up. */
async function expectRedirect(page: Page, route: string, to: string) {
  await page.goto(route);
  await expect(page, `${route} should end on ${to}`).toHaveURL(new RegExp(`${to}$`));
}

/** Opens `route` and checks that it stays there with nothing in the main area. */
async function expectNoContent(page: Page, route: string) {
  await page.goto(route);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page, `${route} should stay put`).toHaveURL(new RegExp(`${route.replaceAll('/', '\\/')}$`));
  await expect(page.getByRole('main'), `${route} should show no content`).toBeEmpty();
}

/** A pending admin cannot sign in (the server answers 403); their session is what the browser would hold. */
const PENDING_ADMIN: Session = {
  accessToken: 'pending-admin-token',
  role: 'adminRolePending',
  firstName: 'Hari',
  lastName: 'Pending',
};

test('[GRD-1] [GRD-6] with no session every admin route and / go to /home', async ({ page }) => {
  for (const route of [...ADMIN_ROUTES, '/']) await expectRedirect(page, route, '/home');
});

test('[GRD-8] with no session every teacher route goes to /home', async ({ page }) => {
  for (const route of TEACHER_ROUTES) await expectRedirect(page, route, '/home');
});

test('[GRD-2] [GRD-6] [GRD-9] a teacher is sent home from the admin area, and to the dashboard from / and unknown paths', async ({
  page,
  api,
}) => {
  const { session } = await api.newTeacher();
  await openSignedIn(page, session, '/home');
  await page.goto('/');
  await expect(page).toHaveURL(/\/teacher-dashboard$/);
  // '/' replaced itself in the history: Back skips it and returns to /home.
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
  for (const route of ADMIN_ROUTES) await expectRedirect(page, route, '/home');
  await expectRedirect(page, '/no-such-page', '/teacher-dashboard');
});

test('[GRD-3] [GRD-7] [GRD-10] an admin gets no content on teacher routes, and the dashboard from / and unknown paths', async ({
  page,
  api,
}) => {
  const admin = await api.signInAdmin();
  await openSignedIn(page, admin, '/home');
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  // The admin was pushed, not replaced: Back returns to '/', whose guard pushes the dashboard again.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  for (const route of TEACHER_ROUTES) await expectNoContent(page, route);
  await expectRedirect(page, '/no-such-page', '/admin-dashboard');
});

test("[GRD-5] [GRD-6] [GRD-10] [BEH-1] [BEH-15] [ROLE-4] a pending admin's session opens nothing: admin routes go home, teacher routes and / stay empty", async ({
  page,
}) => {
  await openSignedIn(page, PENDING_ADMIN, '/home');
  for (const route of ADMIN_ROUTES) await expectRedirect(page, route, '/home');
  for (const route of TEACHER_ROUTES) await expectNoContent(page, route);
  await expectNoContent(page, '/');
  // The header greets only a teacher or an admin.
  await expect(page.getByRole('button', { name: 'Open account menu' })).toHaveCount(0);
});

test("a teacher cannot open another teacher's tuition, in the browser or through the API", async ({ page, api }) => {
  const owner = await api.newTeacher({ firstName: 'Owner' });
  const post = await api.addTuition(owner.session, { name: `Owner only ${Date.now().toString(36)}` });
  const other = await api.newTeacher({ firstName: 'Other' });

  await openSignedIn(page, other.session, `/tution-details/${post._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'You are not allowed to do this' })).toBeVisible();
  await expect(page.getByText(post.name)).toHaveCount(0);
  await page.goto(`/tution/edit/${post._id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'You are not allowed to do this' })).toBeVisible();
  await expect(page.getByRole('textbox').filter({ hasText: post.name })).toHaveCount(0);

  const token = other.session.accessToken;
  await api.call('GET', `/tution/posts/${post._id}`, { token, status: 403 });
  await api.call('PUT', `/tution/posts/edit/${post._id}`, {
    token,
    body: { name: 'Taken over', subjects: ['Maths'], forClass: 'Primary', price: 1, priceType: 'hourly' },
    status: 403,
  });
  await api.call('DELETE', `/tution/posts/delete/${post._id}`, { token, status: 403 });
  // The owner's post is untouched.
  const { body } = await api.call<{ post: { name: string } }>('GET', `/tution/posts/${post._id}`, {
    token: owner.session.accessToken,
  });
  expect(body.post.name).toBe(post.name);
});
