// Optional paging (requirements §10): with page or limit a list is cut and reports `total`;
// without either it returns every row, as clients written for requirements §7 expect. A page and its total
// are one statement (docs/performance.md, "Request path").
import type { ListQuery } from '@gharguru/contract';
import { desc, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';

export const DEFAULT_PAGE_LIMIT = 20;

export interface PageWindow {
  limit: number;
  offset: number;
}

export function pageWindow(query: ListQuery): PageWindow | undefined {
  if (query.page === undefined && query.limit === undefined) return undefined;
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
}

/** `total` is reported when the client asked for a page or a search. */
export function wantsTotal(query: ListQuery): boolean {
  return query.page !== undefined || query.limit !== undefined || Boolean(query.q);
}

/**
 * The number of rows matching `where` in `from` (a table, or the tables joined as the page joins
 * them), as a scalar subquery selected beside the page: one statement, and PostgreSQL plans and runs
 * the count on its own, once, as it planned it when it was a statement of its own. (`count(*) over ()`
 * was tried first: the planner costs a LIMIT over that window as if it could stop early, and for a
 * search at 100k requests chose a filtered index scan of every row, 3.3 s instead of 0.14 s.)
 * A column of `where` must belong to `from`, or the count would be correlated with the page's rows.
 */
export function countOf(from: PgTable | SQL, where: SQL | undefined): SQL<number> {
  return sql<number>`(select count(*) from ${from}${where ? sql` where ${where}` : sql``})`.mapWith(Number);
}

/** `total` for a select that a single-row look-up shares with a list. */
export const noTotal = sql<number>`0`.mapWith(Number);

/** A page whose rows each carry the list's total in `total`. */
export type CountedRow = { total: number };

/**
 * Every list's one way to read a page and its total in one statement: `rows` fetches the page (every
 * row when `window` is undefined) with the total beside each row. Only an empty page beyond the
 * first has no row to carry it: then the first row alone is fetched again for its total.
 */
export async function findPage<Row extends CountedRow, Window extends PageWindow | undefined>(
  window: Window,
  rows: (window: NoInfer<Window> | PageWindow) => PromiseLike<Row[]>,
): Promise<{ rows: Omit<Row, 'total'>[]; total: number }> {
  const found = await rows(window);
  let total = found[0]?.total;
  if (total === undefined) {
    total = window && window.offset > 0 ? ((await rows({ limit: 1, offset: 0 }))[0]?.total ?? 0) : 0;
  }
  return { rows: found.map(({ total: _, ...row }) => row), total };
}

// ---- Capped totals of searches and filters ----------------------------------------------------------
// A broad match (the directory unfiltered, an admin search for a common name) would count every
// matching row on every page: 290 ms for q=Sharma at 1M student requests (docs/performance.md).
// Instead the rows are counted up to COUNTED_PAST_OFFSET past the page's offset (a search of an admin
// or teacher list: SEARCH_COUNTED_PAGES pages); past that `total` is that lower bound and
// `totalIsLowerBound` says so ("1,000+", "50+"). The cap follows the offset, so every page knows
// whether a next page exists, and the last pages count exactly (decisions 023 and 027).

/** A capped total counts at most this many matches past the page's offset. */
export const COUNTED_PAST_OFFSET = 1_000;

/**
 * A searched admin or teacher list counts fewer: this many pages past the page (50 matches past
 * the offset on the admin screens' pages of 10, "50+"). Its count then stops after a few thousand
 * rows of a sequential read for a common term instead of finding every match through the trigram
 * index, so a search costs the same at 100k and 1M rows (decision 027).
 */
export const SEARCH_COUNTED_PAGES = 5;

/** The matches of `where` in `from` counted up to `cap` + 1, as one scalar subquery beside the page. */
export function cappedCount(from: PgTable | SQL, where: SQL | undefined, cap: number): SQL<number> {
  const filter = where ? sql` where ${where}` : sql``;
  return sql<number>`(select count(*) from (select 1 from ${from}${filter} limit ${sql.raw(String(cap + 1))}) as capped)`.mapWith(
    Number,
  );
}

/** `total` of a list whose count may have stopped at a cap. */
export type CappedTotal = { total: number; totalIsLowerBound: boolean };

/**
 * `findPage` with a capped total: `count(cap)` is the count (`cappedCount`) selected beside the rows
 * of the window that carries the total, whose cap is that window's offset plus `countedPastOffset`
 * (COUNTED_PAST_OFFSET unless given).
 */
export async function findCappedPage<Row extends CountedRow>(
  window: PageWindow,
  count: (cap: number) => SQL<number>,
  rows: (window: PageWindow, total: SQL<number>) => PromiseLike<Row[]>,
  countedPastOffset = COUNTED_PAST_OFFSET,
): Promise<{ rows: Omit<Row, 'total'>[] } & CappedTotal> {
  return findPageCappedAt(window, countedPastOffset, (at, cap) => rows(at, count(cap)));
}

/**
 * `findCappedPage` for rows that count their matches themselves: `rows(window, cap)` answers the
 * window with `total` beside each row, counted up to `cap` + 1 (as `cappedCount`).
 */
async function findPageCappedAt<Row extends CountedRow>(
  window: PageWindow,
  countedPastOffset: number,
  rows: (window: PageWindow, cap: number) => PromiseLike<Row[]>,
): Promise<{ rows: Omit<Row, 'total'>[] } & CappedTotal> {
  let cap = 0;
  const page = await findPage(window, (at) => {
    // The window of the last call carries the total: the page, or its first row again (findPage).
    cap = at.offset + countedPastOffset;
    return rows(at, cap);
  });
  return { rows: page.rows, total: Math.min(page.total, cap), totalIsLowerBound: page.total > cap };
}

/** A table's newest-first key: its creation time, then its id (each list's order). */
export type NewestFirstKey = { table: PgTable; id: PgColumn; createdAt: PgColumn };

/**
 * One walk for a searched page and its capped total (decision 027, "One walk"): the keys of the
 * newest-first matches of `where`, at most `cap` + 1 of them (the window the capped count needs),
 * cut to `window`, each with `total`, how many of them were found (`count(*) over ()` runs before the
 * cut). The caller joins its table on `id` for the page's columns and orders by `createdAt`, `id`.
 * The same rows in the same order as the page filtered and sorted itself, and the same count as
 * `cappedCount(table, where, cap)`; but PostgreSQL reads the matches once, and, for a common term,
 * newest first from an index that carries the search text (migration 0015), without the table.
 */
export function newestMatchesPage(
  db: Pick<Db, 'select'>,
  { table, id, createdAt }: NewestFirstKey,
  where: SQL,
  window: PageWindow,
  cap: number,
) {
  const matches = db
    .select({ id, createdAt })
    .from(table)
    .where(where)
    .orderBy(desc(createdAt), desc(id))
    .limit(cap + 1)
    .as('matches');
  return db
    .select({
      id: matches.id,
      createdAt: matches.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number).as('total'),
    })
    .from(matches)
    .orderBy(desc(matches.createdAt), desc(matches.id))
    .limit(window.limit)
    .offset(window.offset)
    .as('page');
}

