// Statements prepared once per database handle through Drizzle's `prepare`: the query is built once
// instead of on every call, and on PostgreSQL a named statement is parsed once per connection.
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
