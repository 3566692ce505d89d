// db:copy as the operator runs it: the embedded database's every table lands in an empty
// PostgreSQL database row for row; a target with rows is refused unless --force. Needs both
// databases, so it runs in the PostgreSQL project.
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { readAllTables, runDbCommand, seedSomeRows } from './db-commands.js';
import { onPostgres } from './fresh-postgres.js';
import { serverDatabaseForEachTest } from './migrated-data-dir.js';

// In this project: an empty data directory for the embedded source, and a fresh target database.
const freshDatabases = serverDatabaseForEachTest('gharguru-copy-');

describe.skipIf(!onPostgres)('db:copy from the embedded database to PostgreSQL', () => {
  it('copies every table row for row, and refuses a target with rows unless --force', async () => {
    const { dataDir, databaseUrl } = await freshDatabases();
    const targetUrl = databaseUrl!;
    const source = await openDatabase({ kind: 'pglite', dataDir });
    await seedSomeRows(source);
    const before = await readAllTables(source);
    await source.close();

    const copy = await runDbCommand('db-copy', ['--to', targetUrl], { dataDir });
    expect(copy, copy.output).toMatchObject({ code: 0 });
    expect(copy.output).toContain(`teachers: ${before.teachers?.length} rows`);

    const copied = await openDatabase({ kind: 'postgres', url: targetUrl });
    try {
      expect(await readAllTables(copied)).toEqual(before);
    } finally {
      await copied.close();
    }

    const again = await runDbCommand('db-copy', ['--to', targetUrl], { dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('add --force to replace them');
    const forced = await runDbCommand('db-copy', ['--to', targetUrl, '--force'], { dataDir });
    expect(forced, forced.output).toMatchObject({ code: 0 });
  }, 120_000);
});
