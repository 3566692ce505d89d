// db:backup and db:restore as the operator runs them: a backup restored into a fresh data
// directory (or a fresh PostgreSQL database) holds every row of every table; a running server's
// embedded database is not backed up behind its back; a database with data is not overwritten
// without --force; a truncated, garbage or hostile file changes nothing (exit 1, the reason in one
// line), and a good one replaces the embedded database only once it opened beside it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pgdataDir } from '../../src/db/backup.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { lockDataDir } from '../../src/db/data-dir-lock.js';
import { readAllTables, runDbCommand, seedSomeRows } from './db-commands.js';
import { createFreshPostgresDatabase, type FreshPostgresDatabase, onPostgres } from './fresh-postgres.js';
import { startFromMigratedSnapshot } from './migrated-data-dir.js';
import type { ServerDatabase } from './server-process.js';
import { gzippedTar } from './tar-file.js';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function freshPostgres(): Promise<FreshPostgresDatabase> {
  const database = await createFreshPostgresDatabase();
  cleanups.push(() => database.drop());
  return database;
}

function open(where: ServerDatabase): Promise<Database> {
  return openDatabase(
    where.databaseUrl ? { kind: 'postgres', url: where.databaseUrl } : { kind: 'pglite', dataDir: where.dataDir },
  );
}

async function tablesOf(where: ServerDatabase) {
  const database = await open(where);
  try {
    return await readAllTables(database);
  } finally {
    await database.close();
  }
}

