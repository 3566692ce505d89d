// withFlatRows maps a prepared select's rows as Drizzle itself does, pagedStatements writes a first
// page's size into its statement (and PostgreSQL then keeps its plan), and isoText writes a
// timestamp as Date.prototype.toISOString does, on PGlite and on PostgreSQL.
import { DrizzleQueryError, eq, gt, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createFreshPostgresDatabase,
  type FreshPostgresDatabase,
  onPostgres,
} from '../../test/lifecycle/fresh-postgres.js';
import { addOffer, createTestApp, signUpTeacher, type SignedInTeacher, type TestApp } from '../../test/test-app.js';
import { isoText } from '../db/columns.js';
import { teachers, tuitions } from '../db/schema.js';
import { pagedStatements, withFlatRows } from './prepared.js';

let t: TestApp;
let withPosts: SignedInTeacher;
let withoutPosts: SignedInTeacher;
beforeAll(async () => {
  t = await createTestApp();
  withPosts = await signUpTeacher(t);
  withoutPosts = await signUpTeacher(t);
  await addOffer(t, withPosts, { name: 'Physics', subjects: ['Physics', 'Maths'], price: 1250.5 });
  await addOffer(t, withPosts, { name: 'Chemistry', subjects: ['Chemistry'], price: 800, teacherDetails: 'Evenings' });
  // Microseconds that JavaScript's Date cuts, and a moment whose UTC day differs from Kathmandu's.
  await t.database.db
    .update(tuitions)
    .set({ createdAt: sql`'2026-11-23 19:30:00.123999+00'::timestamptz` })
    .where(eq(tuitions.name, 'Physics'));
  await t.database.db
    .update(tuitions)
    .set({ createdAt: sql`'2026-01-01 00:10:05.999999+05:45'::timestamptz` })
    .where(eq(tuitions.name, 'Chemistry'));
});
afterAll(() => t.close());

/** Every kind of field the hot reads select: columns of two tables (one left-joined), arrays, numbers, nulls, expressions. */
const selection = {
  accountFirstName: teachers.firstName,
  accountVersion: teachers.tokenVersion,
  keptSession: teachers.keptSessionId,
  verifiedAt: teachers.verifiedAt,
  total: sql<number>`(select count(*) from ${tuitions} where ${tuitions.teacherId} = ${teachers.id})`.mapWith(Number),
  id: tuitions.id,
  subjects: tuitions.subjects,
  price: tuitions.price,
  details: tuitions.teacherDetails,
  createdAt: tuitions.createdAt,
  createdText: isoText(tuitions.createdAt),
  plain: sql<string>`'text'`,
  aliased: sql<number>`1 + 1`.mapWith(Number).as('aliased'),
};

function statement(name: string) {
  return t.database.db
    .select(selection)
    .from(teachers)
    .leftJoin(tuitions, eq(tuitions.teacherId, teachers.id))
    .where(eq(teachers.id, sql.placeholder('teacherId')))
    .orderBy(tuitions.name)
    .prepare(name);
}

describe('withFlatRows', () => {
  it('maps each row as Drizzle does, a left join without a match included', async () => {
    const drizzles = statement('flat_rows_drizzle');
    const flat = withFlatRows(statement('flat_rows_flat'));
    for (const teacher of [withPosts, withoutPosts]) {
      const expected = await drizzles.execute({ teacherId: teacher.id });
      const got = await flat.execute({ teacherId: teacher.id });
      expect(got).toEqual(expected);
      expect(got.map((row) => Object.keys(row))).toEqual(expected.map((row) => Object.keys(row)));
    }
    const [chemistry, physics] = await flat.execute({ teacherId: withPosts.id });
    expect(chemistry).toMatchObject({ subjects: ['Chemistry'], price: 800, details: 'Evenings', total: 2, aliased: 2 });
    expect(physics).toMatchObject({ subjects: ['Physics', 'Maths'], price: 1250.5, details: null });
    expect(physics?.createdAt).toBeInstanceOf(Date);
    expect(physics?.createdText).toBe('2026-11-23T19:30:00.123Z');
    const [none] = await flat.execute({ teacherId: withoutPosts.id });
    expect(none).toMatchObject({ id: null, subjects: null, price: null, createdAt: null, createdText: null, total: 0 });
  });

  it('refuses a nested selection and what is not a prepared select', () => {
    const nested = t.database.db
      .select({ post: { id: tuitions.id } })
      .from(tuitions)
      .prepare('flat_rows_nested');
    expect(() => withFlatRows(nested)).toThrow(/must be flat/);
    expect(() => withFlatRows({})).toThrow(/not a prepared select/);
  });
});

