// Opens the database named by the configuration, applies the committed migrations, and hands
// back one Drizzle handle whose queries are the same on PGlite and on a PostgreSQL server.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseConfig } from '../config.js';
import { pgdataDir, requireDatabaseOrNew, tightenModes } from './data-dir.js';
import { lockDataDir } from './data-dir-lock.js';
import { schema, type Schema } from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /** PostgreSQL's URL, for connections of their own (the directory's change notices); unset on PGlite. */
  url?: string;
  /** True when the database answers a trivial query. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/** In the source tree this is src/db/migrations; in the bundle, dist/migrations (copied by build.mjs). */
export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * Every PGlite this app opens, whatever for (server, tests, backups): the migrations create pg_trgm
 * (admin search indexes, migration 0004), and PGlite can only run it with the extension loaded.
 */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } };

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  const database = config.kind === 'postgres' ? await openPostgres(config.url) : await openPglite(config);
  const ping = async () => {
    try {
      await database.db.execute(sql`select 1`);
      return true;
    } catch {
      return false;
    }
  };
  return { ...database, ping };
}

async function openPglite(config: Exclude<DatabaseConfig, { kind: 'postgres' }>): Promise<Omit<Database, 'ping'>> {
  const release = config.kind === 'pglite' ? lockDataDir(config.dataDir) : () => {};
  try {
    if (config.kind === 'pglite') requireDatabaseOrNew(config.dataDir);
    const client =
      config.kind === 'pglite'
        ? await PGlite.create(pgdataDir(config.dataDir), PGLITE_OPTIONS)
        : await PGlite.create(config.snapshot ? { ...PGLITE_OPTIONS, loadDataDir: config.snapshot } : PGLITE_OPTIONS);
    // A first start unpacks initdb's files 0666 (data-dir.ts).
    if (config.kind === 'pglite') tightenModes(config.dataDir);
    const db = drizzlePglite({ client, ...drizzleOptions });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db: db as unknown as Db,
      kind: config.kind,
      close: async () => {
        try {
          await client.close();
          // PGlite rewrites a few cache files (pg_internal.init) 0644 whatever the umask (data-dir.ts).
          if (config.kind === 'pglite') tightenModes(config.dataDir);
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

/** Any fixed number, the same in every instance: the advisory lock that serializes migrations. */
export const MIGRATION_LOCK_KEY = 4_711_013;

/**
 * Migrates on one dedicated connection holding a session advisory lock, so instances that start
 * together take turns: the first applies the migrations, the others find them applied. Without it
 * two instances on an empty database both create drizzle's schema and tables and one fails.
 */
async function migratePostgresExclusively(url: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg({ client, ...drizzleOptions }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session releases the advisory lock too, even when the unlock is not reached.
    await client.end();
  }
}

async function openPostgres(url: string): Promise<Omit<Database, 'ping'>> {
  await migratePostgresExclusively(url);
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not crash the process; queries report their own errors.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, ...drizzleOptions });
  return { db: db as unknown as Db, kind: 'postgres', url, close: () => pool.end() };
}
