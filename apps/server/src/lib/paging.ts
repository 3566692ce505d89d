// Optional paging (DESIGN.md "API contract"): with page or limit a list is cut and reports `total`;
// without either it returns every row, as the specification's clients expect.
import type { ListQuery } from '@gharguru/contract';

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

/** Escapes LIKE wildcards so a search for "50%" finds the text "50%". */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
