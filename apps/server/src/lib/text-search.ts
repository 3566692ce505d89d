// The `q` of admin lists: a case-insensitive substring match over several columns, with LIKE
// wildcards in the user's text escaped so "50%" means the characters 50%.
//
// The columns are joined into one text, `gg_search_text(ARRAY[…])` (an IMMUTABLE SQL function of
// migration 0004: `array_to_string` itself is only STABLE, so it cannot be indexed), and that one
// text is matched with ILIKE. Each searchable table has a GIN trigram index (pg_trgm) over exactly
// the expression its service builds here, so a search reads the index instead of every row:
// PostgreSQL uses an expression index only when the query's expression is the same, column for
// column and in the same order (see docs/performance.md "Search").
import { type SQL, sql } from 'drizzle-orm';
import { type PgColumn, PgArray } from 'drizzle-orm/pg-core';
import { likePattern } from './paging.js';

/** A text[] column as one text (its elements joined by spaces), usable inside an index. */
export function wordsOf(column: PgColumn): SQL {
  return sql`gg_search_text(${column})`;
}

/** The one text a table is searched in: its columns joined by spaces (NULLs left out). */
export function searchText(columns: (PgColumn | SQL)[]): SQL {
  const parts = columns.map((column) => (column instanceof PgArray ? wordsOf(column) : column));
  return sql`gg_search_text(ARRAY[${sql.join(parts, sql`, `)}])`;
}

/** A WHERE condition matching `q` in any of `columns`; undefined (no filter) when `q` is blank. */
export function matchAnyColumn(q: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  if (!q) return undefined;
  return sql`${searchText(columns)} ILIKE ${likePattern(q)}`;
}
