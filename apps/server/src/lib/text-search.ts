// The `q` of admin lists: a case-insensitive substring match over several columns, with LIKE
// wildcards in the user's text escaped so "50%" means the characters 50%.
//
// The columns are joined into one text, `gg_search_text(ARRAY[…])` (an IMMUTABLE SQL function of
// migration 0004: `array_to_string` itself is only STABLE), and that one text is matched with ILIKE.
// Student requests, teachers and contact messages store that text in a generated column,
// `search_text` (schema.ts `searchTextOf`, migration 0010), computed by PostgreSQL on every write
// and indexed with GIN trigrams (pg_trgm): a search reads the index and rechecks each candidate by
// reading the column, with no function call per row (docs/performance.md "Search at 100k").
// The offers' searches (a post's name and subjects, and the teacher's name across a join) build the
// same joined text on the fly with `matchAnyColumn`.
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgArray } from 'drizzle-orm/pg-core';
import { likePattern } from './paging.js';

/** A text[] column as one text (its elements joined by spaces). */
export function wordsOf(column: PgColumn): SQL {
  return sql`gg_search_text(${column})`;
}

/** The one text a row is searched in: its columns joined by spaces (NULLs left out). */
export function searchText(columns: (PgColumn | SQL)[]): SQL {
  const parts = columns.map((column) => (column instanceof PgArray ? wordsOf(column) : column));
  return sql`gg_search_text(ARRAY[${sql.join(parts, sql`, `)}])`;
}

/** A WHERE condition matching `q` in any of `columns`; undefined (no filter) when `q` is blank. */
export function matchAnyColumn(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  return sql`${searchText(columns)} ILIKE ${likePattern(q)}`;
}

/**
 * A WHERE condition matching `q` in a table's stored `search_text` column (the same joined text as
 * `searchText` of its columns, kept by PostgreSQL); undefined (no filter) when `q` is blank.
 */
export function matchSearchText(q: string | undefined, column: PgColumn): SQL | undefined {
  if (!q) return undefined;
  return sql`${column} ILIKE ${likePattern(q)}`;
}
