// /tutors and /tutors/:id rendered on the server with their data (issue 9, docs/decisions/017), with
// the web app's real renderer (an SSR build of apps/web made for this file) in a page shell with
// the build's three markers: the offers are in the HTML before any JavaScript, only listed ones,
// never a phone number or an e-mail; the head describes the page; the data for hydration is the
// API's answer, safely embedded; pages are cached and dropped when an offer changes.
import { createHash } from 'node:crypto';
import { MSG } from '@gharguru/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addOffers,
  adminForFile,
  setOfferStatus,
  signUpTeacher,
  testAppForFile,
  testConfig,
  withoutRateLimits,
} from '../../../test/test-app.js';
import type { SignedInTeacher } from '../../../test/test-app.js';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { tuitions } from '../../db/schema.js';
import { eq } from 'drizzle-orm';
import { cachedPageCount } from './page-cache.js';
import { serverRendererForFile } from '../../../test/server-renderer.js';

const webDist = serverRendererForFile();

let ram: SignedInTeacher;
let sita: SignedInTeacher;
const offers: Record<string, string> = {};

const RAM = { firstName: 'Ram', lastName: 'Thapaliya', mobile: '9841000001', city: 'Lalitpur', area: 'Jawalakhel' };
const SITA = { firstName: 'Sita', lastName: 'Shrestha', mobile: '9841000002', city: 'Kathmandu', area: 'Baneshwor' };
/** Text a teacher may type into the details, which must stay text in the page and in its data. */
const HOSTILE_DETAILS = "Patient teacher </script><script>alert(1)</script> <!-- $& $' done";

const setStatus = (id: string, status: 'Pending' | 'Completed') => setOfferStatus(t, admin.token, id, status);

const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'gharguru.test' } });

/** The answers embedded for hydration (there must be exactly one such element). */
function embeddedQueries(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const found = [...html.matchAll(/<script type="application\/json" id="gg-queries">(.*?)<\/script>/gs)];
  expect(found).toHaveLength(1);
  const json = found[0]![1]!;
  expect(json).not.toContain('<');
  return JSON.parse(json);
}

function meta(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)" />`).exec(html);
  return found?.[1];
}

// Opened once the renderer is built.
// The site's own address (PUBLIC_URL): every absolute address in a page comes from it.
const notifications = { ...testConfig().notifications, publicUrl: 'http://gharguru.test' };
const t = testAppForFile({ webDist, notifications });
const admin = adminForFile(t);

beforeAll(async () => {
  ram = await signUpTeacher(t, { ...RAM, level: 'SEE', subjects: ['Maths'] });
  sita = await signUpTeacher(t, { ...SITA, level: '+2', subjects: ['Physics'] });
  const ids = await addOffers(t, {
    maths: [
      ram,
      {
        name: 'SEE Maths at home',
        subjects: ['Mathematics'],
        forClass: 'Secondary',
        price: 6000,
        teacherDetails: HOSTILE_DETAILS,
      },
    ],
    computer: [
      ram,
      {
        name: 'Computer basics',
        subjects: ['Computer Science'],
        forClass: 'Lower Secondary',
        price: 500,
        priceType: 'hourly',
      },
    ],
    kathmanduMaths: [sita, { name: 'Maths in Baneshwor', subjects: ['Maths'], forClass: 'Secondary', price: 7000 }],
    pending: [sita, { name: 'Waiting for review', subjects: ['Maths'], forClass: 'Secondary', price: 100 }],
  });
  Object.assign(offers, ids);
  for (const key of ['maths', 'computer', 'kathmanduMaths']) await setStatus(offers[key]!, 'Completed');
});

