// City and city-and-subject pages (issue 32), rendered by the server from the live directory with the
// web app's real renderer: a page exists only with at least three listed offers behind it, says what
// a family searched for in plain words, and is in the sitemap; thinner places are 404 and are not.
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRendererForFile } from '../../../test/server-renderer.js';
import { addOffer, adminForFile, signUpTeacher, testAppForFile, testConfig } from '../../../test/test-app.js';

const webDist = serverRendererForFile();
const ORIGIN = 'http://gharguru.test';
const t = testAppForFile({ webDist, notifications: { ...testConfig().notifications, publicUrl: ORIGIN } });
const admin = adminForFile(t);

beforeAll(async () => {
  const lalitpur = await signUpTeacher(t, { city: 'Lalitpur', area: 'Lagankhel' });
  const jawalakhel = await signUpTeacher(t, { city: 'Lalitpur', area: 'Jawalakhel' });
  const kathmandu = await signUpTeacher(t, { city: 'Kathmandu', area: 'Baneshwor' });
  const listed = { adminToken: admin.token };
  await addOffer(
    t,
    lalitpur,
    { name: 'Maths at home', subjects: ['Maths'], forClass: 'Secondary', price: 4000 },
    listed,
  );
  await addOffer(
    t,
    lalitpur,
    { name: 'SEE Maths and Science', subjects: ['Mathematics', 'Science'], forClass: 'Secondary', price: 5000 },
    listed,
  );
  await addOffer(t, jawalakhel, { name: 'Ganit', subjects: ['गणित'], forClass: 'Primary', price: 3000 }, listed);
  await addOffer(t, jawalakhel, { name: 'Physics', subjects: ['Physics'], forClass: '+2-11th', price: 6000 }, listed);
  await addOffer(
    t,
    kathmandu,
    { name: 'Maths in Baneshwor', subjects: ['Maths'], forClass: 'Secondary', price: 4500 },
    listed,
  );
  // Not listed: counts for nothing.
  await addOffer(t, kathmandu, { name: 'Waiting maths', subjects: ['Maths'] });
});

const get = (url: string, language: 'en' | 'ne' = 'en') =>
  t.app.inject({ method: 'GET', url, headers: { cookie: `gg_lang=${language}` } });

const heading = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

describe('city and subject pages', () => {
  it('[SEO-4] a subject in a city with three listed offers has its page: heading, count, fees, offers, links', async () => {
    const response = await get('/tutors/in/lalitpur/maths');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(heading(html)).toBe('Maths tutors in Lalitpur');
    expect(html).toContain('<title>Maths tutors in Lalitpur — GharGuru</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/tutors/in/lalitpur/maths" />`);
    expect(html).toContain('3 offers from home tutors in Lalitpur');
    for (const offer of ['Maths at home', 'SEE Maths and Science', 'Ganit']) expect(html).toContain(offer);
    expect(html).not.toContain('Maths in Baneshwor');
    expect(html).not.toContain('Physics</a>');
    // The full list with the same filters, the city's areas.
    expect(html).toContain('href="/tutors?city=Lalitpur&amp;subject=maths">See all 3 offers');
    expect(html).toContain('href="/tutors?city=Lalitpur&amp;area=Lagankhel&amp;subject=maths">Lagankhel</a>');
    // Typical monthly fee by class band, in this city.
    expect(html).toMatch(/Secondary \(9–10\): Rs\. 4,500 \(2 offers\)/);
  });

  it('[SEO-4] a city with three listed offers has its page; in Nepali the heading is Nepali', async () => {
    const city = await get('/tutors/in/lalitpur');
    expect(city.statusCode).toBe(200);
    expect(heading(city.body)).toBe('Home tutors in Lalitpur');
    expect(city.body).toContain('href="/tutors/in/lalitpur/maths"');
    const nepali = await get('/tutors/in/lalitpur/maths', 'ne');
    expect(nepali.statusCode).toBe(200);
    expect(heading(nepali.body)).toBe('ललितपुरमा गणितका शिक्षक');
  });

  it('[SEO-4] a thinner place or an unknown one is a 404 that search engines skip', async () => {
    for (const url of [
      '/tutors/in/kathmandu',
      '/tutors/in/lalitpur/physics',
      '/tutors/in/pokhara',
      '/tutors/in/lalitpur/guitar',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('[SEO-4] the sitemap lists exactly the pages that exist', async () => {
    const index = await get('/sitemap.xml');
    expect(index.body).toContain(`${ORIGIN}/sitemaps/places.xml`);
    const places = await get('/sitemaps/places.xml');
    expect(places.statusCode).toBe(200);
    const locs = [...places.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual([`${ORIGIN}/tutors/in/lalitpur`, `${ORIGIN}/tutors/in/lalitpur/maths`]);
  });
});
