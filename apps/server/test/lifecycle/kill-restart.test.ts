// kill -9 under write load: every write the server acknowledged (201) is there after a restart on
// the same data, and each restart takes the dead process's lock over. Three rounds on PGlite, one
// on PostgreSQL. Each start is a real process (a few seconds on a quiet machine).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { openDatabase } from '../../src/db/client.js';
import { studentRequests } from '../../src/db/schema.js';

import { onPostgres } from './fresh-postgres.js';
import { isAnswer, send } from './http-client.js';
import { serverDatabaseForEachTest } from './migrated-data-dir.js';
import { type ServerDatabase, type ServerProcess, startServer } from './server-process.js';

const ROUNDS = onPostgres ? 1 : 3;
const WRITERS = 8;
/** Each round kills at a random moment after this many acknowledged writes... */
const MIN_ACKNOWLEDGED = 20;
/** ...and within this many milliseconds after that. */
const KILL_WINDOW_MS = 800;

const freshDatabase = serverDatabaseForEachTest('gharguru-kill-');

/** Writes until the process dies; returns the e-mails of the writes answered 201. */
async function writeUntilKilled(server: ServerProcess, round: number): Promise<string[]> {
  const acknowledged: string[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: WRITERS });
  let dead = false;
  void server.exited.then(() => {
    dead = true;
  });
  let reachedMinimum: () => void = () => {};
  const minimum = new Promise<void>((resolve) => {
    reachedMinimum = resolve;
  });
  let sequence = 0;
  const writer = async () => {
    while (!dead) {
      const email = `kill.${round}.${sequence++}@example.com`;
      const outcome = await send(server.port, {
        method: 'POST',
        path: '/api/student/request',
        body: buildStudentRequest({ email }),
        agent,
      });
      if (isAnswer(outcome) && outcome.status === 201) acknowledged.push(email);
      if (acknowledged.length >= MIN_ACKNOWLEDGED) reachedMinimum();
    }
  };
  const writers = Array.from({ length: WRITERS }, writer);
  await Promise.race([minimum, server.exited]);
  await new Promise((resolve) => setTimeout(resolve, Math.random() * KILL_WINDOW_MS));
  server.child.kill('SIGKILL');
  await server.exited;
  await Promise.all(writers);
  agent.destroy();
  return acknowledged;
}

async function storedEmails(where: ServerDatabase, emails: string[]): Promise<Set<string>> {
  const database = await openDatabase(
    where.databaseUrl ? { kind: 'postgres', url: where.databaseUrl } : { kind: 'pglite', dataDir: where.dataDir },
  );
  try {
    const rows = await database.db
      .select({ email: studentRequests.email })
      .from(studentRequests)
      .where(inArray(studentRequests.email, emails));
    return new Set(rows.map((row) => row.email ?? ''));
  } finally {
    await database.close();
  }
}

describe('kill -9 under write load', () => {
  it(`keeps every acknowledged write over ${ROUNDS} kill and restart round(s)`, async () => {
    const where = await freshDatabase();

    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await startServer(where);
      const health = await send(server.port, { method: 'GET', path: '/api/health' });
      expect(isAnswer(health) && health.status).toBe(200);
      const written = await writeUntilKilled(server, round);
      expect(written.length).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED);
      acknowledged.push(...written);
      if (!onPostgres) expect(fs.existsSync(path.join(where.dataDir, 'gharguru.lock'))).toBe(true);
    }

    // Each round after the first restarted the server on the killed one's data (and lock); the
    // last kill is followed by opening the data here, which takes its lock over the same way.
    const stored = await storedEmails(where, acknowledged);
    const missing = acknowledged.filter((email) => !stored.has(email));
    console.info(
      `kill -9 (${onPostgres ? 'postgres' : 'pglite'}): ${ROUNDS} round(s), ${acknowledged.length} acknowledged writes, ` +
        `${acknowledged.length - missing.length} found after restart`,
    );
    expect(missing).toEqual([]);
  }, 120_000);
});
