// `total` of an unfiltered admin list without counting the whole table on every page view.
// Exact up to EXACT_TOTAL_LIMIT rows (a count that stops after limit + 1 rows); past that, the
// planner's own estimate: rows per page at the last ANALYZE times the pages the table has now.
// Measured in docs/performance.md: count(*) over 1M rows took 40-400 ms a page, this takes ~1 ms.
// Searches (`q`) keep their exact count: they scan the matching rows anyway.
import { count, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

/** Up to this many rows `total` is exact; above it (500 pages of 20) it is PostgreSQL's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;

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
  // One round trip: the capped count, and the estimate only when the cap was reached.
  const limited = db
    .select({ one: sql`1` })
    .from(table)
    .limit(exactLimit + 1)
    .as('limited');
  const capped = db
    .select({ rows: count().as('rows') })
    .from(limited)
    .as('capped');
  const [row] = await db
    .select({
      rows: capped.rows,
      estimate: sql<number | null>`case when ${capped.rows} > ${exactLimit} then (
        select case
          when c.reltuples < 0 then null
          when c.relpages = 0 then c.reltuples
          else c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::float8)
        end
        from pg_class c where c.oid = to_regclass(${getTableName(table)})
      ) end`.mapWith(Number),
    })
    .from(capped);
  const exact = Number(row?.rows ?? 0);
  if (exact <= exactLimit) return exact;
  // Never analysed (reltuples -1): no estimate yet, so count once more, exactly.
  const estimate = row?.estimate;
  if (estimate === null || estimate === undefined || Number.isNaN(estimate)) return db.$count(table);
  return Math.max(exact, Math.round(estimate));
}
