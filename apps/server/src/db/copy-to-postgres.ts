// Moves the embedded database to a PostgreSQL server: opens DATA_DIR's PGlite (the server must be
// stopped, as for a backup), migrates the target, and copies every table in dependency order in
// one transaction, so the target ends with all rows or none.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { BackupError, pgdataDir } from './backup.js';
import { type Database, openDatabase } from './client.js';
import { DataDirLockedError } from './data-dir-lock.js';
import { tablesInDependencyOrder } from './tables.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for any table of ours. */
const BATCH_ROWS = 500;

export interface CopiedTable {
  table: string;
  rows: number;
}

async function openSource(dataDir: string): Promise<Database> {
  if (!fs.existsSync(pgdataDir(dataDir))) throw new BackupError(`There is no embedded database in ${dataDir}.`);
  try {
    return await openDatabase({ kind: 'pglite', dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The embedded database in ${dataDir} is in use by a running GharGuru server (pid ${error.holder.pid}). ` +
        'Stop the server first: the copy must see the data at rest.',
    );
  }
}

/** Tables of ours that already hold rows; empty when the target is fresh. */
async function filledTables(db: Database['db']): Promise<string[]> {
  const filled: string[] = [];
  for (const { name, table } of tablesInDependencyOrder()) {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    if ((row?.count ?? 0) > 0) filled.push(name);
  }
  return filled;
}

export async function copyPgliteToPostgres({
  dataDir,
  targetUrl,
  force,
}: {
  dataDir: string;
  targetUrl: string;
  force: boolean;
}): Promise<CopiedTable[]> {
  const target = await openDatabase({ kind: 'postgres', url: targetUrl });
  try {
    // Checked before the embedded database is opened (slow), and again inside the transaction.
    const refuse = (filled: string[]) => {
      if (filled.length > 0 && !force) {
        throw new BackupError(
          `The PostgreSQL database already has rows in ${filled.join(', ')}. ` +
            'Copy into an empty database, or add --force to replace them.',
        );
      }
    };
    refuse(await filledTables(target.db));
    const source = await openSource(dataDir);
    try {
      const tables = tablesInDependencyOrder();
      return await target.db.transaction(async (tx) => {
        const filled = await filledTables(tx as unknown as Database['db']);
        refuse(filled);
        if (filled.length > 0) {
          await tx.execute(sql.raw(`TRUNCATE ${tables.map(({ name }) => `"${name}"`).join(', ')} CASCADE`));
        }
        const copied: CopiedTable[] = [];
        for (const { name, table } of tables) {
          const rows = await source.db.select().from(table);
          for (let start = 0; start < rows.length; start += BATCH_ROWS) {
            await tx.insert(table).values(rows.slice(start, start + BATCH_ROWS) as never);
          }
          copied.push({ table: name, rows: rows.length });
        }
        return copied;
      });
    } finally {
      await source.close();
    }
  } finally {
    await target.close();
  }
}
