// The directory's capped `total` of a city without a class ("Mathematics in Lalitpur") must be an
// index-only scan of that city's entries: tuitions_listed_city_count_idx (migration 0011), whose
// leading column is the city. The statement the server sends for the list is captured and planned
// with sequential and bitmap scans off; its count subquery must read that index, not
// tuitions_listed_count_idx (class first), which reads every class band's entries to find the city's.
import { API_BASE } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureStatements, indexesUsedBy, type PlanClient, planClientOf } from './query-plans.js';
import { createTestApp, type TestApp } from './test-app.js';

describe('the directory counts a city through its own index', () => {
  let t: TestApp;
  let client: PlanClient;

  beforeAll(async () => {
    t = await createTestApp();
    client = planClientOf(t);
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
