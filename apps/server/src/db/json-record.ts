// Records written as JSON by the database, for answers whose items the server sends as they came
// (docs/decisions/031): the driver hands over one text per row instead of a value per field, and
// nothing is parsed, checked or written again per value in JavaScript.
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

/** What a record's field is made of: a column, or an expression (a nested `jsonRecord` too). */
type JsonField = AnyPgColumn | SQL;

/**
 * One record as JSON, with exactly the fields of the contract's `schema`, in the schema's order (the
 * order its writer would give): `row_to_json` of a one-row subquery, which writes compactly, as
 * `JSON.stringify` does. A field of the schema without an expression, or an expression without a
 * field, is refused when the statement is built, so nothing outside the contract can be written.
 * What each expression gives is written as PostgreSQL writes its type as JSON: text and enums as
 * strings, numbers as numbers, arrays as arrays, JSON as it is; timestamps must be given as text
 * (`isoText`), as the contract's answers carry them.
 */
export function jsonRecord<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  fields: { [Key in keyof Shape]: JsonField },
): SQL<unknown> {
  const keys = Object.keys(schema.shape);
  const given = Object.keys(fields);
  const unknown = given.filter((key) => !keys.includes(key));
  const missing = keys.filter((key) => !given.includes(key));
  if (unknown.length > 0 || missing.length > 0) {
    throw new Error(`jsonRecord: fields outside the schema (${unknown.join(', ')}) or missing (${missing.join(', ')})`);
  }
  const columns = sql.join(
    keys.map((key) => sql`${fields[key as keyof Shape]} as ${sql.identifier(key)}`),
    sql`, `,
  );
  return sql`(select row_to_json(r) from (select ${columns}) as r)`;
}

/** A nested record that is null unless `present` holds (a left-joined row that may be missing). */
export function jsonRecordWhen(present: SQL, record: SQL<unknown>): SQL<unknown> {
  return sql`case when ${present} then ${record} end`;
}

/** A record as the JSON text the driver hands over as it is (no `JSON.parse`), for `jsonListText`. */
export function jsonText(record: SQL<unknown>): SQL<string> {
  return sql<string>`${record}::text`;
}

/**
 * The JSON texts of a page's records (`page` selects one `jsonText` column, with its own ORDER BY
 * and LIMIT), in the page's order, joined by commas into one text: one value for the driver however
 * long the page, and `''` for an empty page. An ARRAY of a subquery keeps the order of its rows.
 */
export function jsonRecordsText(page: SQLWrapper): SQL<string> {
  return sql<string>`array_to_string(array(${page}), ',')`;
}

/** The JSON texts of a page's rows (each selecting `record`), joined as `jsonRecordsText` joins them. */
export function joinedRecords(rows: readonly { record: string }[]): string {
  return rows.map(({ record }) => record).join(',');
}
