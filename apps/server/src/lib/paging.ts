// Optional paging (DESIGN.md "API contract"): with page or limit a list is cut and reports `total`;
// without either it returns every row, as the specification's clients expect.
import type { ListQuery } from '@gharguru/contract';
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
 * Every list's one way to answer: `rows` fetches the page the client asked for (every row when
 * `window` is undefined) and `count` runs only when the client wants `total`.
 */
export async function findListPage<Row>({
  query,
  rows,
  count,
}: {
  query: ListQuery;
  rows: (window: PageWindow | undefined) => PromiseLike<Row[]>;
  count: () => Promise<number>;
}): Promise<{ rows: Row[]; total?: number }> {
  const found = await rows(pageWindow(query));
  return wantsTotal(query) ? { rows: found, total: await count() } : { rows: found };
}

/** A dynamic select (`.$dynamic()`) cut to `window`, or left whole without one. */
export function pageOf<TSelect extends PgSelect>(select: TSelect, window: PageWindow | undefined) {
  return window ? select.limit(window.limit).offset(window.offset) : select;
}

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
