import { type SQL, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { contactMessages } from '../db/schema.js';
import {
  cappedCount,
  countOf,
  findListPage,
  findPage,
  type PageWindow,
  SEARCH_COUNTED_PAGES,
  totalBeside,
} from './paging.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The messages whose subject starts with `prefix`, newest first, with `total` beside each row (the
 * one given, else the one findListPage passes, else the exact count); counts its calls.
 */
function messages(prefix: string, total?: SQL<number>) {
  const calls: (PageWindow | undefined)[] = [];
  const where = sql`${contactMessages.subject} like ${`${prefix}%`}`;
  const rows = (window: PageWindow | undefined, passed?: SQL<number>) => {
    calls.push(window);
    const select = t.database.db
      .select({ subject: contactMessages.subject, total: total ?? passed ?? countOf(contactMessages, where) })
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.subject))
      .$dynamic();
    return window ? select.limit(window.limit).offset(window.offset) : select;
  };
  return { rows, calls, count: { table: contactMessages, search: where } };
}

describe('findPage: a page and its total in one statement', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into contact_messages (first_name, last_name, mobile_no, subject)
      select 'Ram', 'Thapa', '9801234567', 'Paged ' || lpad(i::text, 2, '0') from generate_series(1, 25) as i`);
  });

  it('reads the total beside the rows of a page, with one statement, and leaves it off the rows', async () => {
    const list = messages('Paged');
    const first = await findPage({ limit: 10, offset: 0 }, list.rows);
    expect(first).toEqual({
      rows: Array.from({ length: 10 }, (_, i) => ({ subject: `Paged ${25 - i}` })),
      total: 25,
    });
    const last = await findPage({ limit: 10, offset: 20 }, list.rows);
    expect(last.rows.map((row) => row.subject)).toEqual(['Paged 05', 'Paged 04', 'Paged 03', 'Paged 02', 'Paged 01']);
    expect(last.total).toBe(25);
    expect(list.calls).toHaveLength(2);
  });

  it('fetches the first row again for the total only when a page beyond the first is empty', async () => {
    const list = messages('Paged');
    expect(await findPage({ limit: 10, offset: 30 }, list.rows)).toEqual({ rows: [], total: 25 });
    expect(list.calls).toEqual([
      { limit: 10, offset: 30 },
      { limit: 1, offset: 0 },
    ]);
    const none = messages('Nothing');
    expect(await findPage({ limit: 10, offset: 0 }, none.rows)).toEqual({ rows: [], total: 0 });
    expect(await findPage({ limit: 10, offset: 10 }, none.rows)).toEqual({ rows: [], total: 0 });
    expect(none.calls).toHaveLength(3);
  });

  it('reports every row without a window, and the total only when the client asked for a page or a search', async () => {
    const list = messages('Paged');
    expect((await findPage(undefined, list.rows)).total).toBe(25);
    const whole = await findListPage({ query: {}, count: list.count, rows: list.rows });
    expect(whole.rows).toHaveLength(25);
    expect(whole.total).toBeUndefined();
    expect(whole.totalIsLowerBound).toBeUndefined();
    const paged = { count: list.count, rows: list.rows };
    expect(await findListPage({ query: { page: 3, limit: 10 }, ...paged })).toEqual({
      rows: Array.from({ length: 5 }, (_, i) => ({ subject: `Paged ${String(5 - i).padStart(2, '0')}` })),
      total: 25,
    });
    expect((await findListPage({ query: { page: 4, limit: 10 }, ...paged })).total).toBe(25);
  });

  it('counts a capped total up to one row past the cap, and exactly below it', async () => {
    const where = sql`${contactMessages.subject} like 'Paged%'`;
    const count = async (cap: number) => {
      const [row] = await t.database.db
        .select({ total: cappedCount(contactMessages, where, cap) })
        .from(sql`(values (1)) as one (x)`);
      return row?.total;
    };
    expect(await count(10)).toBe(11);
    expect(await count(24)).toBe(25);
    expect(await count(25)).toBe(25);
    expect(await count(1000)).toBe(25);
  });

  it(`caps a searched page's total at ${SEARCH_COUNTED_PAGES} pages past the page, and says when it is a lower bound`, async () => {
    const list = messages('Paged');
    const paged = { count: list.count, rows: list.rows };
    const past = SEARCH_COUNTED_PAGES * 2;
    // 25 matches, pages of 2: the first page counts to 10 and stops ("10+").
    const first = await findListPage({ query: { page: 1, limit: 2 }, ...paged });
    expect(first).toEqual({
      rows: [{ subject: 'Paged 25' }, { subject: 'Paged 24' }],
      total: past,
      totalIsLowerBound: true,
    });
    // The cap follows the offset: page 8 (offset 14) counts to 24, still short of the 25th match.
    expect(await findListPage({ query: { page: 8, limit: 2 }, ...paged })).toMatchObject({
      total: 14 + past,
      totalIsLowerBound: true,
    });
    // Page 9 (offset 16) reaches the end within its cap: exact, and no flag.
    const exact = await findListPage({ query: { page: 9, limit: 2 }, ...paged });
    expect(exact).toEqual({ rows: [{ subject: 'Paged 09' }, { subject: 'Paged 08' }], total: 25 });
    // An empty page beyond the end answers the first page's total, counted with the page's own cap.
    expect(await findListPage({ query: { page: 20, limit: 2 }, ...paged })).toEqual({
      rows: [],
      total: past,
      totalIsLowerBound: true,
    });
    expect(await findListPage({ query: { page: 20, limit: 10 }, ...paged })).toEqual({ rows: [], total: 25 });
  });

  it('selects the whole table’s total as one subquery beside the page when the list is not searched', async () => {
    const list = messages('', totalBeside(contactMessages, undefined));
    const page = await findPage({ limit: 5, offset: 0 }, list.rows);
    expect(page.total).toBe(await t.database.db.$count(contactMessages));
    expect(page.rows).toHaveLength(5);
  });
});
