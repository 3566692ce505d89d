// The stored search text (migrations 0010 and 0013) must match exactly the rows the joined-columns
// expression of migration 0004 matched with ILIKE: same columns, same order, NULLs left out, kept
// current on every write, and the same case-insensitivity (0013 stores the text lowercased and the
// search is `LIKE lower(pattern)`). Rows of every kind are written through the API (a missing
// e-mail, LIKE wildcards and a backslash in a message, Devanagari, accented and other non-ASCII
// capitals, a profile edit), then (1) each row's `search_text` equals lower() of the 0004 expression
// computed from its columns now, and (2) for each search term the API's list holds exactly the rows
// that the 0004 expression matches with ILIKE (the wildcards escaped as before).
import { API_PATHS } from '@gharguru/contract';
import { buildContactMessage, buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../src/lib/paging.js';
import { createTestApp, signInNewAdmin, signUpTeacher, type TestApp } from './test-app.js';

/** Migration 0004's index expressions, word for word: what a search matched before 0010. */
const BEFORE = {
  student_requests:
    'gg_search_text(ARRAY[first_name, last_name, mobile, email, city, area, request_code, gg_search_text(subjects)])',
  teachers: 'gg_search_text(ARRAY[first_name, last_name, email, mobile, city, area, gg_search_text(subjects)])',
  contact_messages: 'gg_search_text(ARRAY[first_name, last_name, email, mobile_no, subject, message])',
} as const;
type Table = keyof typeof BEFORE;

const TERMS = [
  'sharma',
  'SHARMA',
  'Sita Sharma',
  'Mathematics Physics',
  'lalitpur',
  'Jawalakhel',
  '98',
  'GG-',
  '@example',
  '50%',
  '%',
  '_',
  'a_b',
  'back\\slash',
  'गणित',
  'काठमाडौं',
  'chemistry Bhaktapur',
  'no such text anywhere',
  'ÉCOLE',
  'école',
  'ökonomie straße',
  'STRASSE',
  'İstanbul',
  'ΣΟΦΊΑ',
  'σοφία',
];

describe('the stored search text matches what the joined columns matched', () => {
  let t: TestApp;
  let adminToken: string;

  async function rows<T>(query: string): Promise<T[]> {
    const result = await t.database.db.execute(sql.raw(query));
    return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
  }

  async function idsBefore(table: Table, term: string): Promise<string[]> {
    const pattern = likePattern(term).replaceAll("'", "''");
    const found = await rows<{ id: string }>(
      `select id::text as id from ${table} where ${BEFORE[table]} ILIKE '${pattern}' order by id`,
    );
    return found.map((row) => row.id);
  }

  async function idsFromApi(table: Table, term: string): Promise<string[]> {
    const q = encodeURIComponent(term);
    if (table === 'student_requests') {
      const response = await t.post(API_PATHS.adminStudentList, { page: 1, limit: 100, q: term }, adminToken);
      expect(response.statusCode).toBe(200);
      return (response.json().studentList as { _id: string }[]).map((row) => row._id).sort();
    }
    const path =
      table === 'teachers'
        ? `${API_PATHS.adminTeacherList}?q=${q}&page=1&limit=100`
        : `${API_PATHS.contactFormData}?q=${q}&page=1&limit=100`;
    const response = await t.api({ method: 'GET', path, token: adminToken });
    expect(response.statusCode).toBe(200);
    const list = (table === 'teachers' ? response.json().teacherList : response.json().contactFormData) as {
      _id: string;
    }[];
    return list.map((row) => row._id).sort();
  }

  beforeAll(async () => {
    t = await createTestApp();
    adminToken = (await signInNewAdmin(t)).token;
    const created = (response: { statusCode: number; body: string }) =>
      expect(response.statusCode, response.body).toBe(201);
    created(await t.post(API_PATHS.studentRequest, buildStudentRequest({ firstName: 'Sita', lastName: 'Sharma' })));
    created(
      await t.post(API_PATHS.studentRequest, buildStudentRequest({ email: undefined, subjects: ['गणित', 'Physics'] })),
    );
    created(await t.post(API_PATHS.studentRequest, buildStudentRequest({ city: 'Kathmandu', area: 'काठमाडौं' })));
    await signUpTeacher(t);
    const edited = await signUpTeacher(t, buildTeacher({ firstName: 'Hari', lastName: 'Adhikari', city: 'Pokhara' }));
    // A profile edit rewrites the row: its stored text must follow (Lalitpur, Sharma, गणित).
    const edit = await t.api({
      method: 'PUT',
      path: API_PATHS.teacherProfile,
      token: edited.token,
      body: {
        firstName: 'Hari',
        lastName: 'Sharma',
        mobile: '9811111111',
        degree: 'Bachelor',
        level: 'SEE',
        city: 'Lalitpur',
        area: 'Jawalakhel',
        subjects: ['गणित'],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    created(await t.post(API_PATHS.visitorData, buildContactMessage()));
    created(
      await t.post(
        API_PATHS.visitorData,
        buildContactMessage({ email: undefined, message: 'Fees 50% off? a_b and back\\slash' }),
      ),
    );
    created(
      await t.post(
        API_PATHS.visitorData,
        buildContactMessage({ subject: 'गणित शिक्षक', message: 'Sita Sharma, Lalitpur' }),
      ),
    );
    // Capitals outside ASCII: ILIKE lowercases them with the database's lower(), and so must the search.
    created(
      await t.post(
        API_PATHS.visitorData,
        buildContactMessage({ subject: 'École Ökonomie', message: 'STRASSE Straße, İSTANBUL and ΣΟΦΊΑ' }),
      ),
    );
    created(await t.post(API_PATHS.studentRequest, buildStudentRequest({ area: 'ÉCOLE Ökonomie Straße' })));
  });
  afterAll(() => t.close());

  for (const table of Object.keys(BEFORE) as Table[]) {
    it(`${table}: every row's search_text is the 0004 expression of its columns, lowercased`, async () => {
      const found = await rows<{ same: boolean; n: number }>(
        `select bool_and(search_text is not distinct from lower(${BEFORE[table]})) as same, count(*)::int as n from ${table}`,
      );
      expect(found[0]!.n).toBeGreaterThan(0);
      expect(found[0]!.same).toBe(true);
    });

    it(`${table}: each search finds exactly the rows the 0004 expression matches`, async () => {
      let matched = 0;
      for (const term of TERMS) {
        const expected = await idsBefore(table, term);
        matched += expected.length;
        expect(await idsFromApi(table, term), term).toEqual(expected);
      }
      // The terms are not all misses: the comparison covers real matches.
      expect(matched).toBeGreaterThan(0);
    });
  }

  it('the edited teacher is found by the new surname and city, not the old ones', async () => {
    expect(await idsFromApi('teachers', 'Adhikari')).toEqual([]);
    expect(await idsFromApi('teachers', 'Pokhara')).toEqual([]);
    expect((await idsFromApi('teachers', 'Hari Sharma Lalitpur')).length).toBe(0);
    expect((await idsFromApi('teachers', 'Hari Sharma')).length).toBe(1);
  });
});