describe('[DIR-7] /tutors rendered on the server', () => {
  it('has the offers matching the filters in the HTML, and not the others', async () => {
    const response = await page('/tutors?subject=maths&city=Lalitpur&class=10');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('SEE Maths at home');
    expect(html).toContain('Ram T.');
    expect(html).toContain('1 tutor offer found');
    for (const other of ['Computer basics', 'Maths in Baneshwor', 'Waiting for review']) {
      expect(html).not.toContain(other);
    }
    // The whole list, unfiltered, has the three listed offers and never the pending one.
    const all = (await page('/tutors')).body;
    for (const listed of ['SEE Maths at home', 'Computer basics', 'Maths in Baneshwor']) expect(all).toContain(listed);
    expect(all).not.toContain('Waiting for review');
  });

  it('never shows a mobile number, an e-mail or a full last name', async () => {
    for (const url of ['/tutors', '/tutors?subject=maths&city=Lalitpur', `/tutors/${offers.maths}`]) {
      const html = (await page(url)).body;
      for (const secret of [RAM.mobile, SITA.mobile, ram.email, sita.email, RAM.lastName, SITA.lastName]) {
        expect(html, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
  });

  it('embeds the API answers it rendered, under the keys the pages read, escaped for a script element', async () => {
    const html = (await page('/tutors?subject=maths&city=Lalitpur&class=10')).body;
    const { queries } = embeddedQueries(html);
    const api = await t.api({ method: 'GET', path: '/public/tuitions?subject=maths&class=10&city=Lalitpur&limit=12' });
    const facets = await t.api({ method: 'GET', path: '/public/directory-facets' });
    expect(queries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          queryKey: ['public-tuitions', { subject: 'maths', class: '10', city: 'Lalitpur', limit: '12' }],
          state: expect.objectContaining({ data: api.json() }),
        }),
        expect.objectContaining({
          queryKey: ['directory-facets'],
          state: expect.objectContaining({ data: facets.json() }),
        }),
      ]),
    );
  });

  it('runs one inline script, the loader the CSP allows by its hash, and names no script file before it', async () => {
    const response = await page(`/tutors/${offers.maths}`);
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const scripts = [...response.body.matchAll(/<script\b([^>]*)>(.*?)<\/script>/gs)];
    // Structured data (two JSON-LD blocks, never run) in the head, then the data and the loader.
    expect(scripts.map(([, attributes]) => (attributes ?? '').trim().split(' ')[0])).toEqual([
      'type="application/ld+json"',
      'type="application/ld+json"',
      'type="application/json"',
      'id="gg-loader"',
    ]);
    const [, attributes, loader] = scripts[3]!;
    expect(attributes).toContain('data-entry="/assets/index-test.js" data-preload="/assets/page-test.js"');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(loader!).digest('base64')}'`]);
    // Nothing the browser's preload scanner would fetch before the page is painted.
    expect(response.body).not.toMatch(/<script[^>]+src=|rel="modulepreload"/);
    // The teacher's text is shown as text (escaped by React), and kept whole in the data.
    expect(response.body).toContain('Patient teacher &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const { queries } = embeddedQueries(response.body);
    const tuition = queries.find((query) => query.queryKey[0] === 'public-tuition')?.state.data as {
      tuition: { teacherDetails: string };
    };
    expect(tuition.tuition.teacherDetails).toBe(HOSTILE_DETAILS);
  });

  it('titles and describes a filtered list, with its canonical address', async () => {
    const html = (await page('/tutors?city=Lalitpur&subject=maths&class=10&utm_source=x&page=2')).body;
    expect(html).toContain('<title>Tutors: maths · Class 10 · Lalitpur, page 2 — GharGuru</title>');
    expect(meta(html, 'name', 'description')).toMatch(
      /^Home tutors for maths · Class 10 · Lalitpur, approved by GharGuru: 1 offer with its fee/,
    );
    expect(html).toContain(
      '<link rel="canonical" href="http://gharguru.test/tutors?subject=maths&amp;class=10&amp;city=Lalitpur&amp;page=2" />',
    );
    expect((await page('/tutors')).body).toContain('<title>Browse Tutors — GharGuru</title>');
  });

  it('answers any filter values with a page, never a 500: unknown ones are ignored, invalid ones left to the browser', async () => {
    for (const url of [
      '/tutors?foo=bar',
      '/tutors?class=13&priceMax=lots&page=-1&sort=best&verified=maybe',
      `/tutors?subject=${'x'.repeat(5000)}`,
      '/tutors?subject=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '/tutors?city=%E0%A4%B2%E0%A4%B2%E0%A4%BF%E0%A4%A4%E0%A4%AA%E0%A5%81%E0%A4%B0',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('<script>alert(1)');
      embeddedQueries(response.body);
    }
  });
});

