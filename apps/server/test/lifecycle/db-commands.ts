// The database commands (db:backup, db:restore, db:copy) run as the operator runs them, as child
// processes, plus what their tests check: demo rows to start from and every table read back.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { seedDemoData } from '../../src/cli/seed-demo-data.js';
import { generateDemoData } from '../../src/cli/demo-data.js';
import type { Database } from '../../src/db/client.js';
import { tablesInDependencyOrder } from '../../src/db/tables.js';
import { testConfig } from '../test-app.js';
import { type ServerDatabase, serverEnv } from './server-process.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface CommandResult {
  code: number;
  output: string;
}

export function runDbCommand(
  command: 'db-backup' | 'db-restore' | 'db-copy',
  args: string[],
  database: ServerDatabase,
): Promise<CommandResult> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(serverRoot, `src/cli/${command}.ts`), ...args],
      { cwd: serverRoot, env: serverEnv(database), timeout: 45_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, output: `${stdout}${stderr}` });
      },
    );
  });
}

/** A few of every kind of row the demo data has, hashed cheaply. */
export async function seedSomeRows(database: Database) {
  await seedDemoData({
    db: database.db,
    hashing: testConfig().passwordHashing,
    data: generateDemoData({ teachers: 8, studentRequests: 12, contactMessages: 5, pendingAdmins: 2, seed: 13 }),
  });
}

/** Every table's rows, in primary-key order, keyed by table name. */
export async function readAllTables(database: Database): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const { name, table, primaryKey } of tablesInDependencyOrder()) {
    tables[name] = await database.db
      .select()
      .from(table)
      .orderBy(...(primaryKey as PgColumn[]));
  }
  return tables;
}
