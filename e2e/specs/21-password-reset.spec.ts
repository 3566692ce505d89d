// Journey 21: a teacher who forgot the password (issue 30), on a phone, in English and in नेपाली.
// The main e2e server sends no e-mail, so its sign-in forms say to ask the agency; the journey by
// link runs on a server of its own whose e-mails arrive at a real SMTP server in this process.
import { API_BASE, API_PATHS } from '@gharguru/contract';
import { buildTeacher } from '@gharguru/contract/testing';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { type MailingServer, startMailingServer } from '../fixtures/mailing-server';
import { expect, test, waitForApp } from '../fixtures/test';

const PHONE = { width: 360, height: 780 };

test('[REC-5] without e-mail the sign-in forms say to ask the agency', async ({ page }) => {
  await page.setViewportSize(PHONE);
  for (const path of ['/login', '/admin-login']) {
    await page.goto(path);
    await expect(page.getByText(/Forgot your password\? Ask the agency to reset it/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveCount(0);
  }
});

test.describe('by the e-mail link', () => {
  test.describe.configure({ mode: 'serial' });
  let server: MailingServer;
  test.beforeAll(async () => {
    server = await startMailingServer();
  });
  test.afterAll(async () => {
    await server?.stop();
  });

  const TEXTS = {
    en: {
      forgot: 'Forgot password?',
      send: 'Send me a link',
      sent: 'Check your e-mail',
      newPassword: 'New password',
      confirm: 'Confirm new password',
      save: 'Save the new password',
    },
    ne: {
      forgot: 'पासवर्ड बिर्सनुभयो?',
      send: 'मलाई लिंक पठाउनुहोस्',
      sent: 'आफ्नो इमेल हेर्नुहोस्',
      newPassword: 'नयाँ पासवर्ड',
      confirm: 'नयाँ पासवर्ड पुष्टि गर्नुहोस्',
      save: 'नयाँ पासवर्ड सेभ गर्नुहोस्',
    },
  } as const;

  async function registerTeacher(request: APIRequestContext) {
    const account = buildTeacher();
    const response = await request.post(`${server.baseURL}${API_BASE}${API_PATHS.teacherRegister}`, { data: account });
    expect(response.status()).toBe(201);
    return { email: account.email as string, password: account.password as string };
  }

  async function resetLinkFor(email: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        () => {
          const mail = server.mail.mails.find((m) => m.to.includes(email) && m.text.includes('/reset-password/'));
          link = mail?.text.match(/https?:\/\/\S+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
          return link;
        },
        { timeout: 15_000 },
      )
      .toBeDefined();
    return link as string;
  }

  async function open(page: Page, url: string) {
    await page.goto(url);
    await waitForApp(page);
  }

  for (const language of ['en', 'ne'] as const) {
    test(`[REC-1, REC-2, REC-5] a teacher resets the password by the link at 360 px (${language})`, async ({
      page,
      request,
    }) => {
      const texts = TEXTS[language];
      await page.setViewportSize(PHONE);
      const teacher = await registerTeacher(request);

      await open(page, `${server.baseURL}/login`);
      if (language === 'ne') {
        await page.evaluate(() => window.localStorage.setItem('gharguru.language', 'ne'));
        await page.reload();
        await waitForApp(page);
      }
      await page.getByRole('link', { name: texts.forgot }).click();
      await expect(page).toHaveURL(/\/forgot-password\?role=teacher$/);
      await expectNoSeriousA11yViolations(page, `the forgot-password page (${language})`);
      await page.getByRole('main').getByRole('textbox').first().fill(teacher.email);
      await page.getByRole('button', { name: texts.send }).click();
      await expect(page.getByRole('heading', { name: texts.sent })).toBeVisible();

      const link = await resetLinkFor(teacher.email);
      await open(page, link);
      await expectNoSeriousA11yViolations(page, `the new-password page (${language})`);
      await page.getByLabel(texts.newPassword, { exact: true }).fill('fresh-pass-1');
      await page.getByLabel(texts.confirm, { exact: true }).fill('fresh-pass-1');
      await page.getByRole('button', { name: texts.save }).click();
      await expect(page).toHaveURL(/\/teacher-dashboard$/);

      // The new password signs in, the old one does not, and the link works once.
      const signIn = (password: string) =>
        request.post(`${server.baseURL}${API_BASE}${API_PATHS.teacherLogin}`, {
          data: { email: teacher.email, password },
        });
      expect((await signIn('fresh-pass-1')).status()).toBe(200);
      expect((await signIn(teacher.password)).status()).toBe(401);
      const again = await request.post(`${server.baseURL}${API_BASE}${API_PATHS.passwordResetConfirm}`, {
        data: { token: link.split('/').pop(), newPassword: 'other-pass-1', conformNewPassword: 'other-pass-1' },
      });
      expect(again.status()).toBe(400);
    });
  }
});
