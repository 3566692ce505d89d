// Journey 19: नेपाली from the first byte (issues 14 and 9, decision 019). A browser that asks for
// Nepali gets every public page, the directory and the not-found page in Nepali from the server, with
// JavaScript off: <html lang="ne">, a Nepali title and description, no English sentence and no Latin
// digit in translated text. Choosing a language in the header sets the cookie, and the next full load
// comes from the server in that language. With JavaScript the Nepali page hydrates as it came (no
// flash of English, no hydration error) and axe finds nothing serious.
import { uniqueId } from '@gharguru/contract/testing';
import type { Browser, Page } from '@playwright/test';
import { en } from '../../apps/web/src/lib/i18n/en';
import { ne } from '../../apps/web/src/lib/i18n/ne';
import { neDirectory } from '../../apps/web/src/lib/i18n/ne-directory';
import type { Api } from '../fixtures/api';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { PUBLIC_ROUTES } from '../fixtures/routes';
import { expect, test } from '../fixtures/test';

const NEPALI_BROWSER = { locale: 'ne-NP' };
/** Two or more Latin words in a row: an English phrase. Single Latin words (PhD, SEE) are glosses. */
const ENGLISH_PHRASE = /[A-Za-z]{2,}(?:[\s,.;:!?'’()/-]+[A-Za-z]{2,})+/;
const LATIN_DIGIT = /[0-9]/;
const DEVANAGARI = /[\u0900-\u097F]/;
const EMAIL = /[^\s@()]+@[^\s@()]+\.[A-Za-z]+/g;
/** A phone number (+977 980-1234567) or the forms' example of one (98XXXXXXXX). */
const PHONE = /\+?\b[0-9][0-9X -]{7,}[0-9X]\b/g;
/** A request code, as families read and type it (GG-7K3Q-92). */
const REQUEST_CODE = /\bGG-[0-9A-Z]{4}-[0-9A-Z]{2}\b/g;

/** Letters only, so the test's own city is a plausible place name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

/** One listed offer in a city of the test's own; returns what its pages show as typed. */
async function seed(api: Api) {
  const city = `Ilam${letters()}`;
  const admin = await api.signInAdmin();
  const { session } = await api.newTeacher({ firstName: 'Sita', lastName: 'Bhandari', city, area: 'Bazaar' });
  const offer = await api.addTuition(session, {
    name: `SEE Maths at home ${letters()}`,
    subjects: ['Mathematics'],
    forClass: 'Secondary',
    price: 6000,
    priceType: 'monthly',
  });
  await api.approveTuition(admin, offer._id);
  return { city, offer, typed: [offer.name, 'Sita B.', city, 'Bazaar', 'Mathematics'] };
}

/** What a reader sees or hears, less what people typed, phone numbers and e-mail addresses. */
async function translatedText(page: Page, typed: readonly string[]): Promise<string> {
  const named = await page
    .locator('body [placeholder], body [aria-label], body [title], body [alt]')
    .evaluateAll((elements) =>
      elements.flatMap((element) =>
        ['placeholder', 'aria-label', 'title', 'alt'].map((name) => element.getAttribute(name) ?? ''),
      ),
    );
  // The directory's filters list the cities and areas teachers typed (other journeys' too).
  const places = await page.locator('select option').allInnerTexts();
  // biome-ignore lint/performance/useDomNodeTextContent: the visible text is what is checked
  let text = [await page.title(), await page.locator('body').innerText(), ...named].join('\n');
  for (const value of [...typed, ...places].filter(Boolean).sort((a, b) => b.length - a.length)) {
    text = text.replaceAll(value, ' ');
  }
  return text.replace(EMAIL, ' ').replace(PHONE, ' ').replace(REQUEST_CODE, ' ');
}

async function expectNepaliPage(page: Page, where: string, typed: readonly string[] = []) {
  await expect(page.locator('html'), where).toHaveAttribute('lang', 'ne');
  expect(await page.title(), `${where}: title`).toMatch(DEVANAGARI);
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(description, `${where}: description`).toMatch(DEVANAGARI);
  expect(description, `${where}: description`).not.toMatch(LATIN_DIGIT);
  await expect(page.locator('meta[property="og:description"]'), where).toHaveAttribute('content', description ?? '');
  const lines = (await translatedText(page, typed))
    .split('\n')
    .filter((line) => ENGLISH_PHRASE.test(line) || LATIN_DIGIT.test(line));
  expect(lines, `${where}: English or Latin digits in translated text`).toEqual([]);
}

async function withoutJavaScript<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ ...NEPALI_BROWSER, javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Errors and warnings in the console (the not-found page's own HTTP 404 is expected). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const expected = message.text().includes('status of 404') && /\/no-such-page$/.test(message.location().url);
    if ((message.type() === 'error' || message.type() === 'warning') && !expected) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

test('[UX-1] with JavaScript off, a Nepali browser gets every public page, the directory and the 404 page in Nepali', async ({
  api,
  browser,
}) => {
  const { city, offer, typed } = await seed(api);
  await withoutJavaScript(browser, async (page) => {
    // The directory unfiltered lists other journeys' offers (typed in English): this one's city only.
    const routes = PUBLIC_ROUTES.map((route) => (route === '/tutors' ? `/tutors?city=${city}` : route));
    for (const route of [...routes, `/tutors/${offer._id}`]) {
      const response = await page.goto(route);
      expect(response?.status(), route).toBe(200);
      await expectNepaliPage(page, route, typed);
    }
    await expect(page.getByRole('main').getByText('रु. ६,००० / महिना')).toBeVisible();

    const missing = await page.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ne.common.notFoundTitle })).toBeVisible();
    await expectNepaliPage(page, '/no-such-page');
  });
});

