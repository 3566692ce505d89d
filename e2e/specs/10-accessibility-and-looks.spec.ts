// Every route, signed out and signed in, in English and नेपाली: no serious or critical axe finding.
// The English pass also saves a screenshot of each route at 1280 and 360 px when the run takes them
// (scripts/update-screenshots.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { API_PATHS, type StudentListResponse } from '@gharguru/contract';
import type { Page } from '@playwright/test';
import type { Session } from '../fixtures/api';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { SCREENSHOT_DIR, TAKE_SCREENSHOTS } from '../fixtures/constants';
import { PUBLIC_ROUTES, adminRoutes, routeSlug, teacherRoutes } from '../fixtures/routes';
import { Api } from '../fixtures/api';
import { expect, openSignedIn, test as base } from '../fixtures/test';

type Staff = { teacher: Session; admin: Session; postId: string; listedId: string; requestId: string };

// One teacher with one post and one admin session per worker: the pages only need something to show.
const test = base.extend<object, { staff: Staff }>({
  staff: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      const api = new Api(request);
      const { session: teacher } = await api.newTeacher({ firstName: 'Laxmi', lastName: 'Karki' });
      const post = await api.addTuition(teacher, { name: 'SEE Maths and Science', teacherDetails: 'Evenings.' });
      const admin = await api.signInAdmin();
      // An approved offer of a verified teacher, for /tutors/{id} (issue 9); the request chose it.
      const listed = await api.addTuition(teacher, { name: 'Class 12 Physics', forClass: '+2-12th' });
      await api.approveTuition(admin, listed._id);
      await api.verifyTeacher(admin, listed.teacherId);
      const family = await api.createStudentRequest({ tuitionId: listed._id });
      // The request's page (issue 10) needs its id.
      const { body } = await api.call<StudentListResponse>('POST', API_PATHS.adminStudentList, {
        body: { page: 1, limit: 10, q: family.lastName },
        token: admin.accessToken,
      });
      await api.createContactMessage();
      await request.dispose();
      await use({ teacher, admin, postId: post._id, listedId: listed._id, requestId: body.studentList[0]!._id });
    },
    { scope: 'worker' },
  ],
});

const LANGUAGES = ['en', 'ne'] as const;
const WIDTHS = [1280, 360] as const;

/** Waits until the page has settled: no spinner, the language applied. */
async function settle(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('[role="status"] .animate-spin')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toBeEmpty();
}

async function saveScreenshots(page: Page, name: string) {
  if (!TAKE_SCREENSHOTS) return;
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
    // Let the layout and any lazy images catch up with the new width.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
  }
}

async function check(page: Page, { route, language, name }: { route: string; language: string; name: string }) {
  await settle(page, language);
  await expectNoSeriousA11yViolations(page, `${route} (${language})`);
  if (language === 'en') await saveScreenshots(page, name);
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => window.localStorage.setItem('gharguru.language', value), language);
    });

    for (const route of PUBLIC_ROUTES) {
      test(`[UX-6] [PRD-8] signed out: ${route}`, async ({ page }) => {
        await page.goto(route);
        await check(page, { route, language, name: routeSlug(route) });
      });
    }

    test('signed out: /tutors/{id}', async ({ page, staff }) => {
      const route = `/tutors/${staff.listedId}`;
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: 'Class 12 Physics' })).toBeVisible();
      await check(page, { route, language, name: 'tutors-id' });
    });

    for (const role of ['teacher', 'admin'] as const) {
      test(`signed in as ${role}: /home with the account menu open`, async ({ page, staff }) => {
        await openSignedIn(page, staff[role], '/home');
        await settle(page, language);
        await expectNoSeriousA11yViolations(page, `/home as ${role} (${language})`);
        if (language === 'en') await saveScreenshots(page, `home-${role}`);
        await page.setViewportSize({ width: 1280, height: 800 });
        const accountMenu = language === 'en' ? 'Open account menu' : 'खाता मेनु खोल्नुहोस्';
        await page.getByRole('banner').getByRole('button', { name: accountMenu }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await expectNoSeriousA11yViolations(page, `account menu of ${role} (${language})`);
      });
    }

    for (const index of adminRoutes('{id}').keys()) {
      test(`signed in as admin: ${adminRoutes('{id}')[index]}`, async ({ page, staff }) => {
        const route = adminRoutes(staff.requestId)[index]!;
        await openSignedIn(page, staff.admin, route);
        await check(page, { route, language, name: routeSlug(route) });
      });
    }

    for (const index of teacherRoutes('{id}').keys()) {
      test(`signed in as teacher: ${teacherRoutes('{id}')[index]}`, async ({ page, staff }) => {
        const route = teacherRoutes(staff.postId)[index]!;
        await openSignedIn(page, staff.teacher, route);
        await check(page, { route, language, name: routeSlug(route) });
      });
    }

    test('the collapsed menu at 360 px and a confirmation dialog', async ({ page, staff }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await openSignedIn(page, staff.teacher, `/tution-details/${staff.postId}`);
      await settle(page, language);
      await page.getByRole('banner').locator('button[aria-controls]').click();
      await expect(page.getByRole('banner').locator('button[aria-controls]')).toHaveAttribute('aria-expanded', 'true');
      await expectNoSeriousA11yViolations(page, `collapsed menu open (${language})`);
      await page.getByRole('banner').locator('button[aria-controls]').click();
      await page.getByRole('main').getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoSeriousA11yViolations(page, `confirmation dialog (${language})`);
    });
  });
}