describe('withFlatRows on node-postgres: the lean path (described once, then Bind/Execute only)', () => {
  it("takes it on PostgreSQL, and Drizzle's own execute on PGlite", () => {
    const flat = withFlatRows(statement('flat_rows_which_path'));
    expect(Object.hasOwn(flat, 'execute')).toBe(onPostgres);
  });

  it('answers many executions at once, on several connections, as Drizzle does', async () => {
    const drizzles = statement('flat_rows_many_drizzle');
    const flat = withFlatRows(statement('flat_rows_many_flat'));
    const teachers = Array.from({ length: 40 }, (_, index) => (index % 3 === 0 ? withoutPosts : withPosts));
    // The first wave runs while the answer is not described yet (each asks for it), the second after.
    for (let wave = 0; wave < 2; wave++) {
      const [expected, got] = await Promise.all([
        Promise.all(teachers.map((teacher) => drizzles.execute({ teacherId: teacher.id }))),
        Promise.all(teachers.map((teacher) => flat.execute({ teacherId: teacher.id }))),
      ]);
      expect(got).toEqual(expected);
      expect(got.map((rows) => rows.map((row) => Object.keys(row)))).toEqual(
        expected.map((rows) => rows.map((row) => Object.keys(row))),
      );
    }
  });

  it("fails with Drizzle's error and the driver's cause, and the connections stay usable", async () => {
    const drizzles = statement('flat_rows_error_drizzle');
    const flat = withFlatRows(statement('flat_rows_error_flat'));
    const expected = await drizzles.execute({ teacherId: 'not-a-uuid' }).catch((error: unknown) => error);
    const failures = await Promise.all(
      Array.from({ length: 12 }, () => flat.execute({ teacherId: 'not-a-uuid' }).catch((error: unknown) => error)),
    );
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(DrizzleQueryError);
      expect((failure as DrizzleQueryError).message).toBe((expected as DrizzleQueryError).message);
      expect((failure as DrizzleQueryError).cause).toMatchObject({ code: '22P02' });
    }
    const after = await Promise.all(Array.from({ length: 12 }, () => flat.execute({ teacherId: withPosts.id })));
    for (const rows of after) expect(rows).toEqual(await drizzles.execute({ teacherId: withPosts.id }));
  });
});

describe('pagedStatements', () => {
  /** The teacher's posts by name, one statement per kind of page; each keeps its SQL for the test. */
  const pages = pagedStatements('paged_posts', (name, limit, offset) => {
    const query = t.database.db
      .select({ name: tuitions.name })
      .from(tuitions)
      .where(eq(tuitions.teacherId, sql.placeholder('teacherId')))
      .orderBy(tuitions.name)
      .limit(limit)
      .offset(offset);
    return { text: query.toSQL().sql, prepared: withFlatRows(query.prepare(name)) };
  });
  const names = async (window: { limit: number; offset: number } | undefined) =>
    (await pages(window).prepared.execute({ teacherId: withPosts.id, ...window })).map((row) => row.name);

  it('writes a first page’s size and the whole list’s LIMIT ALL into the statement, and binds a later page’s', async () => {
    expect(await names(undefined)).toEqual(['Chemistry', 'Physics']);
    expect(await names({ limit: 1, offset: 0 })).toEqual(['Chemistry']);
    expect(await names({ limit: 1, offset: 1 })).toEqual(['Physics']);
    expect(await names({ limit: 5, offset: 5 })).toEqual([]);
    expect(pages(undefined).text).toMatch(/ limit all offset 0$/);
    expect(pages({ limit: 1, offset: 0 }).text).toMatch(/ limit 1 offset 0$/);
    expect(pages({ limit: 1, offset: 1 }).text).toMatch(/ limit \$2 offset \$3$/);
  });

  it('builds each statement once: one per first page size, one for every later page', () => {
    expect(pages({ limit: 3, offset: 0 })).toBe(pages({ limit: 3, offset: 0 }));
    expect(pages({ limit: 3, offset: 0 })).not.toBe(pages({ limit: 4, offset: 0 }));
    expect(pages({ limit: 3, offset: 3 })).toBe(pages({ limit: 50, offset: 100 }));
    expect(() => pages({ limit: 1.5, offset: 0 })).toThrow(/no page of 1.5/);
  });
});

describe.runIf(onPostgres)('pagedStatements on PostgreSQL: a first page keeps its plan', () => {
  const rows = pgTable('paged_plan_rows', { id: integer().primaryKey(), name: text().notNull() });
  let fresh: FreshPostgresDatabase;
  let client: pg.Client;
  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase('gharguru_paged_plan');
    client = new pg.Client({ connectionString: fresh.url });
    await client.connect();
    await client.query(`create table paged_plan_rows (id integer primary key, name text not null);
      insert into paged_plan_rows select g, md5(g::text) from generate_series(1, 20000) g;
      create index on paged_plan_rows (name); analyze paged_plan_rows`);
  });
  afterAll(async () => {
    await client.end();
    await fresh.drop();
  });

  /** Plans PostgreSQL made for a statement on this connection: generic (kept) and custom (made per call). */
  async function plans(name: string) {
    const {
      rows: [row],
    } = await client.query('select generic_plans, custom_plans from pg_prepared_statements where name = $1', [name]);
    return { generic: Number(row.generic_plans), custom: Number(row.custom_plans) };
  }

  it('is planned again on every call with a bound LIMIT, and planned once with the size written in', async () => {
    const db = drizzle({ client });
    const statements = pagedStatements('paged_plan', (name, limit, offset) =>
      db
        .select({ name: rows.name })
        .from(rows)
        .where(gt(rows.id, sql.placeholder('above')))
        .orderBy(rows.name)
        .limit(limit)
        .offset(offset)
        .prepare(name),
    );
    for (let call = 0; call < 8; call++) {
      expect(await statements({ limit: 20, offset: 0 }).execute({ above: call })).toHaveLength(20);
      expect(await statements({ limit: 20, offset: 20 }).execute({ above: call, limit: 20, offset: 20 })).toHaveLength(
        20,
      );
    }
    expect(await plans('paged_plan_first_20')).toMatchObject({ generic: 3, custom: 5 });
    expect(await plans('paged_plan_later')).toEqual({ generic: 0, custom: 8 });
  });
});

describe('isoText', () => {
  it('writes what toISOString writes of the Date the driver gives', async () => {
    const rows = await t.database.db
      .select({ at: tuitions.createdAt, text: isoText(tuitions.createdAt) })
      .from(tuitions)
      .where(eq(tuitions.teacherId, withPosts.id));
    expect(rows.map(({ text }) => text).sort()).toEqual(['2025-12-31T18:25:05.999Z', '2026-11-23T19:30:00.123Z']);
    for (const { at, text } of rows) expect(text).toBe(at.toISOString());
  });
});
