// A brand-new database on the test PostgreSQL server (TEST_DATABASE_URL), dropped afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const onPostgres = process.env.TEST_DB === 'postgres';

export interface FreshPostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createFreshPostgresDatabase(): Promise<FreshPostgresDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('the postgres project needs TEST_DATABASE_URL');
  const name = `gharguru_test_${randomUUID().replaceAll('-', '')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
