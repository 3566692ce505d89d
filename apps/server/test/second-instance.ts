// A second app instance on the database of a test app, as two servers on one database run: on
// PostgreSQL through a connection pool of its own, on PGlite (one process) on the same handle.
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import type { TestApp } from './test-app.js';

export interface SecondInstance {
  app: FastifyInstance;
  close(): Promise<void>;
}

async function openSameDatabase(t: TestApp): Promise<{ database: Database; owned: boolean }> {
  if (process.env.TEST_DB !== 'postgres') return { database: t.database, owned: false };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Both drivers answer `execute` with `{ rows }`; the shared Db type does not say so.
  const result = (await t.database.db.execute(sql`select current_database() as name`)) as { rows: { name: string }[] };
  const url = new URL(serverUrl);
  url.pathname = `/${result.rows[0]?.name}`;
  return { database: await openDatabase({ kind: 'postgres', url: url.toString() }), owned: true };
}

/** Another buildApp on `t`'s database, with `t`'s configuration unless told otherwise. */
export async function startSecondInstance(t: TestApp, config: AppConfig = t.config): Promise<SecondInstance> {
  const { database, owned } = await openSameDatabase(t);
  const app = await buildApp({ config, database, closeDatabase: owned });
  return { app, close: () => app.close() };
}
