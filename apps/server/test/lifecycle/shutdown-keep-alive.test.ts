// SIGTERM under continuous keep-alive traffic: clients that send their next request as soon as the
// last one is answered, on kept-alive connections (and on new ones after a `Connection: close`),
// until the server stops accepting. Every request a client sent is answered (2xx or 503 in the
// API's shape); none is reset. A refused connection is not a reset: nothing was sent on it.
import http from 'node:http';
import { buildStudentRequest } from '@gharguru/contract/testing';
import { describe, expect, it } from 'vitest';
import { onPostgres } from './fresh-postgres.js';
import { isAnswer, type Outcome, send } from './http-client.js';
import { serverDatabaseForEachTest } from './migrated-data-dir.js';
import { startServer, waitForExit } from './server-process.js';

const CLIENTS = 8;
const LOAD_BEFORE_SIGNAL_MS = 1_500;
const LOAD_LIMIT_MS = 20_000;

const freshDatabase = serverDatabaseForEachTest('gharguru-keep-alive-');

describe('SIGTERM under continuous keep-alive traffic', () => {
  it('answers every request sent and resets none', async () => {
    const server = await startServer(await freshDatabase());
    const outcomes: Outcome[] = [];
    let stopped = false;
    void server.exited.then(() => {
      stopped = true;
    });

    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const started = Date.now();
      for (let i = 0; !stopped && Date.now() - started < LOAD_LIMIT_MS; i++) {
        const outcome =
          i % 2 === 0
            ? await send(server.port, { method: 'GET', path: '/api/public/tuitions?limit=12', agent })
            : await send(server.port, {
                method: 'POST',
                path: '/api/student/request',
                body: buildStudentRequest({ email: `keep.alive.${n}.${i}@example.com` }),
                agent,
              });
        if (!isAnswer(outcome) && outcome.error === 'ECONNREFUSED') break;
        outcomes.push(outcome);
      }
      agent.destroy();
    };

    const load = Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)));
    await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await load;
    const exit = await waitForExit(server, 10_000);
    const shutdownMs = Date.now() - signalledAt;

    const answered = outcomes.filter(isAnswer);
    const resets = outcomes.filter((outcome) => !isAnswer(outcome));
    const byStatus: Record<number, number> = {};
    for (const { status } of answered) byStatus[status] = (byStatus[status] ?? 0) + 1;
    console.info(
      `keep-alive shutdown (${onPostgres ? 'postgres' : 'pglite'}): ${outcomes.length} requests, ` +
        `${JSON.stringify(byStatus)} by status, ${resets.length} reset ${JSON.stringify(resets)}; ` +
        `exit ${exit} after ${shutdownMs} ms`,
    );
    expect(resets).toEqual([]);
    expect(answered.filter(({ status }) => ![200, 201, 503].includes(status))).toEqual([]);
    expect(answered.filter(({ status }) => status === 503).length).toBeGreaterThan(0);
    expect(exit, server.output()).toBe(0);
  }, 90_000);
});
