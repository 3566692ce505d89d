// A search's `total` on the lists the client pages and searches (issue 12): counting stops
// SEARCH_COUNTED_PAGES pages past the page (lib/paging.ts `findListPage`, decision 027), the answer
// says so with `totalIsLowerBound: true`, and it stays exact (and the flag absent) below the cap, on
// deep pages and without a page. The rows of a page are the same whatever the count does.
// Each list gets more matches of "Sharma" than the cap of its first pages and fewer of "Khadka",
// written in SQL, newest first in the order of `i`.
import { API_PATHS } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNTED_PAGES } from '../src/lib/paging.js';
import { createTestApp, signInNewAdmin, signUpTeacher, type TestApp } from './test-app.js';

/** Matches of "Sharma": more than five pages of 10 or 20, fewer than five pages of 50 past page 1. */
const MANY = 130;
const FEW = 40;

let t: TestApp;
let adminToken: string;
let teacherToken: string;

beforeAll(async () => {
  t = await createTestApp();
  adminToken = (await signInNewAdmin(t)).token;
  const teacher = await signUpTeacher(t, { firstName: 'Ram', lastName: 'Thapa' });
  teacherToken = teacher.token;
  const db = t.database.db;
  const name = (i: string) => sql.raw(`case when ${i} <= ${MANY} then 'Sharma' else 'Khadka' end`);
  const rows = sql.raw(String(MANY + FEW));
  await db.execute(sql`
    insert into contact_messages (first_name, last_name, mobile_no, subject, created_at)
    select 'Gita', ${name('i')}, '98' || lpad(i::text, 8, '0'), 'Tutor ' || i, now() - i * interval '1 minute'
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`
    insert into student_requests (first_name, last_name, mobile, class, subjects, timing, city, area, request_code, created_at)
    select 'Aarav', ${name('i')}, '98' || lpad(i::text, 8, '0'), '10', array['Science'], 'Evening', 'Lalitpur',
      'Jawalakhel', 'GG-T' || i, now() - i * interval '1 minute'
    from generate_series(1, ${rows}) as i`);
  await db.execute(sql`
    insert into teachers (first_name, last_name, mobile, email, password_hash, degree, subjects, level, city, area, created_at)
    select 'Hari', ${name('i')}, '97' || lpad(i::text, 8, '0'), 'copy' || i || '@example.com', te.password_hash,
      te.degree, te.subjects, te.level, te.city, te.area, now() - i * interval '1 minute'
    from teachers te, generate_series(1, ${rows}) as i where te.id = ${teacher.id}`);
  await db.execute(sql`
    insert into tuitions (teacher_id, name, subjects, for_class, price, price_type, created_at)
    select ${teacher.id}, ${name('i')} || ' tuition ' || i, array['Maths'], 'Secondary', 5000, 'monthly',
      now() - i * interval '1 minute'
    from generate_series(1, ${rows}) as i`);
});
afterAll(() => t.close());

type Answer = { total?: number; totalIsLowerBound?: boolean; rows: unknown[] };

/** Each list the client pages and searches, asked for `query` the way the web app asks. */
const LISTS: Record<string, (query: Record<string, string | number>) => Promise<Answer>> = {
  'student requests': (query) => post(API_PATHS.adminStudentList, query, adminToken, 'studentList'),
  'admin tuitions': (query) => post(API_PATHS.adminTuitionList, query, adminToken, 'tuitionList'),
  "a teacher's own posts": (query) => post(API_PATHS.tuitionPosts, query, teacherToken, 'posts'),
  teachers: (query) => get(API_PATHS.adminTeacherList, query, 'teacherList'),
  'contact messages': (query) => get(API_PATHS.contactFormData, query, 'contactFormData'),
};

async function post(path: string, body: Record<string, string | number>, token: string, key: string) {
  const response = await t.post(path, body, token);
  expect(response.statusCode, response.body).toBe(200);
  const { [key]: rows, ...rest } = response.json();
  return { ...rest, rows } as Answer;
}

async function get(path: string, query: Record<string, string | number>, key: string) {
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)] as [string, string]),
  );
  const response = await t.api({ method: 'GET', path: `${path}?${search}`, token: adminToken });
  expect(response.statusCode, response.body).toBe(200);
  const { [key]: rows, ...rest } = response.json();
  return { ...rest, rows } as Answer;
}

/** An exact total answers as before the cap: `total`, and no `totalIsLowerBound`. */
function expectExact(answer: Answer, total: number) {
  expect(answer.total).toBe(total);
  expect(answer).not.toHaveProperty('totalIsLowerBound');
}

/** The ids of a page's rows, in the order the list answered them. */
function idsOf(answer: Answer): string[] {
  return answer.rows.map((row) => {
    const { _id: id } = row as { _id?: string };
    expect(id).toBeTypeOf('string');
    return id!;
  });
}

describe.each(Object.entries(LISTS))('the searched total of %s', (_, list) => {
  it('stops five pages past a first page and says it is a lower bound', async () => {
    const first = await list({ q: 'sharma', page: 1, limit: 10 });
    expect(first.rows).toHaveLength(10);
    expect(first).toMatchObject({ total: SEARCH_COUNTED_PAGES * 10, totalIsLowerBound: true });
    const twenty = await list({ q: 'SHARMA', page: 1, limit: 20 });
    expect(twenty).toMatchObject({ total: SEARCH_COUNTED_PAGES * 20, totalIsLowerBound: true });
  });

  it('counts from the page on: the cap follows the offset, and a page within the cap of the end is exact', async () => {
    const second = await list({ q: 'Sharma', page: 2, limit: 10 });
    expect(second).toMatchObject({ total: 10 + SEARCH_COUNTED_PAGES * 10, totalIsLowerBound: true });
    const deep = await list({ q: 'Sharma', page: 4, limit: 20 });
    expectExact(deep, MANY);
    expect(deep.rows).toHaveLength(20);
    const last = await list({ q: 'Sharma', page: 7, limit: 20 });
    expectExact(last, MANY);
    expect(last.rows).toHaveLength(MANY - 120);
  });

  it('pages the same rows in the same order as the whole search', async () => {
    const every = idsOf(await list({ q: 'Sharma' }));
    const paged: string[] = [];
    for (let page = 1; page <= 7; page++) paged.push(...idsOf(await list({ q: 'sharma', page, limit: 20 })));
    expect(paged).toEqual(every);
    expect(new Set(paged).size).toBe(MANY);
  });

  it('is exact below the cap, on any page', async () => {
    expectExact(await list({ q: 'Khadka', page: 1, limit: 10 }), FEW);
    const last = await list({ q: 'khadka', page: 4, limit: 12 });
    expectExact(last, FEW);
    expect(last.rows).toHaveLength(FEW - 36);
  });

  it('answers an empty page beyond the end with the first page’s total', async () => {
    const beyond = await list({ q: 'Sharma', page: 60, limit: 10 });
    expect(beyond.rows).toEqual([]);
    expect(beyond).toMatchObject({ total: SEARCH_COUNTED_PAGES * 10, totalIsLowerBound: true });
    expectExact(await list({ q: 'Sharma', page: 60, limit: 50 }), MANY);
  });

  it('is exact when a search asks for every row', async () => {
    const every = await list({ q: 'Sharma' });
    expect(every.rows).toHaveLength(MANY);
    expectExact(every, MANY);
  });

  it('is never a lower bound without a search, and absent without a page or a search', async () => {
    const page = await list({ page: 1, limit: 10 });
    expect(page).not.toHaveProperty('totalIsLowerBound');
    expect(page.total).toBeGreaterThanOrEqual(MANY + FEW);
    const whole = await list({});
    expect(whole.total).toBeUndefined();
    expect(whole).not.toHaveProperty('totalIsLowerBound');
  });
});