describe(`db:backup and db:restore (${onPostgres ? 'PostgreSQL' : 'embedded PGlite'})`, () => {
  it('[OPS-7] restores a backup into a fresh database with every row of every table', async () => {
    const backupFile = path.join(tempDir('gharguru-backup-'), 'nested', 'gharguru.backup');
    const source: ServerDatabase = {
      dataDir: tempDir('gharguru-source-'),
      ...(onPostgres ? { databaseUrl: (await freshPostgres()).url } : {}),
    };
    if (!onPostgres) await startFromMigratedSnapshot(source.dataDir);
    const seeded = await open(source);
    await seedSomeRows(seeded);
    const before = await readAllTables(seeded);
    await seeded.close();

    const backup = await runDbCommand('db-backup', ['--out', backupFile], source);
    expect(backup, backup.output).toMatchObject({ code: 0 });
    expect(fs.statSync(backupFile).size).toBeGreaterThan(0);

    const target: ServerDatabase = {
      dataDir: tempDir('gharguru-target-'),
      ...(onPostgres ? { databaseUrl: (await freshPostgres()).url } : {}),
    };
    const restore = await runDbCommand('db-restore', ['--in', backupFile], target);
    expect(restore, restore.output).toMatchObject({ code: 0 });

    const after = await tablesOf(target);
    expect(Object.values(before).filter((rows) => rows.length > 0).length).toBeGreaterThanOrEqual(5);
    expect(after).toEqual(before);

    const again = await runDbCommand('db-restore', ['--in', backupFile], target);
    expect(again.code).toBe(1);
    expect(again.output).toContain('add --force to replace');
    const forced = await runDbCommand('db-restore', ['--in', backupFile, '--force'], target);
    expect(forced, forced.output).toMatchObject({ code: 0 });
    if (!onPostgres) {
      expect(forced.output).toContain(`tuitions: ${before.tuitions?.length}`);
      // The database before the forced restore is kept beside it, and only that one.
      const kept = fs.readdirSync(target.dataDir).filter((name) => name.startsWith('pgdata.'));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatch(/^pgdata\.previous-/);
    }
  }, 120_000);

  it.skipIf(onPostgres)(
    'leaves the embedded database as it was when the backup is truncated, garbage or hostile',
    async () => {
      const where: ServerDatabase = { dataDir: tempDir('gharguru-keep-') };
      await startFromMigratedSnapshot(where.dataDir);
      const seeded = await open(where);
      await seedSomeRows(seeded);
      const before = await readAllTables(seeded);
      await seeded.close();
      const files = tempDir('gharguru-bad-backups-');
      const backupFile = path.join(files, 'good.backup');
      expect(await runDbCommand('db-backup', ['--out', backupFile], where)).toMatchObject({ code: 0 });
      const good = fs.readFileSync(backupFile);
      const outside = path.join(files, 'escaped.txt');

      const bad: Record<string, { data: Buffer; reason: string }> = {
        truncated: { data: good.subarray(0, Math.floor(good.length / 2)), reason: 'it is truncated or damaged' },
        garbage: { data: Buffer.from('this is not a backup '.repeat(200)), reason: 'it is not a backup' },
        climbing: {
          data: gzippedTar([
            { name: '/PG_VERSION', data: '17\n' },
            { name: `/../../../../../..${outside}`, data: 'written outside' },
          ]),
          reason: 'it names a file outside the database folder',
        },
        linking: {
          data: gzippedTar([
            { name: '/PG_VERSION', data: '17\n' },
            { name: '/base', type: '2', linkName: '/etc' },
          ]),
          reason: 'it holds something other than files and folders',
        },
        'not a database': { data: gzippedTar([{ name: '/PG_VERSION', data: '17\n' }]), reason: 'cannot be restored' },
      };
      for (const [name, { data, reason }] of Object.entries(bad)) {
        const file = path.join(files, `${name}.backup`);
        fs.writeFileSync(file, data);
        const result = await runDbCommand('db-restore', ['--in', file, '--force'], where);
        expect(result.code, `${name}: ${result.output}`).toBe(1);
        const lines = result.output.trim().split('\n');
        expect(lines, name).toHaveLength(1);
        expect(lines[0]).toContain(`${file} cannot be restored: `);
        expect(lines[0]).toContain(reason);
        expect(lines[0]).toContain(`Nothing was changed in ${where.dataDir}.`);
        expect(
          fs.readdirSync(where.dataDir).filter((entry) => entry.startsWith('pgdata.')),
          name,
        ).toEqual([]);
      }
      expect(fs.existsSync(outside)).toBe(false);
      expect(await tablesOf(where)).toEqual(before);
    },
    240_000,
  );

  it.skipIf(onPostgres)(
    'refuses to back up the embedded database while a server holds it, in one line',
    async () => {
      const dataDir = tempDir('gharguru-busy-');
      // The lock is checked before PGlite opens anything: a database folder with PG_VERSION is enough.
      fs.mkdirSync(pgdataDir(dataDir));
      fs.writeFileSync(path.join(pgdataDir(dataDir), 'PG_VERSION'), '17\n');
      const release = lockDataDir(dataDir);
      cleanups.push(release);
      const backupFile = path.join(dataDir, 'backup.tar.gz');
      const result = await runDbCommand('db-backup', ['--out', backupFile], { dataDir });
      expect(result.code).toBe(1);
      expect(result.output.trim()).toBe(
        `The embedded database in ${dataDir} is in use by a running GharGuru server (pid ${process.pid}), and PGlite ` +
          'cannot be backed up while it runs. Stop the server (systemctl stop gharguru, or Ctrl+C in its terminal), ' +
          'run this command again, then start the server. For backups without stopping, run GharGuru on PostgreSQL ' +
          '(docs/operations.md).',
      );
      expect(fs.existsSync(backupFile)).toBe(false);
    },
    60_000,
  );

  it('says what is wrong with a missing flag or file, in one line', async () => {
    const where: ServerDatabase = {
      dataDir: tempDir('gharguru-empty-'),
      ...(onPostgres ? { databaseUrl: (await freshPostgres()).url } : {}),
    };
    const noFlag = await runDbCommand('db-backup', [], where);
    expect(noFlag.code).toBe(1);
    expect(noFlag.output).toContain('Usage: npm run db:backup -- --out FILE');
    const missing = path.join(where.dataDir, 'nothing-here.backup');
    const noFile = await runDbCommand('db-restore', ['--in', missing], where);
    expect(noFile.code).toBe(1);
    expect(noFile.output.trim()).toBe(`There is no backup file ${missing}.`);
  }, 60_000);
});
