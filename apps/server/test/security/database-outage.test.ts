// A database outage answers 503 with Retry-After and `{ message, code }`, never 500; readiness
// (/api/health) reports it while liveness (/api/health/live) stays up; and the app recovers by
// itself when PostgreSQL comes back. On PostgreSQL the app reaches its own database through a TCP
// proxy the test stops and restarts, and its sessions are also killed with pg_terminate_backend;
// on PGlite the embedded database is closed under the running app.
import { API_PATHS, say } from '@gharguru/contract';
import { buildContactMessage, buildTeacher } from '@gharguru/contract/testing';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { type Database, openDatabase } from '../../src/db/client.js';
import { readSnapshot } from '../global-setup.js';
import {
  createFreshPostgresDatabase,
  type FreshPostgresDatabase,
  onPostgresServer,
} from '../lifecycle/fresh-postgres.js';
import { type TcpProxy, startTcpProxy } from '../tcp-proxy.js';
import { testConfig } from '../test-app.js';

const RECOVERY_DEADLINE_MS = 20_000;

function call(app: FastifyInstance, method: InjectOptions['method'], path: string, body?: unknown, token?: string) {
  return app.inject({
    method,
    url: `/api${path}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
  });
}

async function signUp(app: FastifyInstance) {
  const input = buildTeacher();
  const registered = await call(app, 'POST', API_PATHS.teacherRegister, input);
  expect(registered.statusCode).toBe(201);
  const credentials = { email: input.email, password: input.password };
  const signedIn = await call(app, 'POST', API_PATHS.teacherLogin, credentials);
  expect(signedIn.statusCode).toBe(200);
  return { credentials, token: signedIn.json().accessToken as string };
}

function expectUnavailable(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, `${what}: ${response.body}`).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual(say('databaseUnavailable'));
}

/** What the app answers while its database is gone: 503 everywhere the database is needed. */
async function expectOutageAnswers(app: FastifyInstance, session: Awaited<ReturnType<typeof signUp>>) {
  expectUnavailable(await call(app, 'POST', API_PATHS.teacherLogin, session.credentials), 'sign-in');
  expectUnavailable(await call(app, 'GET', API_PATHS.teacherProfile, undefined, session.token), 'profile');
  expectUnavailable(await call(app, 'POST', API_PATHS.visitorData, buildContactMessage()), 'contact form');
  expectUnavailable(await call(app, 'POST', API_PATHS.teacherRegister, buildTeacher()), 'registration');

  const readiness = await call(app, 'GET', API_PATHS.health);
  expect(readiness.statusCode).toBe(503);
  expect(readiness.headers['retry-after']).toBe('5');
  expect(readiness.json()).toEqual({ status: 'degraded', database: 'unreachable', ...say('databaseUnavailable') });

  const liveness = await call(app, 'GET', API_PATHS.healthLive);
  expect(liveness.statusCode).toBe(200);
  expect(liveness.json()).toEqual({ status: 'ok' });
}

/** Polls until the app answers the session's requests again; every answer on the way is 200 or 503. */
async function expectRecovery(app: FastifyInstance, session: Awaited<ReturnType<typeof signUp>>) {
  const deadline = Date.now() + RECOVERY_DEADLINE_MS;
  for (;;) {
    const profile = await call(app, 'GET', API_PATHS.teacherProfile, undefined, session.token);
    if (profile.statusCode === 200) break;
    expectUnavailable(profile, 'profile while recovering');
    if (Date.now() > deadline) throw new Error(`no recovery within ${RECOVERY_DEADLINE_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect((await call(app, 'GET', API_PATHS.health)).statusCode).toBe(200);
  expect((await call(app, 'POST', API_PATHS.teacherLogin, session.credentials)).statusCode).toBe(200);
  expect((await signUp(app)).token).toBeTruthy();
}

describe.runIf(process.env.TEST_DB === 'postgres')('a PostgreSQL outage', () => {
  let fresh: FreshPostgresDatabase;
  let proxy: TcpProxy;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    fresh = await createFreshPostgresDatabase('gharguru_outage');
    const server = new URL(fresh.url);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const url = new URL(fresh.url);
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    database = await openDatabase({ kind: 'postgres', url: url.toString() });
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.stop();
    await fresh?.drop();
  });

  it('[OPS-4] answers 503 with Retry-After while the server is unreachable, and recovers when it is back', async () => {
    const session = await signUp(app);
    await proxy.stop();
    try {
      await expectOutageAnswers(app, session);
    } finally {
      await proxy.start();
    }
    await expectRecovery(app, session);
  });

  it('recovers from its sessions being terminated on the server', async () => {
    const session = await signUp(app);
    const terminated = await onPostgresServer((client) =>
      client.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [fresh.name],
      ),
    );
    expect(terminated.rowCount).toBeGreaterThan(0);
    await expectRecovery(app, session);
  });
});

describe.runIf(process.env.TEST_DB !== 'postgres')('a closed embedded database', () => {
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    const snapshotPath = inject('pgliteSnapshotPath');
    database = await openDatabase({
      kind: 'pglite-memory',
      snapshot: snapshotPath ? await readSnapshot(snapshotPath) : undefined,
    });
    // The test closes the database itself, under the running app.
    app = await buildApp({ config: testConfig(), database, closeDatabase: false });
  });
  afterAll(() => app.close());

  it('[OPS-4] answers 503 with Retry-After, and liveness stays up', async () => {
    const session = await signUp(app);
    await database.close();
    await expectOutageAnswers(app, session);
  });
});
