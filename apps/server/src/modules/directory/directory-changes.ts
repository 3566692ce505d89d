// Several instances on one PostgreSQL database each cache the directory's pages and facets; a change
// made on one must reach the others' caches within a moment, not after their 30 s. Every change sends
// a PostgreSQL NOTIFY, and each instance LISTENs on one connection of its own and drops its caches
// when another instance's notice arrives. While that connection is down (an outage) an instance
// drops its caches on losing it and again on getting it back, so no notice is missed for longer than
// the reconnection; in between the caches' own time-outs apply. PGlite is one process: the local
// drop (facets-cache.ts) is all it needs, and nothing here runs.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../../db/client.js';

const CHANNEL = 'gharguru_directory';
const RECONNECT_MS = 1_000;

/** How each listening database's changes are announced (keyed by its Drizzle handle, as the caches are). */
const announcers = new WeakMap<object, () => void>();

/** Tells the other instances on this database that an offer or a teacher changed. */
export function announceDirectoryChange(db: object): void {
  announcers.get(db)?.();
}

export interface DirectoryChangeListener {
  close(): Promise<void>;
}

/**
 * Listens for the other instances' changes on a connection of its own to `url` (reconnecting every
 * second when it drops), calls `onChange` for each, and announces this instance's changes to them.
 */
export async function listenForDirectoryChanges({
  db,
  url,
  onChange,
  log,
}: {
  db: Db;
  url: string;
  onChange: () => void;
  log: FastifyBaseLogger;
}): Promise<DirectoryChangeListener> {
  // Each instance hears its own notices too; its own changes were dropped locally already.
  const instance = randomUUID();
  let listening: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  announcers.set(db, () => {
    db.execute(sql`SELECT pg_notify(${CHANNEL}, ${instance})`).catch((error: unknown) => {
      log.warn({ err: error }, 'could not tell the other instances of a directory change');
    });
  });

  const reconnectLater = () => {
    if (closed) return;
    retry = setTimeout(() => void connect(), RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    // A lost connection ends the client; 'end' below reconnects. Queries report their own errors.
    client.on('error', () => {});
    client.on('notification', (notice) => {
      if (notice.payload !== instance) onChange();
    });
    client.on('end', () => {
      if (listening !== client) return;
      listening = undefined;
      log.warn('lost the connection that hears other instances’ directory changes; reconnecting');
      onChange();
      reconnectLater();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch {
      void client.end().catch(() => {});
      reconnectLater();
      return;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    listening = client;
    // Changes made while nobody listened were not heard.
    onChange();
  };

  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      announcers.delete(db);
      const client = listening;
      listening = undefined;
      await client?.end().catch(() => {});
    },
  };
}