describe('[FAST-3] the cards hydrate after the filters', () => {
  it('sends the list of cards inside a Suspense boundary of its own, after the filter form', async () => {
    const html = (await page('/tutors')).body;
    const form = html.indexOf('<form');
    // React writes a boundary's content between <!--$--> and <!--/$-->; the browser hydrates it in a pass of its own.
    const boundary = html.search(/<!--\$--><ul[^>]*>/);
    expect(form).toBeGreaterThan(0);
    expect(boundary).toBeGreaterThan(form);
    expect(html.slice(boundary)).toContain('SEE Maths at home');
  });
});

describe('[FAST-2] the filter form sent without the script', () => {
  it('answers with the clean address of its list: no empty filter, no default order, no page', async () => {
    const cases: [string, string][] = [
      ['/tutors?shownCity=&subject=+maths+&class=&city=&priceType=&priceMax=&sort=relevance', '/tutors?subject=maths'],
      ['/tutors?shownCity=&subject=&class=&city=&priceType=&priceMax=&sort=relevance', '/tutors'],
      [
        '/tutors?shownCity=Lalitpur&city=Lalitpur&area=Jawalakhel&verified=true&sort=price',
        '/tutors?city=Lalitpur&area=Jawalakhel&verified=true&sort=price',
      ],
      // A new city starts with any area: the old city's area is dropped.
      ['/tutors?shownCity=Lalitpur&city=Kathmandu&area=Jawalakhel', '/tutors?city=Kathmandu'],
    ];
    for (const [sent, clean] of cases) {
      const response = await page(sent);
      expect(response.statusCode, sent).toBe(303);
      expect(response.headers.location, sent).toBe(clean);
    }
    // The clean address is the list itself.
    expect((await page('/tutors?subject=maths')).body).toContain('SEE Maths at home');
  });
});

