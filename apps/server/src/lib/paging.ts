// Optional paging (DESIGN.md "API contract"): with page or limit a list is cut and reports `total`;
// without either it returns every row, as the specification's clients expect. A page and its total
// are one statement (docs/performance.md, "Request path").
import type { ListQuery } from '@gharguru/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';

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

/** `findPage` for the admin and teacher lists: `total` only when the client asked for a page or a search. */
export async function findListPage<Row extends CountedRow>({
  query,
  rows,
}: {
  query: ListQuery;
  rows: (window: PageWindow | undefined) => PromiseLike<Row[]>;
}): Promise<{ rows: Omit<Row, 'total'>[]; total?: number }> {
  const page = await findPage(pageWindow(query), rows);
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
