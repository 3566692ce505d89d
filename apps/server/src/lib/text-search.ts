// The `q` of admin lists: a case-insensitive substring match over several columns, with LIKE
// wildcards in the user's text escaped so "50%" means the characters 50%.
import { ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { likePattern } from './paging.js';

/** A WHERE condition matching `q` in any of `columns`; undefined (no filter) when `q` is blank. */
export function matchAnyColumn(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}