describe('[DIR-7] /tutors/:id rendered on the server', () => {
  it('[UX-1] shows the offer with its Open Graph and Twitter card tags', async () => {
    const response = await page(`/tutors/${offers.maths}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('SEE Maths at home');
    expect(html).toContain('<title>SEE Maths at home — Ram T. — GharGuru</title>');
    const description =
      'Mathematics for Secondary (9–10) with Ram T. (Master), Jawalakhel, Lalitpur: Rs. 6,000 / month. Request this tutor on GharGuru; phone numbers stay private.';
    expect(meta(html, 'name', 'description')).toBe(description);
    expect(meta(html, 'property', 'og:title')).toBe('SEE Maths at home — Ram T. — GharGuru');
    expect(meta(html, 'property', 'og:description')).toBe(description);
    expect(meta(html, 'property', 'og:type')).toBe('profile');
    expect(meta(html, 'property', 'og:url')).toBe(`http://gharguru.test/tutors/${offers.maths}`);
    expect(meta(html, 'property', 'og:site_name')).toBe('GharGuru');
    expect(meta(html, 'name', 'twitter:card')).toBe('summary');
    expect(meta(html, 'name', 'twitter:title')).toBe('SEE Maths at home — Ram T. — GharGuru');
    expect(html).toContain(`<link rel="canonical" href="http://gharguru.test/tutors/${offers.maths}" />`);
  });

  it('answers 404 with the not-found page for an unlisted, unknown or malformed id', async () => {
    for (const id of [offers.pending, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await page(`/tutors/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Page not found');
      expect(response.body).toContain('This tutor offer is not available any more.');
      expect(meta(response.body, 'name', 'robots')).toBe('noindex');
      expect(response.body).not.toContain('Waiting for review');
    }
  });

  it('answers with or without a trailing slash, and to HEAD', async () => {
    expect((await page(`/tutors/${offers.maths}/`)).body).toContain('SEE Maths at home');
    expect((await page('/tutors/?subject=maths&city=Lalitpur')).body).toContain('SEE Maths at home');
    const head = await t.app.inject({ method: 'HEAD', url: '/tutors', headers: { host: 'gharguru.test' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  // Issue 26: a hostile Host header gave 500 (with an error log and stack each time) and was written
  // into the canonical link and og:url.
  it.each(['a b', '[::1', 'x:99999', 'evil.example:0', 'a/b', 'a@b', '"x"', 'x:', ':80'])(
    'answers a malformed Host %j with 400 in the error shape',
    async (host) => {
      for (const url of ['/tutors', `/tutors/${offers.maths}`, '/api/health/live']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { host } });
        expect(response.statusCode, url).toBe(400);
        expect(response.json()).toEqual({ message: MSG.invalidHost, code: 'invalidHost' });
      }
    },
  );

  it('writes the canonical link and og:url from PUBLIC_URL whatever the Host', async () => {
    for (const host of ['evil.example', 'evil.example:8443', '[::1]:3000', '127.0.0.1']) {
      const response = await t.app.inject({ method: 'GET', url: `/tutors/${offers.maths}`, headers: { host } });
      expect(response.statusCode, host).toBe(200);
      expect(meta(response.body, 'property', 'og:url')).toBe(`http://gharguru.test/tutors/${offers.maths}`);
      expect(response.body).not.toContain('evil.example');
    }
  });

  it('does not serve the renderer itself', async () => {
    for (const url of ['/.server/render-page.mjs', '/%2Eserver/render-page.mjs', '/assets/../.server/templates.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body, url).not.toContain('renderPage');
      expect(response.body, url).not.toContain('app-head');
    }
  });
});

describe('the page cache', () => {
  it('keeps a rendered page briefly and drops every page when an admin sets an offer back to Pending', async () => {
    const url = '/tutors?subject=computer';
    expect((await page(url)).body).toContain('Computer basics');
    expect(cachedPageCount(t.database.db)).toBeGreaterThan(0);
    // A change behind the services' back is not seen while the page is cached...
    await t.database.db.update(tuitions).set({ name: 'Renamed in SQL' }).where(eq(tuitions.id, offers.computer!));
    expect((await page(url)).body).toContain('Computer basics');
    // ...and an admin's change drops the cache at once.
    await setStatus(offers.computer!, 'Pending');
    expect(cachedPageCount(t.database.db)).toBe(0);
    const after = (await page(url)).body;
    expect(after).not.toContain('Computer basics');
    expect(after).not.toContain('Renamed in SQL');
    expect((await page(`/tutors/${offers.computer}`)).statusCode).toBe(404);
    await setStatus(offers.computer!, 'Completed');
    expect((await page(url)).body).toContain('Renamed in SQL');
  });
});

describe('a render that fails', () => {
  it("sends the page's shell with 503 and Retry-After when the database is unavailable, for the browser to render", async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    const config = testConfig(withoutRateLimits({ webDist }));
    const app = await buildApp({ config, database, closeDatabase: false });
    try {
      await database.close();
      const response = await app.inject({
        method: 'GET',
        url: '/tutors?subject=maths',
        headers: { host: 'gharguru.test' },
      });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<title>GharGuru</title>');
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).toContain('data-entry="/assets/index-test.js"');
      expect(response.body).not.toContain('gg-queries');
    } finally {
      await app.close();
    }
    // A fresh embedded database is migrated first: seconds on a quiet machine, more on a busy one.
  }, 90_000);
});
