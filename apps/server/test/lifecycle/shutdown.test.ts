// SIGTERM in the middle of a burst: every request the server accepted is answered (201, or 503 in
// the API's shape), idle keep-alive connections are closed, the database is closed (PGlite's lock
// file is gone) and the process exits 0 within 5 s. On PGlite and on a fresh PostgreSQL database.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { MSG } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { buildStudentRequest } from '@gharguru/contract/testing';

import { onPostgres } from './fresh-postgres.js';
import { isAnswer, type Outcome, send } from './http-client.js';
import { serverDatabaseForEachTest } from './migrated-data-dir.js';
import { startServer, waitForExit } from './server-process.js';

const BURST = 50;
const IDLE_CONNECTIONS = 5;

const freshDatabase = serverDatabaseForEachTest('gharguru-shutdown-');

describe('SIGTERM during traffic', () => {
  it('[OPS-3] answers every accepted request, closes idle connections and the database, and exits 0 within 5 s', async () => {
    const where = await freshDatabase();
    const server = await startServer(where);

    // Keep-alive connections left idle: they must not hold the shutdown up.
    const idleAgent = new http.Agent({ keepAlive: true, maxSockets: IDLE_CONNECTIONS });
    const warmUp = await Promise.all(
      Array.from({ length: IDLE_CONNECTIONS }, () =>
        send(server.port, { method: 'GET', path: '/api/health', agent: idleAgent }),
      ),
    );
    expect(warmUp.every((outcome) => isAnswer(outcome) && outcome.status === 200)).toBe(true);
    const idleSockets = Object.values(idleAgent.freeSockets).flat();
    expect(idleSockets.length).toBeGreaterThan(0);
    const idleClosed = idleSockets.map((socket) => new Promise<void>((resolve) => socket?.once('close', resolve)));

    // A burst on its own connections; SIGTERM as soon as the first answer arrives.
    const burstAgent = new http.Agent({ keepAlive: true, maxSockets: BURST });
    let signalledAt = 0;
    const burst: Promise<Outcome>[] = Array.from({ length: BURST }, (_, i) =>
      send(server.port, {
        method: 'POST',
        path: '/api/student/request',
        body: buildStudentRequest({ email: `shutdown.${i}@example.com` }),
        agent: burstAgent,
      }).then((outcome) => {
        if (signalledAt === 0) {
          signalledAt = Date.now();
          server.child.kill('SIGTERM');
        }
        return outcome;
      }),
    );
    const outcomes = await Promise.all(burst);
    const exit = await waitForExit(server, 10_000);
    const shutdownMs = Date.now() - signalledAt;
    burstAgent.destroy();
    idleAgent.destroy();

    const answered = outcomes.filter(isAnswer);
    const created = answered.filter((outcome) => outcome.status === 201).length;
    const refused = answered.filter((outcome) => outcome.status === 503);
    console.info(
      `shutdown (${onPostgres ? 'postgres' : 'pglite'}): ${created} created, ${refused.length} refused with 503, ` +
        `${BURST - answered.length} reset; exit ${exit} after ${shutdownMs} ms`,
    );
    expect(outcomes.filter((outcome) => !isAnswer(outcome))).toEqual([]);
    expect(answered.filter((outcome) => outcome.status !== 201 && outcome.status !== 503)).toEqual([]);
    expect(created + refused.length).toBe(BURST);
    for (const outcome of refused) {
      expect(JSON.parse(outcome.body)).toEqual({ message: MSG.serviceUnavailable, code: 'serviceUnavailable' });
    }
    await Promise.all(idleClosed);
    expect(exit, server.output()).toBe(0);
    expect(shutdownMs).toBeLessThan(5_000);
    expect(fs.existsSync(path.join(where.dataDir, 'gharguru.lock'))).toBe(false);
    expect(server.output()).toContain('"msg":"shut down"');
  }, 90_000);
});
