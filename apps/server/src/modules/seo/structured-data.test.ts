// Structured data of the server-rendered directory pages (issue 32), with the web app's real
// renderer: every JSON-LD script parses, names schema.org types with the page's public facts only,
// and no text a teacher typed can close the script.
import { beforeAll, describe, expect, it } from 'vitest';
import { serverRendererForFile } from '../../../test/server-renderer.js';
import { addOffer, adminForFile, signUpTeacher, testAppForFile, testConfig } from '../../../test/test-app.js';

const webDist = serverRendererForFile();
const ORIGIN = 'http://gharguru.test';
const t = testAppForFile({ webDist, notifications: { ...testConfig().notifications, publicUrl: ORIGIN } });
const admin = adminForFile(t);
const HOSTILE_NAME = 'Maths </script><script>alert(1)</script>';
const MOBILE = '9841000077';
let offerId: string;

beforeAll(async () => {
  const teacher = await signUpTeacher(t, {
    firstName: 'Gita',
    lastName: 'Karki',
    mobile: MOBILE,
    email: 'gita.karki@example.com',
    city: 'Lalitpur',
    area: 'Lagankhel',
  });
  offerId = await addOffer(
    t,
    teacher,
    { name: HOSTILE_NAME, subjects: ['Mathematics', 'Science'], price: 4500, priceType: 'monthly' },
    { adminToken: admin.token },
  );
});

/** Every JSON-LD script of a page, parsed; the raw text holds no `<` that could end the script. */
function structuredData(html: string): Record<string, unknown>[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (found) => found[1] as string,
  );
  for (const script of scripts) expect(script).not.toContain('<');
  return scripts.map((script) => JSON.parse(script));
}

const page = async (url: string, language: 'en' | 'ne' = 'en') => {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: `gg_lang=${language}` } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('structured data', () => {
  it('[SEO-3] a tutor page describes the tutor as a Person with the offer and its price, and its breadcrumbs', async () => {
    const html = await page(`/tutors/${offerId}`);
    const [person, trail] = structuredData(html);
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: 'Gita K.',
      url: `${ORIGIN}/tutors/${offerId}`,
      knowsAbout: ['Mathematics', 'Science'],
      workLocation: { '@type': 'Place', name: 'Lagankhel, Lalitpur' },
      makesOffer: {
        '@type': 'Offer',
        name: HOSTILE_NAME,
        price: 4500,
        priceCurrency: 'NPR',
        priceSpecification: { '@type': 'UnitPriceSpecification', unitCode: 'MON' },
      },
    });
    expect(trail).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: `${ORIGIN}/home` },
        { '@type': 'ListItem', position: 2, item: `${ORIGIN}/tutors` },
        { '@type': 'ListItem', position: 3, name: HOSTILE_NAME, item: `${ORIGIN}/tutors/${offerId}` },
      ],
    });
    const everything = JSON.stringify([person, trail]);
    expect(everything).not.toContain(MOBILE);
    expect(everything).not.toContain('Karki');
    expect(everything).not.toContain('@example.com');
  });

  it('[SEO-3] the directory list has its breadcrumbs, named in the page language', async () => {
    const [english] = structuredData(await page('/tutors?city=Lalitpur'));
    expect(english).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Browse Tutors' }],
    });
    const [nepali] = structuredData(await page('/tutors', 'ne'));
    const names = ((nepali?.itemListElement ?? []) as { name: string }[]).map((item) => item.name);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/[\u0900-\u097F]/);
  });
});
