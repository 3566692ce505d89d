// Two instances on one database: an offer an admin takes off on the first leaves the second's cached
// /tutors page, its own page and the facets within 2 s, not after the caches' 30 s (on PostgreSQL
// through the change notices of directory-changes.ts; PGlite is one process with one cache).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSecondInstance, type SecondInstance } from '../../../test/second-instance.js';
import { serverRendererForFile } from '../../../test/server-renderer.js';
import { addOffer, adminForFile, setOfferStatus, signUpTeacher, testAppForFile } from '../../../test/test-app.js';

const webDist = serverRendererForFile();
const t = testAppForFile({ webDist });
const admin = adminForFile(t);
let second: SecondInstance;

beforeAll(async () => {
  second = await startSecondInstance(t);
});
afterAll(() => second?.close());

const NAME = 'Chemistry with Hari in Patan';

function onSecond(url: string) {
  return second.app.inject({ method: 'GET', url, headers: { host: 'gharguru.test' } });
}

/** How long until `check` holds on the second instance, polled every 50 ms, up to `limitMs`. */
async function msUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

describe('an offer taken off on one instance', () => {
  it("leaves the other instance's cached pages and facets within 2 s", async () => {
    const teacher = await signUpTeacher(t, { city: 'Lalitpur', area: 'Patan' });
    const id = await addOffer(t, teacher, { name: NAME, subjects: ['Chemistry'] }, { adminToken: admin.token });
    const cityCount = async () => {
      const facets = await second.app.inject({ method: 'GET', url: '/api/public/directory-facets' });
      return facets.statusCode === 200 ? JSON.stringify(facets.json()) : facets.body;
    };
    // The second instance renders and caches both pages and the facets while the offer is listed.
    expect((await onSecond('/tutors')).body).toContain(NAME);
    expect((await onSecond(`/tutors/${id}`)).statusCode).toBe(200);
    const facetsListed = await cityCount();

    await setOfferStatus(t, admin.token, id, 'Pending');

    const listGone = await msUntil(async () => !(await onSecond('/tutors')).body.includes(NAME), 5_000);
    const pageGone = await msUntil(async () => (await onSecond(`/tutors/${id}`)).statusCode === 404, 5_000);
    const facetsChanged = await msUntil(async () => (await cityCount()) !== facetsListed, 5_000);
    console.info(
      `${process.env.TEST_DB ?? 'pglite'}: the other instance dropped the offer after ${listGone} ms (list), ` +
        `${pageGone} ms (page), ${facetsChanged} ms (facets)`,
    );
    expect(listGone).toBeLessThan(2_000);
    expect(pageGone).toBeLessThan(2_000);
    expect(facetsChanged).toBeLessThan(2_000);
  });
});
