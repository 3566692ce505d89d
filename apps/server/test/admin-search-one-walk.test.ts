// The student search reads its page and its capped count from one walk of the matches
// (lib/paging.ts `newestMatchesPage`, decision 027 "One walk"). Its answers must be those of the two
// statements it replaced: the page filtered and sorted newest first, and `cappedCount` of the matches
// up to SEARCH_COUNTED_PAGES pages past the page's offset (an empty page beyond the first answering
// with the first page's count). Both are asked here for many terms and windows over rows with tied
// creation times, missing e-mails, capitals, Devanagari and LIKE's wildcards.
import { API_PATHS } from '@gharguru/contract';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern, SEARCH_COUNTED_PAGES } from '../src/lib/paging.js';
import { createTestApp, signInNewAdmin, signUpTeacher, type TestApp } from './test-app.js';

const ROWS = 420;

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInNewAdmin(t)).token;
  const teacher = await signUpTeacher(t, { firstName: 'Sita', lastName: 'Sharma' });
  const db = t.database.db;
  await db.execute(sql`
    insert into tuitions (teacher_id, name, subjects, for_class, price, price_type)
    values (${teacher.id}, 'Sharma Maths', array['Maths'], 'Secondary', 5000, 'monthly')`);
  // Every third row is named Sharma, every seventh Kiran KC, a few Devanagari or with "50%"; every
  // fifth has no e-mail; creation times repeat in fours (the id decides the order among them); some
  // rows chose the teacher's offer.
  await db.execute(sql`
    insert into student_requests (first_name, last_name, mobile, email, class, subjects, timing, city, area,
      request_code, tuition_id, created_at)
    select
      case when i % 7 = 0 then 'Kiran' when i % 11 = 0 then 'गीता' else 'Aarav' end,
      case when i % 3 = 0 then 'Sharma' when i % 7 = 0 then 'KC' when i % 13 = 0 then 'SHARMAN' else 'Thapa' end,
      '98' || lpad(i::text, 8, '0'),
      case when i % 5 = 0 then null else 'family' || i || '@example.com' end,
      '10', case when i % 17 = 0 then array['Maths 50%', 'Nepali'] else array['Science'] end, 'Evening',
      case when i % 2 = 0 then 'Lalitpur' else 'Kathmandu' end, 'Jawalakhel', 'GG-W' || i,
      case when i % 9 = 0 then (select id from tuitions where teacher_id = ${teacher.id} limit 1) end,
      now() - (i / 4) * interval '1 minute'
    from generate_series(1, ${ROWS}) as i`);
});
afterAll(() => t.close());

type Answer = { ids: string[]; total?: number; totalIsLowerBound?: boolean };

async function asked(q: string, page: number, limit: number): Promise<Answer> {
  const response = await t.post(API_PATHS.adminStudentList, { q, page, limit }, adminToken);
  expect(response.statusCode, response.body).toBe(200);
  const { studentList, total, totalIsLowerBound } = response.json() as {
    studentList: { _id: string }[];
    total?: number;
    totalIsLowerBound?: boolean;
  };
  return {
    ids: studentList.map((row) => row._id),
    total,
    ...(totalIsLowerBound !== undefined && { totalIsLowerBound }),
  };
}

/** PGlite and node-postgres both answer `execute` with `{ rows }`. */
async function rowsOf<Row>(query: SQL): Promise<Row[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/** The two statements the search sent before one walk replaced them, and what the API made of them. */
async function before(q: string, page: number, limit: number): Promise<Answer> {
  const match = sql`search_text like lower(${likePattern(q)})`;
  const countedPastOffset = SEARCH_COUNTED_PAGES * limit;
  const count = async (cap: number) => {
    const [row] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from (select 1 from student_requests where ${match} limit ${cap + 1}) as capped`,
    );
    return Number(row!.n);
  };
  const offset = (page - 1) * limit;
  const rows = await rowsOf<{ id: string }>(
    sql`select id from student_requests where ${match} order by created_at desc, id desc limit ${limit} offset ${offset}`,
  );
  // findPage: an empty page beyond the first asks the first row again, with its window's cap.
  const cap = rows.length === 0 && offset > 0 ? countedPastOffset : offset + countedPastOffset;
  const counted = rows.length === 0 && offset === 0 ? 0 : await count(cap);
  const total = Math.min(counted, cap);
  return { ids: rows.map((row) => row.id), total, ...(counted > cap && { totalIsLowerBound: true }) };
}

const TERMS = [
  'Sharma',
  'sharma',
  'SHARMA',
  'Sharman',
  'Kiran KC',
  'kc',
  'a',
  'गीता',
  '50%',
  '%',
  '_',
  'GG-W1',
  '9800000',
  '@example',
  'lalitpur',
  'zzqxw',
];
const WINDOWS: [page: number, limit: number][] = [
  [1, 10],
  [1, 20],
  [2, 10],
  [3, 20],
  [6, 10],
  [2, 50],
  [1, 1],
  [7, 3],
  [60, 10],
];

describe('the student search by one walk answers as the page and the capped count did', () => {
  it.each(TERMS)('q=%s on every window', async (q) => {
    for (const [page, limit] of WINDOWS) {
      const [now, then] = await Promise.all([asked(q, page, limit), before(q, page, limit)]);
      expect(now, `q=${q} page ${page} limit ${limit}`).toEqual(then);
    }
  });

  it('finds what the terms are chosen for: a common term past its cap, a rare one, a miss', async () => {
    expect(await asked('Sharma', 1, 10)).toMatchObject({ total: 50, totalIsLowerBound: true });
    expect((await asked('Kiran KC', 1, 10)).total).toBeGreaterThan(0);
    expect(await asked('zzqxw', 1, 10)).toEqual({ ids: [], total: 0 });
  });

  it('carries the chosen offer and every column as the unsearched list does', async () => {
    const searched = await t.post(API_PATHS.adminStudentList, { q: 'GG-W9', page: 1, limit: 50 }, adminToken);
    const whole = await t.post(API_PATHS.adminStudentList, {}, adminToken);
    const byId = new Map(
      (whole.json() as { studentList: { _id: string }[] }).studentList.map((row) => [row._id, row] as const),
    );
    const rows = (searched.json() as { studentList: { _id: string; tuition: unknown }[] }).studentList;
    expect(rows.some((row) => row.tuition !== null)).toBe(true);
    for (const row of rows) expect(row).toEqual(byId.get(row._id));
  });
});
