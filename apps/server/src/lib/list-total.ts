// `total` of an unfiltered admin list without counting the whole table on every page view.
// Exact up to EXACT_TOTAL_LIMIT rows (a count that stops after limit + 1 rows); past that, the
// planner's own estimate of the table's rows, refreshed by every (auto)ANALYZE.
// Measured in docs/performance.md: count(*) over 1M rows took 90-400 ms a page; this, 0.06 ms.
// Searches (`q`) keep their exact count: they scan the matching rows anyway.
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import { preparedFor } from './prepared.js';

/** Up to this many rows `total` is exact; above it (500 pages of 20) it is PostgreSQL's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * One round trip, prepared once per table. PostgreSQL's estimate (rows per page at the last ANALYZE
 * times the pages the table has now) costs a catalog look-up; when it says the table is well past
 * the limit, nothing is counted. Otherwise the rows are counted, stopping at limit + 1.
 */
function buildTotalQuery(table: PgTable) {
  const name = getTableName(table);
  return preparedFor((db) => {
    const estimate = sql`(
      select case
        when c.reltuples < 0 then null
        when c.relpages = 0 then c.reltuples
        else c.reltuples / c.relpages * (pg_relation_size(c.oid) / current_setting('block_size')::float8)
      end
      from pg_class c where c.oid = to_regclass(${name}))`;
    return db
      .select({
        estimate: sql<number | null>`${estimate}`.mapWith(Number),
        rows: sql<number | null>`case when coalesce(${estimate}, 0) > ${sql.placeholder('twiceLimit')} then null
          else (select count(*) from (select 1 from ${table} limit ${sql.placeholder('cap')}) as capped) end`.mapWith(
          Number,
        ),
      })
      .from(sql`(values (1)) as one (x)`)
      .prepare(`list_total_${name}`);
  });
}

const totalQueries = new Map<string, ReturnType<typeof buildTotalQuery>>();

function totalQuery(table: PgTable) {
  const name = getTableName(table);
  let query = totalQueries.get(name);
  if (!query) {
    query = buildTotalQuery(table);
    totalQueries.set(name, query);
  }
  return query;
}

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
  const [row] = await totalQuery(table)(db).execute({ twiceLimit: 2 * exactLimit, cap: exactLimit + 1 });
  const counted = row?.rows ?? null;
  const estimated = row?.estimate ?? null;
  if (counted !== null && counted <= exactLimit) return counted;
  // Past the limit with no statistics yet (never analysed): count once more, exactly.
  if (estimated === null) return db.$count(table);
  return Math.max(counted ?? 0, Math.round(estimated));
}
