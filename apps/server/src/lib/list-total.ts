// `total` of an unfiltered admin list without counting the whole table on every page view.
// Exact up to EXACT_TOTAL_LIMIT rows (a count that stops after limit + 1 rows); past that, the
// planner's own estimate of the table's rows, refreshed by every (auto)ANALYZE.
// Measured in docs/performance.md: count(*) over 1M rows took 90-400 ms a page; this, 0.06 ms.
// Searches (`q`) keep their exact count: they scan the matching rows anyway.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { countOf } from './paging.js';

/** Up to this many rows `total` is exact; above it (500 pages of 20) it is PostgreSQL's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * The total as one scalar subquery, selected beside a page (one statement: paging.ts) or alone.
 * PostgreSQL's estimate (rows per page at the last ANALYZE times the pages the table has now) costs
 * a catalog look-up; when it says the table is well past the limit, nothing is counted. Otherwise
 * the rows are counted, stopping at limit + 1; past the limit the larger of that and the estimate,
 * and a table never analysed (no estimate) is counted exactly. Subqueries in a CASE run only when
 * their branch is taken.
 */
export function listTotal(table: PgTable, exactLimit = EXACT_TOTAL_LIMIT): SQL<number> {
  const estimate = sql`(
      select case
        when pc.reltuples < 0 then null
        when pc.relpages = 0 then pc.reltuples
        else pc.reltuples / pc.relpages * (pg_relation_size(pc.oid) / current_setting('block_size')::float8)
      end
      from pg_class pc where pc.oid = to_regclass(${getTableName(table)}))`;
  const twiceLimit = sql.raw(String(2 * exactLimit));
  const limit = sql.raw(String(exactLimit));
  // Each side is a subquery PostgreSQL cannot pull up (OFFSET 0), so it runs once however often
  // the CASE reads it; the counting subquery inside runs only when its branch is taken.
  return sql<number>`(
    select case
      when c.n is null then round(e.n)
      when c.n <= ${limit} then c.n
      when e.n is null then (select count(*) from ${table})
      else greatest(c.n, round(e.n))
    end
    from (select ${estimate} as n offset 0) as e,
      lateral (select case when coalesce(e.n, 0) > ${twiceLimit} then null
        else (select count(*) from (select 1 from ${table} limit ${sql.raw(String(exactLimit + 1))}) as capped) end as n
        offset 0) as c
  )`.mapWith(Number);
}

/** The total alone: exact for a search (`where`), `listTotal` otherwise. */
export async function countListRows({
  db,
  table,
  where,
  exactLimit = EXACT_TOTAL_LIMIT,
}: {
  db: Db;
  table: PgTable;
  /** A search: counted exactly. */
  where?: SQL;
  exactLimit?: number;
}): Promise<number> {
  if (where) return db.$count(table, where);
  const [row] = await db.select({ total: listTotal(table, exactLimit) }).from(sql`(values (1)) as one (x)`);
  return row?.total ?? 0;
}

/**
 * The total to select beside an admin list's page: the search's matches counted exactly, or
 * `listTotal` when the list is the whole table.
 */
export function totalBeside(table: PgTable, search: SQL | undefined): SQL<number> {
  return search ? countOf(table, search) : listTotal(table);
}
