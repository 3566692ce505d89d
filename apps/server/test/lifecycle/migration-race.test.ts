// Two instances starting together on an empty PostgreSQL database: both open it, and the
// migrations are applied once (db/client.ts serializes them with an advisory lock).
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase } from '../../src/db/client.js';
import { createFreshPostgresDatabase, onPostgres } from './fresh-postgres.js';

const ROUNDS = 5;
const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

async function appliedMigrations(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>('SELECT count(*) FROM drizzle.__drizzle_migrations');
    return Number(rows[0]?.count);
  } finally {
    await client.end();
  }
}

describe.skipIf(!onPostgres)('two instances starting together on an empty database', () => {
  it(`[OPS-7] both start and the schema is migrated once, in ${ROUNDS} rounds`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const fresh = await createFreshPostgresDatabase();
      try {
        const opened = await Promise.allSettled([
          openDatabase({ kind: 'postgres', url: fresh.url }),
          openDatabase({ kind: 'postgres', url: fresh.url }),
        ]);
        for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
        expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).toEqual([
          'ok',
          'ok',
        ]);
        expect(await appliedMigrations(fresh.url)).toBe(journal.entries.length);
      } finally {
        await fresh.drop();
      }
    }
  }, 60_000);
});
