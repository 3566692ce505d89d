// db:copy as the operator runs it: the embedded database's every table lands in an empty
// PostgreSQL database row for row; a target with rows is refused unless --force. Needs both
// databases, so it runs in the PostgreSQL project.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { readAllTables, runDbCommand, seedSomeRows } from './db-commands.js';
import { createFreshPostgresDatabase, type FreshPostgresDatabase, onPostgres } from './fresh-postgres.js';

let dataDir: string | undefined;
let target: FreshPostgresDatabase | undefined;

afterEach(async () => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  await target?.drop();
  dataDir = undefined;
  target = undefined;
});

describe.skipIf(!onPostgres)('db:copy from the embedded database to PostgreSQL', () => {
  it('copies every table row for row, and refuses a target with rows unless --force', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-copy-'));
    const source = await openDatabase({ kind: 'pglite', dataDir });
    await seedSomeRows(source);
    const before = await readAllTables(source);
    await source.close();
    target = await createFreshPostgresDatabase();

    const copy = await runDbCommand('db-copy', ['--to', target.url], { dataDir });
    expect(copy, copy.output).toMatchObject({ code: 0 });
    expect(copy.output).toContain(`teachers: ${before.teachers?.length} rows`);

    const copied = await openDatabase({ kind: 'postgres', url: target.url });
    try {
      expect(await readAllTables(copied)).toEqual(before);
    } finally {
      await copied.close();
    }

    const again = await runDbCommand('db-copy', ['--to', target.url], { dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('add --force to replace them');
    const forced = await runDbCommand('db-copy', ['--to', target.url, '--force'], { dataDir });
    expect(forced, forced.output).toMatchObject({ code: 0 });
  }, 120_000);
});
