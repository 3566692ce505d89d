// The `q` of admin lists: a case-insensitive substring match over several columns, with LIKE
// wildcards in the user's text escaped so "50%" means the characters 50%.
//
// The columns are joined into one text, `gg_search_text(ARRAY[…])` (an IMMUTABLE SQL function of
// migration 0004: `array_to_string` itself is only STABLE), and that one text is matched.
// Student requests, teachers and contact messages store that text lowercased in a generated
// column, `search_text` (schema.ts `searchTextOf`, migrations 0010 and 0013), computed by PostgreSQL
// on every write and indexed with GIN trigrams (pg_trgm). A search is `search_text LIKE
// lower(pattern)`: what PostgreSQL does for `ILIKE` on a UTF-8 database (lower() of both sides, then
// LIKE), so the same rows, but without lowercasing each candidate row and each statistics entry
// on every search (docs/performance.md "Search that stops at its page").
// The offers' searches (a post's name and subjects, and the teacher's name across a join) build the
// same joined text on the fly with `matchAnyColumn` and match it with ILIKE.
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
 * A WHERE condition matching `q` in a table's stored, lowercased `search_text` column (the joined text
 * of `searchText` of its columns, kept by PostgreSQL): exactly the rows `searchText(columns) ILIKE
 * pattern` matches; undefined (no filter) when `q` is blank. The pattern is lowercased by the
 * database's lower(), as ILIKE lowercases it, not by JavaScript (whose case mapping differs).
 */
export function matchSearchText(q: string | undefined, column: PgColumn): SQL | undefined {
  if (!q) return undefined;
  return sql`${column} LIKE lower(${likePattern(q)})`;
}
