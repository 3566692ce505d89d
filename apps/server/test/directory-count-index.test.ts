// The directory's capped `total` of a city without a class ("Mathematics in Lalitpur") must be an
// index-only scan of that city's entries: tuitions_listed_city_count_idx (migration 0011), whose
// leading column is the city. The statement the server sends for the list is captured and planned
// with sequential and bitmap scans off; its count subquery must read that index, not
// tuitions_listed_count_idx (class first), which reads every class band's entries to find the city's.
import { API_BASE } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureStatements, indexesUsedBy, type PlanClient, planClientOf } from './query-plans.js';
import { createTestApp, signUpTeacher, type TestApp } from './test-app.js';

describe('the directory counts a city through its own index', () => {
  let t: TestApp;
  let client: PlanClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = planClientOf(t);
    // Listed offers in five cities and six bands, as the service writes them (db/schema.ts), vacuumed
    // (an index-only scan counts on the visibility map) and analysed: on an empty table every index of
    // the listed offers costs the same and the planner may take any (the rating's, say).
    const teacher = await signUpTeacher(t, { city: 'Lalitpur', area: 'Jawalakhel', level: 'SEE' });
    await t.database.db.execute(sql`
      insert into tuitions (teacher_id, name, subjects, subject_keys, for_class, price, price_type, status,
        teacher_city_key, teacher_area_key, teacher_level)
      select ${teacher.id}::uuid, 'Offer ' || i,
        case when i % 3 = 0 then array['Physics'] else array['Maths'] end,
        case when i % 3 = 0 then array['physics'] else array['maths'] end,
        (array['Primary', 'Lower Secondary', 'Secondary', '+2-11th', '+2-12th', 'Bachelor'])[1 + i % 6],
        5000 + i, 'monthly', 'Completed',
        (array['kathmandu', 'lalitpur', 'bhaktapur', 'kirtipur', 'pokhara'])[1 + i % 5], 'jawalakhel', 'SEE'
      from generate_series(1, 3000) as i`);
    await t.database.db.execute(sql`vacuum analyze tuitions`);
  });
  afterAll(() => t.close());

  it('a subject in a city: the count reads tuitions_listed_city_count_idx', async () => {
    const capture = captureStatements(client);
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}/public/tuitions?subject=Mathematics&city=Lalitpur`,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      capture.stop();
    }
    const [list] = capture.statements.filter((statement) => statement.text.includes('as capped'));
    expect(list).toBeDefined();
    expect(await indexesUsedBy(client, list!, ['enable_seqscan', 'enable_bitmapscan'])).toContain(
      'tuitions_listed_city_count_idx',
    );
  });
});
