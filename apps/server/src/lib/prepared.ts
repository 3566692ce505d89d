// The hottest queries as prepared statements: built once per database handle and, on PostgreSQL,
// parsed and planned once per connection (named statements). Building a Drizzle query on every
// call cost about as much CPU as the rest of the request (docs/performance.md).
import {
  Column,
  DrizzleQueryError,
  type DriverValueDecoder,
  type Placeholder,
  SQL,
  fillPlaceholders,
  is,
  noopDecoder,
  sql,
} from 'drizzle-orm';
import { createRequire } from 'node:module';
import pg from 'pg';
import type { Db } from '../db/client.js';

/** node-postgres's own helpers (untyped): values are bound with the same `prepareValue` that pg's `Query` uses. */
const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(value: unknown): unknown };

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

/**
 * A list's prepared page, as one statement per kind of page. PostgreSQL keeps a named statement's
 * plan only when it costs no more than one made for the values at hand, and it plans a LIMIT given
 * as a placeholder for a tenth of the rows: the admin's list of 100,000 requests was planned again
 * on every call (0.36 ms of PostgreSQL's 0.6 ms; forcing the kept plan gave a parallel plan of
 * 49 ms; docs/performance.md, 2026-11-27). So a first page has its size written into its statement
 * (one statement per size asked for, at most the contract's largest page size on each connection),
 * and so has the whole list (`LIMIT ALL`); a later page binds its size and offset, planned each
 * time as before. `build` gets the statement's name and its LIMIT and OFFSET (written or bound) and
 * returns the prepared statement; each is built once. Placeholders a statement does not use are
 * ignored, so every kind runs with `{ limit, offset, ...its own }`.
 */
export function pagedStatements<T>(
  name: string,
  build: (name: string, limit: Placeholder, offset: Placeholder) => T,
): (window: { limit: number; offset: number } | undefined) => T {
  const statements = new Map<number | 'all' | 'later', T>();
  return (window) => {
    const kind = !window ? 'all' : window.offset > 0 ? 'later' : window.limit;
    let statement = statements.get(kind);
    if (statement === undefined) {
      if (kind === 'later') {
        statement = build(`${name}_later`, sql.placeholder('limit'), sql.placeholder('offset'));
      } else {
        if (kind !== 'all' && !(Number.isSafeInteger(kind) && kind >= 0))
          throw new Error(`${name}: no page of ${kind}`);
        statement = build(`${name}_${kind === 'all' ? 'all' : `first_${kind}`}`, written(kind), written(0));
      }
      statements.set(kind, statement);
    }
    return statement;
  };
}

/**
 * A LIMIT or OFFSET written into the statement's text: Drizzle writes an SQL object where a limit or
 * offset goes (its types name only numbers and placeholders, which it binds).
 */
function written(value: number | 'all'): Placeholder {
  return sql.raw(String(value)) as unknown as Placeholder;
}

/** A value as the driver gave it, into the value the selection says (a column's or an expression's decoder). */
type Decode = (value: unknown) => unknown;

/** What a prepared select of Drizzle's pg-core keeps of its selection, and where it takes a mapper of its own. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
  /** node-postgres only: the pool or client it runs on, its SQL and parameters, the type parsers Drizzle chose. */
  client?: unknown;
  params?: unknown[];
  logger?: { logQuery(query: string, params: unknown[]): void };
  queryConfig?: { name?: string; text: string; types: { getTypeParser(oid: number, format: string): Parse } };
  execute?: (placeholderValues?: Record<string, unknown>) => Promise<unknown[]>;
}

/** A type parser of node-postgres: the text PostgreSQL sent, into a JavaScript value. */
type Parse = (text: string) => unknown;

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
  const mapRow = compileRowMapper(keys, decoders) as (row: unknown[]) => unknown;
  select.customResultMapper = (rows) => rows.map(mapRow);
  if (select.client instanceof pg.Pool && select.queryConfig?.name) leanExecute(select, select.client, keys, decoders);
  return prepared;
}

/**
 * One object literal per row, of the selection's keys in order: each value through its type parser
 * (when given: the lean path's rows are PostgreSQL's text) and then its column's decoder; nulls stay null.
 */
function compileRowMapper(keys: string[], decoders: (Decode | undefined)[], parsers?: Parse[]) {
  const values = keys.map((key, index) => {
    const parsed = parsers ? `parsers[${index}](row[${index}])` : `row[${index}]`;
    const value = decoders[index] ? `decoders[${index}](${parsed})` : parsed;
    return `${key}: row[${index}] === null ? null : ${value}`;
  });
  // Keys are checked identifiers (withFlatRows); the generated code names no value of a row.
  return new Function('decoders', 'parsers', `return (row) => ({ ${values.join(', ')} });`)(decoders, parsers) as (
    row: (string | null)[] | unknown[],
  ) => unknown;
}

