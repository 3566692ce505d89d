// A PGlite data directory that starts as the PGlite project's migrated dump (test/global-setup.ts),
// so a spawned server or command does not spend seconds on initdb and the migrations first.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, inject } from 'vitest';
import { PGLITE_OPTIONS } from '../../src/db/client.js';
import { readSnapshot } from '../global-setup.js';
import { createFreshPostgresDatabase, type FreshPostgresDatabase, onPostgres } from './fresh-postgres.js';
import type { ServerDatabase } from './server-process.js';

export async function startFromMigratedSnapshot(dataDir: string): Promise<void> {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) return;
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    ...PGLITE_OPTIONS,
    loadDataDir: await readSnapshot(snapshotPath),
  });
  await client.close();
}

/**
 * A database of its own for each test that calls the function returned, removed after that test: a
 * data directory (named `prefix`…) made from the migrated snapshot, or on PostgreSQL a fresh database
 * beside an empty data directory (for the lock).
 */
export function serverDatabaseForEachTest(prefix: string): () => Promise<ServerDatabase> {
  let dataDir: string | undefined;
  let postgres: FreshPostgresDatabase | undefined;
  afterEach(async () => {
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres?.drop();
    dataDir = undefined;
    postgres = undefined;
  });
  return async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    postgres = onPostgres ? await createFreshPostgresDatabase() : undefined;
    if (!onPostgres) await startFromMigratedSnapshot(dataDir);
    return { dataDir, databaseUrl: postgres?.url };
  };
}
