// Every table of the schema in dependency order (a table after the tables its foreign keys point
// to), read from the schema itself so a new table is copied and compared without a change here.
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { schema } from './schema.js';

export interface SchemaTable {
  name: string;
  table: PgTable;
  /** The primary-key columns, for a stable order when comparing copies. */
  primaryKey: PgColumn[];
}

function describe(table: PgTable): SchemaTable & { dependsOn: string[] } {
  const config = getTableConfig(table);
  const primaryKey = [
    ...config.columns.filter((column) => column.primary),
    ...config.primaryKeys.flatMap((key) => key.columns),
  ];
  const dependsOn = config.foreignKeys
    .map((key) => getTableConfig(key.reference().foreignTable).name)
    .filter((name) => name !== config.name);
  return { name: config.name, table, primaryKey, dependsOn };
}

export function tablesInDependencyOrder(): SchemaTable[] {
  const pending = Object.values(schema).map((table) => describe(table as PgTable));
  const ordered: SchemaTable[] = [];
  while (pending.length > 0) {
    const ready = pending.findIndex((entry) =>
      entry.dependsOn.every((name) => ordered.some((done) => done.name === name)),
    );
    if (ready === -1) throw new Error(`Circular foreign keys between ${pending.map((entry) => entry.name).join(', ')}`);
    const [entry] = pending.splice(ready, 1);
    const { dependsOn: _dependsOn, ...table } = entry as SchemaTable & { dependsOn: string[] };
    ordered.push(table);
  }
  return ordered;
}