/** What node-postgres's connection offers a query that submits itself (pg's own `Query` uses the same). */
interface PgConnection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string | undefined>;
  submittedNamedStatements: Record<string, string | undefined>;
  parse(message: { text: string; name: string; types: number[] }): void;
  bind(message: { statement: string; values: unknown[]; valueMapper: (value: unknown) => unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string }): void;
  close(message: { type: 'S'; name: string }): void;
  sync(): void;
  sendCopyFail(message: string): void;
}

/** A named statement's answer, described once per process: its type parsers and the row mapper built with them. */
interface LeanStatement {
  name: string;
  text: string;
  mapFields?: (fields: (string | null)[]) => unknown;
  describe(fields: { dataTypeID: number; format?: string }[]): void;
}

/**
 * Runs a prepared select on node-postgres without pg's `Query`: the statement is parsed once per
 * connection as pg does (Parse, then Bind, Execute and Sync), but its answer's row description is
 * asked for only until the first answer has brought it; after that, the type parsers that Drizzle
 * chose for those columns and the row mapper built with them are kept, and each execution skips the
 * Describe message, the RowDescription it brings back, pg's query config copy, its `Result` and the
 * choice of a parser per column of every answer (docs/performance.md, issue 12). Errors are Drizzle's
 * (`DrizzleQueryError` with the driver's error as its cause), as on Drizzle's own path.
 */
function leanExecute(select: PreparedSelect, pool: pg.Pool, keys: string[], decoders: (Decode | undefined)[]) {
  const config = select.queryConfig!;
  const params = select.params ?? [];
  const statement: LeanStatement = {
    name: config.name!,
    text: config.text,
    describe(fields) {
      const parsers = fields.map((field) => config.types.getTypeParser(field.dataTypeID, field.format || 'text'));
      if (parsers.length !== keys.length)
        throw new Error(`${config.name}: ${parsers.length} columns for ${keys.length} keys`);
      statement.mapFields = compileRowMapper(keys, decoders, parsers);
    },
  };
  select.execute = (placeholderValues = {}) => {
    const values = fillPlaceholders(params, placeholderValues);
    select.logger?.logQuery(config.text, values);
    return new Promise((resolve, reject) => {
      pool.query(new LeanQuery(statement, values) as unknown as pg.QueryConfig, (error: Error | undefined, rows) => {
        if (error) reject(new DrizzleQueryError(config.text, values, error));
        else resolve(rows as unknown as unknown[]);
      });
    });
  };
}

/** pg's `Submittable`: the client calls `submit` when the connection is free, then hands it the answers. */
class LeanQuery {
  readonly name: string;
  readonly text: string;
  callback?: (error: Error | undefined, rows?: unknown[]) => void;
  private readonly rows: unknown[] = [];
  private failure: Error | undefined;
  private finished = false;

  constructor(
    private readonly statement: LeanStatement,
    private readonly values: unknown[],
  ) {
    this.name = statement.name;
    this.text = statement.text;
  }

  submit(connection: PgConnection): Error | null {
    const { name, text } = this;
    const previous = connection.parsedStatements[name] ?? connection.submittedNamedStatements[name];
    if (previous !== undefined && previous !== text) {
      return new Error(`Prepared statements must be unique - '${name}' was used for a different statement`);
    }
    connection.stream.cork?.();
    try {
      if (previous === undefined) {
        connection.parse({ text, name, types: [] });
        connection.submittedNamedStatements[name] = text;
      }
      try {
        connection.bind({ statement: name, values: this.values, valueMapper: pgUtils.prepareValue });
      } catch (error) {
        connection.close({ type: 'S', name });
        connection.sync();
        this.finish(error as Error);
        return null;
      }
      if (!this.statement.mapFields) connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '' });
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }

  handleRowDescription(message: { fields: { dataTypeID: number; format?: string }[] }) {
    try {
      this.statement.describe(message.fields);
    } catch (error) {
      this.failure ??= error as Error;
    }
  }

  handleDataRow(message: { fields: (string | null)[] }) {
    if (this.failure) return;
    try {
      const mapFields = this.statement.mapFields;
      if (!mapFields) throw new Error(`${this.name}: a row before its description`);
      this.rows.push(mapFields(message.fields));
    } catch (error) {
      this.failure = error as Error;
    }
  }

  handleCommandComplete() {}
  handleEmptyQuery() {}
  handleCopyData() {}

  handlePortalSuspended(connection: PgConnection) {
    connection.execute({ portal: '' });
    connection.sync();
  }

  handleCopyInResponse(connection: PgConnection) {
    connection.sendCopyFail('No source stream defined');
  }

  handleError(error: Error) {
    this.finish(this.failure ?? error);
  }

  handleReadyForQuery() {
    this.finish(this.failure, this.rows);
  }

  private finish(error: Error | undefined, rows?: unknown[]) {
    if (this.finished) return;
    this.finished = true;
    this.callback?.(error, error ? undefined : rows);
  }
}
