// robots.txt and the sitemap (issue 32): what crawlers may read, and every listed offer's page with
// the date it last changed; unlisted offers, signed-in screens and secret-bearing addresses never.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addOffer,
  createTestApp,
  signInNewAdmin,
  signUpTeacher,
  type TestApp,
  testConfig,
} from '../../../test/test-app.js';
import { FINDABLE_PAGES, sitemapSections, tutorEntries } from './sitemap.js';

const ORIGIN = 'https://gharguru.example';
let t: TestApp;
let listed: string[];
let unlisted: string;

beforeAll(async () => {
  t = await createTestApp({ notifications: { ...testConfig().notifications, publicUrl: ORIGIN } });
  const admin = await signInNewAdmin(t);
  const teacher = await signUpTeacher(t);
  listed = [];
  for (const name of ['Maths for class 10', 'Physics for class 11', 'Nepali for class 8']) {
    listed.push(await addOffer(t, teacher, { name }, { adminToken: admin.token }));
  }
  unlisted = await addOffer(t, teacher, { name: 'Waiting for approval' });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('robots.txt', () => {
  it('[SEO-1] keeps crawlers out of the API, signed-in screens, sign-in forms and secret links, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    for (const prefix of [
      '/api/',
      '/admin',
      '/teacher-',
      '/tution-details/',
      '/tution/',
      '/add-tuition',
      '/login',
      '/reset-password',
      '/review/',
    ]) {
      expect(response.body).toContain(`\nDisallow: ${prefix}\n`);
    }
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    // Nothing the sitemap offers is disallowed.
    const disallowed = [...response.body.matchAll(/^Disallow: (.+)$/gm)].map((match) => match[1] as string);
    for (const page of FINDABLE_PAGES)
      expect(
        disallowed.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
  });
});

describe('the sitemap', () => {
  it('[SEO-2] is an index of sections on PUBLIC_URL, whatever Host the request names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // Three listed offers in one city: its city page exists (place-pages.test.ts).
    expect(locs(response.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/places.xml`,
      `${ORIGIN}/sitemaps/tutors-1.xml`,
    ]);
    expect(response.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
  });

  it('[SEO-2] lists the findable public pages', async () => {
    const response = await get('/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    expect(locs(response.body)).toEqual(FINDABLE_PAGES.map((page) => `${ORIGIN}${page}`));
    expect(response.body).not.toContain('/login');
    expect(response.body).not.toContain('/admin');
  });

  it('[SEO-2] lists every listed offer with the date it last changed, and no unlisted one', async () => {
    const response = await get('/sitemaps/tutors-1.xml');
    expect(response.statusCode).toBe(200);
    expect(locs(response.body).sort()).toEqual(listed.map((id) => `${ORIGIN}/tutors/${id}`).sort());
    expect(response.body).not.toContain(unlisted);
    expect(response.body.match(/<lastmod>/g)).toHaveLength(listed.length);
  });

  it('[SEO-2] answers 404 for a section past the last and for any other name', async () => {
    for (const name of ['tutors-2.xml', 'tutors-0.xml', 'other.xml', 'tutors-1.xml.bak', '..%2Fpackage.json']) {
      expect((await get(`/sitemaps/${name}`)).statusCode, name).toBe(404);
    }
  });

  it('[SEO-2] splits the offers into sections of at most the limit, newest first', async () => {
    const ctx = { db: t.database.db };
    const sections = await sitemapSections({ ctx, sectionLimit: 2 });
    expect(sections.map((section) => section.name)).toEqual([
      'pages.xml',
      'places.xml',
      'tutors-1.xml',
      'tutors-2.xml',
    ]);
    const first = await tutorEntries({ ctx, origin: ORIGIN, section: 1, sectionLimit: 2 });
    const second = await tutorEntries({ ctx, origin: ORIGIN, section: 2, sectionLimit: 2 });
    expect(first).toHaveLength(2);
    expect(second).toHaveLength(1);
    expect([...first, ...second].map((entry) => entry.loc)).toEqual(
      [...listed].reverse().map((id) => `${ORIGIN}/tutors/${id}`),
    );
  });
});
