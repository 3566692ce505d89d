// The hottest queries as prepared statements: built once per database handle and, on PostgreSQL,
// parsed and planned once per connection (named statements). Building a Drizzle query on every
// call cost about as much CPU as the rest of the request (docs/performance.md).
import { Column, type DriverValueDecoder, SQL, is, noopDecoder } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** `build` runs once per database handle; the result is kept for the handle's lifetime. */
export function preparedFor<T>(build: (db: Db) => T): (db: Db) => T {
  const cache = new WeakMap<Db, T>();
  return (db) => {
    let prepared = cache.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      cache.set(db, prepared);
    }
    return prepared;
  };
}

/** A value as the driver gave it, into the value the selection says (a column's or an expression's decoder). */
type Decode = (value: unknown) => unknown;

/** What a prepared select of Drizzle's pg-core keeps of its selection, and where it takes a mapper of its own. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

function decoderOf(field: unknown): Decode | undefined {
  // An expression's decoder (its `mapWith`) is kept on the SQL object; Drizzle's types leave it out.
  const sqlDecoder = (expression: SQL) =>
    (expression as unknown as { decoder: DriverValueDecoder<unknown, unknown> }).decoder;
  const decoder: DriverValueDecoder<unknown, unknown> | undefined = is(field, Column)
    ? field
    : is(field, SQL)
      ? sqlDecoder(field)
      : is(field, SQL.Aliased)
        ? sqlDecoder(field.sql)
        : undefined;
  if (!decoder) throw new Error('withFlatRows: a selected field is neither a column nor an SQL expression');
  const decode = decoder.mapFromDriverValue;
  // Most columns (text, uuid, an expression without mapWith) hand the driver's value on as it is.
  if (decode === Column.prototype.mapFromDriverValue || decode === noopDecoder.mapFromDriverValue) return undefined;
  return (value) => decode.call(decoder, value);
}

/**
 * The rows of a prepared select with a flat selection (`{ key: column or sql }`), mapped by a
 * function compiled once from that selection: each row is one object literal of the selection's keys
 * in order, each value through its own column's decoder (nulls stay null). Drizzle's own mapping
 * walks every value's path, checks its kind and tracks the nulls of joined tables per value: for the
 * teacher's ten own posts it was 7.7 % of the server's CPU (docs/performance.md). A left-joined
 * table's columns are not turned into a null object: the caller sees their nulls (as `postOf` does).
 * Works on node-postgres and PGlite alike (both prepared queries read rows as arrays and hand them
 * to `customResultMapper` when it is set); `prepared.test.ts` checks it maps as Drizzle does.
 */
export function withFlatRows<T>(prepared: T): T {
  const select = prepared as unknown as PreparedSelect;
  if (!select.fields) throw new Error('withFlatRows: not a prepared select');
  const keys = select.fields.map(({ path }) => {
    if (path.length !== 1 || !/^[A-Za-z_$][\w$]*$/.test(path[0] ?? '')) {
      throw new Error(`withFlatRows: the selection must be flat, not ${path.join('.')}`);
    }
    return path[0] as string;
  });
  const decoders = select.fields.map(({ field }) => decoderOf(field));
  const values = keys.map((key, index) =>
    decoders[index]
      ? `${key}: row[${index}] === null ? null : decoders[${index}](row[${index}])`
      : `${key}: row[${index}]`,
  );
  // Keys are checked identifiers above; the generated code names no value of a row.
  const mapRow = new Function('decoders', `return (row) => ({ ${values.join(', ')} });`)(decoders) as (
    row: unknown[],
  ) => unknown;
  select.customResultMapper = (rows) => rows.map(mapRow);
  return prepared;
}
