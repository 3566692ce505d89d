// A PGlite data directory that starts as the PGlite project's migrated dump (test/global-setup.ts),
// so a spawned server or command does not spend seconds on initdb and the migrations first.
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_OPTIONS } from '../../src/db/client.js';
import { readSnapshot } from '../global-setup.js';

export async function startFromMigratedSnapshot(dataDir: string): Promise<void> {
  const snapshotPath = inject('pgliteSnapshotPath');
  if (!snapshotPath) return;
  const client = await PGlite.create(path.join(dataDir, 'pgdata'), {
    ...PGLITE_OPTIONS,
    loadDataDir: await readSnapshot(snapshotPath),
  });
  await client.close();
}
