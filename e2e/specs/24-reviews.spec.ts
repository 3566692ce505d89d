// Journey 24 (issue 27): a family reviews its tutor after real tuition. On a server of its own whose
// e-mails arrive in this process (REVIEW_AFTER_DAYS=0), an admin starts a match; the family's e-mail
// carries the single-use /review link; at 360 px, in English and in नेपाली, the family gives stars and
// a comment; the review shows on the tutor's page and among /home's testimonials; the link then says
// it no longer works. Every screen axe clean.
import { API_PATHS, type AdminMatchResponse, LANGUAGE_COOKIE } from '@gharguru/contract';
import { uniqueId } from '@gharguru/contract/testing';
import type { Page } from '@playwright/test';
import { Api } from '../fixtures/api';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { type MailingServer, startMailingServer } from '../fixtures/mailing-server';
import { expect, test, waitForApp } from '../fixtures/test';

test.describe.configure({ mode: 'serial' });
let server: MailingServer;
test.beforeAll(async () => {
  // The first admin (through tsx) and a server start, on a busy machine.
  test.setTimeout(180_000);
  server = await startMailingServer({ env: { REVIEW_AFTER_DAYS: '0' }, firstAdmin: true });
});
test.afterAll(async () => {
  await server?.stop();
});

const TEXTS = {
  en: {
    tutor: (name: string) => `Your tutor: ${name}`,
    group: 'Your rating',
    star: '5 stars',
    comment: /A few words/,
    send: 'Send review',
    thanks: 'Thank you!',
    gone: 'This link no longer works',
    testimonials: 'What families say',
    words: 'Patient and clear: our son now likes maths',
  },
  ne: {
    tutor: (name: string) => `तपाईंको शिक्षक: ${name}`,
    group: 'तपाईंको मूल्याङ्कन',
    star: '५ तारा',
    comment: /केही शब्द/,
    send: 'समीक्षा पठाउनुहोस्',
    thanks: 'धन्यवाद!',
    gone: 'यो लिंक अब चल्दैन',
    testimonials: 'परिवारहरू के भन्छन्',
    words: 'सरले धेरै धैर्यसाथ पढाउनुहुन्छ',
  },
} as const;

/** A listed offer, a family's request with an e-mail, and their match started: the family's e-mail. */
async function startedMatch(api: Api) {
  const admin = await api.signInAdmin();
  const teacher = await api.newTeacher({ firstName: 'Ram', lastName: `Thapa${uniqueId().slice(-4)}` });
  const offer = await api.addTuition(teacher.session, { name: `Maths at home ${uniqueId().slice(-6)}` });
  await api.approveTuition(admin, offer._id);
  const email = `family.${uniqueId()}@example.com`;
  const family = await api.createStudentRequest({ email, firstName: 'Maya', lastName: `Gurung${uniqueId()}` });
  const { body: list } = await api.call<{ studentList: { _id: string; email?: string | null }[] }>(
    'POST',
    API_PATHS.adminStudentList,
    { token: admin.accessToken, body: { q: family.lastName } },
  );
  const requestId = list.studentList[0]!._id;
  const { body: proposed } = await api.call<AdminMatchResponse>('POST', API_PATHS.adminMatches, {
    token: admin.accessToken,
    body: { requestId, teacherId: offer.teacherId, tuitionId: offer._id },
    status: 201,
  });
  await api.call('PUT', API_PATHS.teacherMatch(proposed.match._id), {
    token: teacher.session.accessToken,
    body: { decision: 'accept' },
  });
  await api.call('PUT', API_PATHS.adminMatch(proposed.match._id), {
    token: admin.accessToken,
    body: { state: 'started', monthlyFee: 600_000, startedOn: new Date().toISOString().slice(0, 10) },
  });
  return { email, offerId: offer._id, teacherName: `Ram ${teacher.account.lastName?.toString().slice(0, 1)}.` };
}

async function reviewLinkFor(email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = server.mail.mails.find((m) => m.to.includes(email) && m.text.includes('/review/'));
        link = mail?.text.match(/https?:\/\/\S+\/review\/[A-Za-z0-9_-]+/)?.[0];
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
  test(`[REV-19] a family reviews its tutor after a started match, at 360 px (${language})`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[language];
    const request = await playwright.request.newContext({ baseURL: server.baseURL });
    const { email, offerId, teacherName } = await startedMatch(new Api(request));
    const link = await reviewLinkFor(email);
    await page.context().addCookies([{ name: LANGUAGE_COOKIE, value: language, url: server.baseURL }]);
    await page.setViewportSize({ width: 360, height: 740 });

    // 1. The link names the tutor; stars are a radio group; the comment is free text.
    await open(page, link);
    const main = page.getByRole('main');
    await expect(main.getByText(text.tutor(teacherName))).toBeVisible();
    const group = main.getByRole('group', { name: text.group });
    await expect(group.getByRole('radio')).toHaveCount(5);
    await expectNoSeriousA11yViolations(page, `the review page (${language})`);
    // As a person does: a tap on the star (the radio itself is visually hidden).
    await group.locator('label', { hasText: text.star }).click();
    await expect(group.getByRole('radio', { name: text.star })).toBeChecked();
    await main.getByLabel(text.comment).fill(`${text.words} ${uniqueId().slice(-4)}`);
    const words = await main.getByLabel(text.comment).inputValue();
    await main.getByRole('button', { name: text.send }).click();
    await expect(main.getByRole('heading', { name: text.thanks })).toBeFocused();
    await expectNoSeriousA11yViolations(page, `the review's thanks (${language})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // 2. The tutor's page shows it (the directory's caches dropped it in at once).
    await open(page, `${server.baseURL}/tutors/${offerId}`);
    await expect(page.getByRole('main').getByText(words)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the tutor page with reviews (${language})`);

    // 3. /home's testimonials carry it, after the page has painted.
    await open(page, `${server.baseURL}/home`);
    const testimonials = page.getByRole('region', { name: text.testimonials });
    await expect(testimonials.getByText(words)).toBeVisible();
    await expectNoSeriousA11yViolations(page, `/home with testimonials (${language})`);

    // 4. The link is spent.
    await open(page, link);
    await expect(page.getByRole('main').getByRole('heading', { name: text.gone })).toBeVisible();
    await request.dispose();
  });
}
