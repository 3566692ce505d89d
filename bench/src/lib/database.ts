// The bench databases: one per scale on the local PostgreSQL server (dropped and created fresh),
// or a PGlite data directory; both migrated by the server's own openDatabase().
import { rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase, type Database } from '../../../apps/server/src/db/client.js';

export const DEFAULT_BENCH_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/gharguru_bench';

export function benchDatabaseUrl(): string {
  return process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
}

/** The same server and credentials, another database name (one per scaling point). */
export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export function databaseName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.slice(1));
}

export async function recreatePostgresDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop a database named ${JSON.stringify(name)}`);
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

/** What both drivers offer under Drizzle: a pg.Pool and a PGlite instance both have query(text, params). */
export interface RawClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
}

export function rawClient(database: Database): RawClient {
  return (database.db as unknown as { $client: RawClient }).$client;
}

export async function openFreshDatabase(
  target: { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string },
): Promise<Database> {
  if (target.kind === 'postgres') {
    await recreatePostgresDatabase(target.url);
    return openDatabase({ kind: 'postgres', url: target.url });
  }
  rmSync(target.dataDir, { recursive: true, force: true });
  return openDatabase({ kind: 'pglite', dataDir: target.dataDir });
}
