// Issue 9: /tutors and /tutors/:id are rendered by the server with their data (decision 017). With
// JavaScript off the offers are already in the page; with it on the page hydrates from the embedded
// answers, without fetching them again and without an error or a warning in the console.
import { API_PATHS, type TuitionRecord } from '@gharguru/contract';
import { uniqueId } from '@gharguru/contract/testing';
import type { Page, Request } from '@playwright/test';
import type { Api } from '../fixtures/api';
import { expect, test, waitForApp } from '../fixtures/test';

/** Letters only, so the test's own city is a plausible place name. */
const letters = () => uniqueId().replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);

type Seeded = { city: string; listed: TuitionRecord; other: TuitionRecord; unapproved: TuitionRecord; mobile: string };

/** A city of the test's own with two approved offers and one no admin has approved. */
async function seed(api: Api): Promise<Seeded> {
  const city = `Gorkha${letters()}`;
  const admin = await api.signInAdmin();
  const ram = await api.newTeacher({ firstName: 'Ram', lastName: 'Pradhananga', city, area: 'Bazaar' });
  const hari = await api.newTeacher({ firstName: 'Hari', lastName: 'Lamichhane', city, area: 'Palungtar' });
  const listed = await api.addTuition(ram.session, {
    name: `SEE Maths at home ${uniqueId()}`,
    subjects: ['Mathematics'],
    forClass: 'Secondary',
    price: 6000,
    priceType: 'monthly',
  });
  const other = await api.addTuition(hari.session, {
    name: `Class 12 Physics ${uniqueId()}`,
    subjects: ['Physics'],
    forClass: '+2-12th',
    price: 900,
    priceType: 'hourly',
  });
  const unapproved = await api.addTuition(ram.session, { name: `Unapproved ${uniqueId()}`, forClass: 'Secondary' });
  for (const offer of [listed, other]) {
    await api.call('PUT', API_PATHS.adminTuitionUpdate(offer._id), { token: admin.accessToken });
  }
  return { city, listed, other, unapproved, mobile: ram.account.mobile };
}

/** The directory's API calls the page makes (the footer's /api/public/config is not the directory's). */
function directoryCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname, search } = new URL(request.url());
    if (pathname.startsWith('/api/public/tuitions') || pathname.startsWith('/api/public/directory-facets')) {
      calls.push(`${pathname}${search}`);
    }
  });
  return calls;
}

function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  return problems;
}

test('with JavaScript off, /tutors and /tutors/:id show the offers from the HTML alone', async ({ api, browser }) => {
  const { city, listed, other, unapproved, mobile } = await seed(api);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    const list = await page.goto(`/tutors?city=${city}`);
    expect(list?.status()).toBe(200);
    const results = page.getByRole('main');
    await expect(results.getByRole('link', { name: listed.name })).toBeVisible();
    await expect(results.getByRole('link', { name: other.name })).toBeVisible();
    await expect(results.getByText('2 tutor offers found')).toBeVisible();
    await expect(results.getByText('Ram P.')).toBeVisible();
    await expect(page).toHaveTitle(`Tutors: ${city} — GharGuru`);
    const html = await page.content();
    expect(html).not.toContain(unapproved.name);
    expect(html).not.toContain(mobile);
    expect(html).not.toContain('Pradhananga');

    // The filtered list: only the Maths offer.
    await page.goto(`/tutors?city=${city}&subject=maths`);
    await expect(page.getByRole('main').getByRole('link', { name: listed.name })).toBeVisible();
    await expect(page.getByRole('main').getByText(other.name)).toHaveCount(0);

    const one = await page.goto(`/tutors/${listed._id}`);
    expect(one?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: listed.name })).toBeVisible();
    await expect(page.getByText('Rs. 6,000 / month')).toBeVisible();
    await expect(page).toHaveTitle(`${listed.name} — Ram P. — GharGuru`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      `${listed.name} — Ram P. — GharGuru`,
    );

    const missing = await page.goto(`/tutors/${unapproved._id}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(await page.content()).not.toContain(unapproved.name);
  } finally {
    await context.close();
  }
});

test('with JavaScript, /tutors hydrates from the embedded answers: no refetch, no console error, then filters in the browser', async ({
  api,
  page,
}) => {
  const { city, listed, other } = await seed(api);
  const calls = directoryCalls(page);
  const problems = consoleProblems(page);

  await page.goto(`/tutors?city=${city}`);
  await waitForApp(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: listed.name })).toBeVisible();
  await expect(main.getByText('2 tutor offers found')).toBeVisible();
  // Hydration found the list and the city filter's choices in the page: nothing was asked again.
  expect(calls).toEqual([]);

  // Hydrated: the filters work in the browser, which now fetches.
  await main.getByLabel('Subject').fill('physics');
  await main.getByRole('button', { name: 'Show tutors' }).click();
  await expect(page).toHaveURL(/subject=physics/);
  await expect(main.getByRole('link', { name: other.name })).toBeVisible();
  await expect(main.getByRole('link', { name: listed.name })).toHaveCount(0);
  expect(calls.some((call) => call.startsWith('/api/public/tuitions?'))).toBe(true);

  // One offer: opened by its link from the list (browser navigation) and loaded directly (server render).
  calls.length = 0;
  await page.goto(`/tutors/${listed._id}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: listed.name })).toBeVisible();
  await expect(page).toHaveTitle(`${listed.name} — Ram P. — GharGuru`);
  expect(calls).toEqual([]);
  expect(problems).toEqual([]);
});
