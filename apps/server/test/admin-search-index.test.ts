// The admin lists' text search (`q`) must be answerable from the trigram indexes over each table's
// stored, lowercased search text (migrations 0010 and 0013; migration 0004 indexed the expression
// itself), matched with `LIKE lower(pattern)`. Each list is
// asked through the API, the search statement the server sent is captured, and PostgreSQL plans it
// with sequential, plain and index-only scans off (the student requests' newest-first index carries
// the search text since migration 0015): only a bitmap scan of the trigram index can then answer
// it, so a search written against anything but the indexed column fails here.
import { API_PATHS } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildStudentRequest } from '@gharguru/contract/testing';
import { captureStatements, indexesUsedBy, type PlanClient, planClientOf } from './query-plans.js';
import { createTestApp, signInNewAdmin, signUpTeacher, type TestApp } from './test-app.js';

describe('admin search reads the trigram indexes', () => {
  let t: TestApp;
  let adminToken: string;
  let client: PlanClient;

  /** Planned with these off, only a bitmap scan of an index can avoid reading every row. */
  const SCANS_OFF = ['enable_seqscan', 'enable_indexscan', 'enable_indexonlyscan'];

  /** Sends the request and returns the indexes each search statement it caused can be planned with. */
  async function searchPlans(send: () => Promise<{ statusCode: number }>): Promise<string[][]> {
    const capture = captureStatements(client);
    try {
      expect((await send()).statusCode).toBe(200);
    } finally {
      capture.stop();
    }
    const searches = capture.statements.filter((statement) => /"search_text" like lower\(/i.test(statement.text));
    expect(searches.length).toBeGreaterThan(0);
    return Promise.all(searches.map((statement) => indexesUsedBy(client, statement, SCANS_OFF)));
  }

  beforeAll(async () => {
    t = await createTestApp();
    client = planClientOf(t);
    adminToken = (await signInNewAdmin(t)).token;
    await signUpTeacher(t, { firstName: 'Trigram', city: 'Dhangadhi' });
    expect((await t.post(API_PATHS.studentRequest, buildStudentRequest())).statusCode).toBe(201);
    expect((await t.post(API_PATHS.visitorData, buildContactMessage())).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('student requests: the page and the total', async () => {
    const plans = await searchPlans(() =>
      t.post(API_PATHS.adminStudentList, { page: 1, limit: 20, q: 'Sharma' }, adminToken),
    );
    for (const indexes of plans) expect(indexes).toContain('student_requests_search_text_trgm_idx');
  });

  it('teachers: the page and the total', async () => {
    const plans = await searchPlans(() =>
      t.api({ method: 'GET', path: `${API_PATHS.adminTeacherList}?q=dhangadhi&page=1&limit=20`, token: adminToken }),
    );
    for (const indexes of plans) expect(indexes).toContain('teachers_search_text_trgm_idx');
  });

  it('each search text has a 250-entry histogram (migrations 0012 to 0014: a common term is estimated as common, planning stays cheap)', async () => {
    const result = (await client.query(
      `select attrelid::regclass::text as "table", attstattarget::int as target from pg_attribute
       where attname = 'search_text' and attrelid in ('student_requests'::regclass, 'teachers'::regclass, 'contact_messages'::regclass)
       order by 1`,
    )) as { rows: { table: string; target: number }[] };
    expect(result.rows).toEqual([
      { table: 'contact_messages', target: 250 },
      { table: 'student_requests', target: 250 },
      { table: 'teachers', target: 250 },
    ]);
  });

  it('contact messages: the page and the total', async () => {
    const plans = await searchPlans(() =>
      t.api({ method: 'GET', path: `${API_PATHS.contactFormData}?q=chemistry&page=1&limit=20`, token: adminToken }),
    );
    for (const indexes of plans) expect(indexes).toContain('contact_messages_search_text_trgm_idx');
  });
});
