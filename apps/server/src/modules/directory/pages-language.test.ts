// /tutors and /tutors/:id in the visitor's language (issues 9 and 14, decision 019), with the web
// app's real renderer built from the current sources: a Nepali browser (Accept-Language) or a visitor
// who chose नेपाली (the cookie, which wins) gets the page in Nepali — <html lang>, title, description,
// Open Graph locale, counts, prices and dates in Devanagari digits — and the page cache keeps each
// language apart.
import { LANGUAGE_COOKIE } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addOffer, setTeacherVerified, signInNewAdmin, signUpTeacher, testAppForFile } from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';
import { cachedPageCount } from './page-cache.js';
import { serverRendererForFile } from '../../../test/server-renderer.js';

const webDist = serverRendererForFile();
const t = testAppForFile({ webDist });

const RAM = { firstName: 'Ram', lastName: 'Thapaliya', mobile: '9841000011', city: 'Lalitpur', area: 'Jawalakhel' };
const OFFER = { name: 'SEE Maths at home', subjects: ['Maths'], forClass: 'Secondary', price: 6000 };

let ram: SignedInTeacher;
let offerId: string;

const NEPALI = { 'accept-language': 'ne-NP,ne;q=0.9,en;q=0.8' };
const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'gharguru.test', ...headers } });

const langOf = (html: string) => /<html lang="(\w+)"/.exec(html)?.[1];
const meta = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html)?.[1];

/**
 * What a reader sees of the page: the markup's text without the embedded data, with what the teacher
 * typed, the contact phone number and e-mail taken out (they stay as written).
 */
function readText(html: string): string {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<head>[\s\S]*?<\/head>/, ' ');
  let text = body.replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ');
  for (const typed of [OFFER.name, 'Ram T.', RAM.city, RAM.area, ...OFFER.subjects]) text = text.replaceAll(typed, ' ');
  return text.replace(/\+?\b[0-9][0-9 -]{7,}[0-9]\b/g, ' ').replace(/[^\s@]+@[^\s@]+\.[a-z]+/g, ' ');
}

beforeAll(async () => {
  const admin = await signInNewAdmin(t);
  ram = await signUpTeacher(t, { ...RAM, level: 'SEE', subjects: ['Maths'] });
  offerId = await addOffer(t, ram, OFFER, { adminToken: admin.token });
  const verified = await setTeacherVerified(t, admin.token, ram.id);
  expect(verified.statusCode).toBe(200);
}, 120_000);

describe('the directory in Nepali', () => {
  it('renders /tutors in Nepali for a Nepali browser: texts, count and price in Devanagari digits', async () => {
    const response = await page('/tutors', NEPALI);
    expect(response.statusCode).toBe(200);
    const vary = String(response.headers.vary).toLowerCase();
    expect(vary).toContain('cookie');
    expect(vary).toContain('accept-language');
    const html = response.body;
    expect(langOf(html)).toBe('ne');
    expect(html).toContain('<title>शिक्षकहरू हेर्नुहोस् — घरगुरु</title>');
    expect(meta(html, 'property', 'og:locale')).toBe('ne_NP');
    expect(meta(html, 'name', 'description')).toContain('१ प्रस्ताव');
    expect(html).toContain('१ ट्युसन प्रस्ताव भेटियो');
    expect(html).toContain('रु. ६,००० / महिना');
    expect(html).toContain('SEE Maths at home');
    expect(readText(html)).not.toMatch(/[0-9]/);
  });

  it('renders /tutors/:id in Nepali, its dates in Devanagari digits', async () => {
    const html = (await page(`/tutors/${offerId}`, NEPALI)).body;
    expect(langOf(html)).toBe('ne');
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'property', 'og:locale')).toBe('ne_NP');
    expect(meta(html, 'name', 'description')).toContain('रु. ६,००० / महिना');
    // In Bikram Sambat on a Nepali page (issue 33): "पुस ३, २०८३ मा प्रमाणित".
    expect(html).toMatch(/[^\s<>]+ [०-९]{1,2}, [०-९]{4} मा प्रमाणित/);
    expect(readText(html)).not.toMatch(/[0-9]/);
  });

  it('answers an unlisted offer with the Nepali not-found page and 404', async () => {
    const response = await page('/tutors/00000000-0000-4000-8000-000000000000', NEPALI);
    expect(response.statusCode).toBe(404);
    expect(langOf(response.body)).toBe('ne');
    expect(response.body).toContain('<title>पृष्ठ भेटिएन</title>');
    expect(response.body).toContain('यो शिक्षकको प्रस्ताव अब उपलब्ध छैन।');
  });

  it("follows the visitor's choice (cookie) over the browser's language, both ways", async () => {
    const english = await page('/tutors', { ...NEPALI, cookie: `${LANGUAGE_COOKIE}=en` });
    expect(langOf(english.body)).toBe('en');
    expect(english.body).toContain('1 tutor offer found');
    expect(english.body).toContain('Rs. 6,000 / month');
    const nepali = await page('/tutors', { 'accept-language': 'en-GB', cookie: `${LANGUAGE_COOKIE}=ne` });
    expect(langOf(nepali.body)).toBe('ne');
    expect(nepali.body).toContain('रु. ६,००० / महिना');
    expect(langOf((await page('/tutors')).body)).toBe('en');
  });

  it('caches each language apart: the same address never answers in the other language', async () => {
    const url = '/tutors?subject=maths';
    const first = await page(url, NEPALI);
    const count = cachedPageCount(t.database.db);
    const english = await page(url);
    expect(cachedPageCount(t.database.db)).toBe(count + 1);
    const nepaliAgain = await page(url, NEPALI);
    const englishAgain = await page(url, { 'accept-language': 'en' });
    expect(cachedPageCount(t.database.db)).toBe(count + 1);
    expect(langOf(first.body)).toBe('ne');
    expect(nepaliAgain.body).toBe(first.body);
    expect(langOf(english.body)).toBe('en');
    expect(englishAgain.body).toBe(english.body);
  });

  it('renders pages in different languages at the same time without mixing them', async () => {
    const urls = Array.from({ length: 6 }, (_, index) => `/tutors?page=${index + 2}`);
    const answers = await Promise.all(
      urls.flatMap((url) => [page(url, NEPALI), page(url, { 'accept-language': 'en' })]),
    );
    answers.forEach((answer, index) => {
      const expected = index % 2 === 0 ? 'ne' : 'en';
      expect(langOf(answer.body)).toBe(expected);
      expect(answer.body).toContain(expected === 'ne' ? 'शिक्षकहरू' : 'Tutors');
      expect(answer.body).not.toContain(expected === 'ne' ? 'Browse Tutors' : 'शिक्षकहरू हेर्नुहोस्');
    });
  });
});