test('[UX-1] choosing a language sets the cookie, and the next full load comes from the server in it', async ({
  page,
  context,
}) => {
  // An English browser (the suite's locale) gets English.
  const first = await page.goto('/home');
  expect(await first?.text()).toContain('<html lang="en">');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'नेपाली' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  const cookie = (await context.cookies()).find((each) => each.name === 'gg_lang');
  expect(cookie?.value).toBe('ne');

  const problems = consoleProblems(page);
  // The server's own answer, before any script runs, is Nepali.
  const about = await page.goto('/about');
  const html = (await about?.text()) ?? '';
  expect(html).toContain('<html lang="ne">');
  expect(html).toContain(`<title>${ne.about.metaTitle}</title>`);
  expect(html).toContain(ne.about.title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ne.about.title);
  const tutors = await page.goto('/tutors');
  expect(await tutors?.text()).toContain('<html lang="ne">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(neDirectory.directory.title);
  expect(problems, 'hydrating the Nepali pages').toEqual([]);

  // And back: English from the server on the next load.
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((each) => each.name === 'gg_lang')?.value).toBe('en');
  const home = await page.goto('/home');
  expect(await home?.text()).toContain('<html lang="en">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.home.heroTitle);
});

test.describe('[UX-1] a Nepali browser with JavaScript', () => {
  test.use(NEPALI_BROWSER);

  test('hydrates each page in Nepali with no flash of English and no error, and axe finds nothing serious', async ({
    api,
    page,
  }) => {
    // Five pages, each hydrated and checked by axe: more than the default minute on a busy machine.
    test.setTimeout(150_000);
    const { city, offer } = await seed(api);
    const problems = consoleProblems(page);
    for (const route of [
      '/home',
      '/contact-student',
      `/tutors?city=${city}`,
      `/tutors/${offer._id}`,
      '/no-such-page',
    ]) {
      // The server's answer is Nepali before any script runs; hydration keeps it so.
      const response = await page.goto(route);
      expect(await response?.text(), route).toMatch(/<html lang="ne">/);
      await expect(page.locator('html'), route).toHaveAttribute('lang', 'ne');
      await expect(page.getByRole('banner').getByRole('button', { name: 'नेपाली' }), route).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      if (route === '/home') await expect(page.getByRole('heading', { level: 1 })).toHaveText(ne.home.heroTitle);
      await expectNoSeriousA11yViolations(page, `${route} in Nepali`);
    }
    expect(problems, 'hydrating the Nepali pages').toEqual([]);
    // The browser chose nothing: nothing is stored, the server keeps following Accept-Language.
    expect(await page.evaluate(() => window.localStorage.getItem('gharguru.language'))).toBeNull();
  });
});
