// A brand-new database on the test PostgreSQL server (TEST_DATABASE_URL), dropped afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface FreshPostgresDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

function testServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  return serverUrl;
}

/** Runs `work` on a client of the test server (its maintenance database), then disconnects. */
export async function onPostgresServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  return work(client).finally(() => client.end());
}

/** `prefix` names the database after the test that made it, for whoever finds one left behind. */
export async function createFreshPostgresDatabase(prefix = 'gharguru_test'): Promise<FreshPostgresDatabase> {
  const name = `${prefix}_${randomUUID().replaceAll('-', '')}`;
  await onPostgresServer((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await onPostgresServer((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
