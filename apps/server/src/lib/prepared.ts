// The hottest queries as prepared statements: built once per database handle and, on PostgreSQL,
// parsed and planned once per connection (named statements). Building a Drizzle query on every
// call cost about as much CPU as the rest of the request (docs/performance.md).
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
