// The directory's capped `total` of a city without a class ("Mathematics in Lalitpur") must be an
// index-only scan of that city's entries: tuitions_listed_city_count_idx (migration 0011), whose
// leading column is the city. The statement the server sends for the list is captured and planned
// with sequential and bitmap scans off; its count subquery must read that index, not
// tuitions_listed_count_idx (class first), which reads every class band's entries to find the city's.
import { API_BASE } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';

interface Queryable {
  query(text: unknown, values?: unknown, ...rest: unknown[]): Promise<unknown>;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** The indexes a plan reads. */
function indexesIn(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesIn)];
}

describe('the directory counts a city through its own index', () => {
  let t: TestApp;
  let client: Queryable & { connect?: () => Promise<Queryable & { release(): void }> };

  beforeAll(async () => {
    t = await createTestApp();
    client = (t.database.db as unknown as { $client: typeof client }).$client;
  });
  afterAll(() => t.close());

  it('a subject in a city: the count reads tuitions_listed_city_count_idx', async () => {
    const statements: { text: string; values: unknown[] }[] = [];
    const original = client.query;
    client.query = function (this: Queryable, text: unknown, values?: unknown, ...rest: unknown[]) {
      if (typeof text === 'string') statements.push({ text, values: Array.isArray(values) ? values : [] });
      else if (text && typeof text === 'object' && 'text' in text) {
        const config = text as { text: string; values?: unknown[] };
        statements.push({ text: config.text, values: config.values ?? (Array.isArray(values) ? values : []) });
      }
      return original.call(this, text, values, ...rest);
    } as Queryable['query'];
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API_BASE}/public/tuitions?subject=Mathematics&city=Lalitpur`,
      });
      expect(response.statusCode).toBe(200);
    } finally {
      client.query = original;
    }
    const [list] = statements.filter((statement) => statement.text.includes('as capped'));
    expect(list).toBeDefined();
    const connection = client.connect ? await client.connect() : client;
    try {
      await connection.query('SET enable_seqscan = off');
      await connection.query('SET enable_bitmapscan = off');
      const result = (await connection.query(`EXPLAIN (FORMAT JSON) ${list!.text}`, list!.values)) as {
        rows: { 'QUERY PLAN': [{ Plan: PlanNode }] }[];
      };
      expect(indexesIn(result.rows[0]!['QUERY PLAN'][0].Plan)).toContain('tuitions_listed_city_count_idx');
    } finally {
      await connection.query('RESET enable_seqscan');
      await connection.query('RESET enable_bitmapscan');
      if ('release' in connection && typeof connection.release === 'function') connection.release();
    }
  });
});
