// Optional paging (DESIGN.md "API contract"): with page or limit a list is cut and reports `total`;
// without either it returns every row, as the specification's clients expect. A page and its total
// are one statement (docs/performance.md, "Request path").
import type { ListQuery } from '@gharguru/contract';
import { sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';

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
 * The number of rows the whole list has, on every row of its page: window functions run before
 * LIMIT and OFFSET, so the page and its count are one statement. Meant for lists whose filter bounds
 * the rows (a teacher's own posts, a search): it reads every matching row. A list that may cover a
 * whole table selects `listTotal` (list-total.ts) or a capped count instead.
 */
export const exactTotal = sql<number>`count(*) over ()`.mapWith(Number);

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