/**
 * What an admin or teacher list's `total` counts: without a search, the whole `table` (`listTotal`);
 * with one, its matches in `from` (the table, or the tables the page joins), capped on a page at
 * SEARCH_COUNTED_PAGES pages past it (`findCappedPage`) and exact when the search asked for every row.
 */
export type ListCount = { table: PgTable; search: SQL | undefined; from?: PgTable | SQL };

/**
 * `findPage` for the admin and teacher lists: `total` only when the client asked for a page or a
 * search, and `totalIsLowerBound: true` beside it only when a search's count stopped at its cap (an
 * exact total answers as it always did). `rows` selects `total` beside its rows.
 */
export async function findListPage<Row extends CountedRow>({
  query,
  count: { table, search, from = table },
  rows,
  searchedRows,
}: {
  query: ListQuery;
  count: ListCount;
  rows: (window: PageWindow | undefined, total: SQL<number>) => PromiseLike<Row[]>;
  /**
   * A searched page with its capped count from one walk of the matches (`newestMatchesPage`), used
   * instead of `rows` beside `cappedCount` when given: the same rows and total.
   */
  searchedRows?: (search: SQL, window: PageWindow, cap: number) => PromiseLike<Row[]>;
}): Promise<{ rows: Omit<Row, 'total'>[]; total?: number; totalIsLowerBound?: true }> {
  const window = pageWindow(query);
  if (search && window) {
    const countedPastOffset = SEARCH_COUNTED_PAGES * window.limit;
    const page = searchedRows
      ? await findPageCappedAt(window, countedPastOffset, (at, cap) => searchedRows(search, at, cap))
      : await findCappedPage(window, (cap) => cappedCount(from, search, cap), rows, countedPastOffset);
    return { rows: page.rows, total: page.total, ...(page.totalIsLowerBound && { totalIsLowerBound: true }) };
  }
  const page = await findPage(window, (at) => rows(at, search ? countOf(from, search) : listTotal(table)));
  return wantsTotal(query) ? page : { rows: page.rows };
}

/** A dynamic select (`.$dynamic()`) cut to `window`, or left whole without one. */
export function pageOf<TSelect extends PgSelect>(select: TSelect, window: PageWindow | undefined) {
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

// ---- Totals of whole admin tables -----------------------------------------------------------------
// `total` of an unfiltered admin list without counting the whole table on every page view.
// Exact up to EXACT_TOTAL_LIMIT rows (a count that stops after limit + 1 rows); past that, the
// planner's own estimate of the table's rows, refreshed by every (auto)ANALYZE.
// Measured in docs/performance.md: count(*) over 1M rows took 90-400 ms a page; this, 0.06 ms.
// Searches (`q`) count their matches capped instead (`findListPage`).

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
 * The total to select beside a page of a list that is always paged (matches, the outbox): a filter's
 * matches counted exactly, or `listTotal` when the list is the whole table.
 */
export function totalBeside(table: PgTable, filter: SQL | undefined): SQL<number> {
  return filter ? countOf(table, filter) : listTotal(table);
}
