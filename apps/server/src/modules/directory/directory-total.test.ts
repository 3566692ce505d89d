// The directory's total past COUNTED_PAST_OFFSET (1,000) matches (issues 9 and 12): counting stops there, the
// answer says the total is a lower bound, and it stays exact wherever the next page depends on it.
import type { DirectoryListResponse } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUpTeacher, type TestApp } from '../../../test/test-app.js';
import { COUNTED_PAST_OFFSET as DIRECTORY_TOTAL_CAP } from '../../lib/paging.js';

let t: TestApp;
const LISTED = DIRECTORY_TOTAL_CAP + 30;
/** Of the listed offers, this many are for Physics; the rest for Maths. */
const PHYSICS = 40;

beforeAll(async () => {
  t = await createTestApp();
  const teacher = await signUpTeacher(t, { city: 'Lalitpur', area: 'Jawalakhel', level: 'SEE' });
  // Written as the service writes offers: subject keys and the teacher's copies (db/schema.ts).
  await t.database.db.execute(sql`
    insert into tuitions (teacher_id, name, subjects, subject_keys, for_class, price, price_type, status,
      teacher_city_key, teacher_area_key, teacher_level)
    select te.id, 'Offer ' || i,
      case when i <= ${PHYSICS} then array['Physics'] else array['Maths'] end,
      case when i <= ${PHYSICS} then array['physics'] else array['maths'] end,
      'Secondary', 5000 + i, 'monthly', case when i <= ${LISTED} then 'Completed' else 'Pending' end,
      lower(te.city), lower(te.area), te.level
    from teachers te, generate_series(1, ${LISTED + 5}) as i where te.id = ${teacher.id}`);
});
afterAll(() => t.close());

async function directory(query: string) {
  const response = await t.api({ method: 'GET', path: `/public/tuitions${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DirectoryListResponse;
}

describe('the directory total past the cap', () => {
  it('is the cap and a lower bound on a broad first page', async () => {
    const list = await directory('?limit=12');
    expect(list.tuitions).toHaveLength(12);
    expect(list.total).toBe(DIRECTORY_TOTAL_CAP);
    expect(list.totalIsLowerBound).toBe(true);
  });

  it('is exact when the matches are fewer than the cap, whatever the page', async () => {
    expect(await directory('?subject=physics&limit=12')).toMatchObject({ total: PHYSICS, totalIsLowerBound: false });
    expect(await directory('?subject=Physics&limit=12&page=4')).toMatchObject({
      total: PHYSICS,
      totalIsLowerBound: false,
    });
    expect((await directory('?subject=physics&limit=12&page=4')).tuitions).toHaveLength(PHYSICS - 36);
  });

  it('counts from the page on: deep pages know whether a next page exists, and the last one is exact', async () => {
    const limit = 50;
    const lastPage = Math.ceil(LISTED / limit);
    const deep = await directory(`?limit=${limit}&page=${lastPage - 1}`);
    expect(deep).toMatchObject({ total: LISTED, totalIsLowerBound: false });
    const last = await directory(`?limit=${limit}&page=${lastPage}`);
    expect(last.tuitions).toHaveLength(LISTED - (lastPage - 1) * limit);
    expect(last).toMatchObject({ total: LISTED, totalIsLowerBound: false });
  });

  it('answers an empty page beyond the end with the first page’s total', async () => {
    const beyond = await directory('?limit=50&page=40');
    expect(beyond.tuitions).toEqual([]);
    expect(beyond).toMatchObject({ total: DIRECTORY_TOTAL_CAP, totalIsLowerBound: true, code: 'noTuitions' });
    expect(await directory('?subject=physics&limit=50&page=3')).toMatchObject({ tuitions: [], total: PHYSICS });
  });
});
