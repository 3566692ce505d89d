// A fresh app on a fresh database for each test file: in-memory PGlite by default, or a brand-new
// database on the PostgreSQL server when the file runs in the "postgres" project.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import {
  type AdminRegisterInput,
  buildAdmin,
  buildTeacher,
  buildTuition,
  type TeacherInput,
} from '@gharguru/contract/testing';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { admins } from '../src/db/schema.js';
import { createTokenService, type TokenService } from '../src/lib/tokens.js';
import { readSnapshot } from './global-setup.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
  return {
    ...base,
    dataDir: path.join(os.tmpdir(), `gharguru-test-${randomUUID()}`),
    database: { kind: 'pglite-memory' },
    webDist: undefined,
    // Cheap hashing keeps the suite fast; production cost is set in config.ts.
    passwordHashing: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    ...overrides,
  };
}

async function openTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const snapshotPath = inject('pgliteSnapshotPath');
    return openDatabase({
      kind: 'pglite-memory',
      snapshot: snapshotPath ? await readSnapshot(snapshotPath) : undefined,
    });
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `gharguru_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  tokens: TokenService;
  /** inject() with the /api prefix, a JSON body and an optional bearer token. */
  api(options: {
    method: InjectOptions['method'];
    path: string;
    body?: unknown;
    token?: string;
    headers?: Record<string, string>;
  }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logStream: options.logStream });
  return {
    app,
    database,
    config,
    tokens: createTokenService(TEST_JWT_SECRET),
    api: ({ method, path: apiPath, body, token, headers }) =>
      app.inject({
        method,
        url: `/api${apiPath}`,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
      }),
    close: () => app.close(),
  };
}

// ---- Shortcuts for signing in (inputs come from @gharguru/contract/testing) ----------------------

export interface SignedInTeacher {
  token: string;
  email: string;
  password: string;
  id: string;
}

export async function signUpTeacher(t: TestApp, overrides: Partial<TeacherInput> = {}): Promise<SignedInTeacher> {
  const input = buildTeacher(overrides);
  const registered = await t.api({ method: 'POST', path: '/teacher/register', body: input });
  if (registered.statusCode !== 201) throw new Error(`teacher register failed: ${registered.body}`);
  const login = await t.api({
    method: 'POST',
    path: '/teacher/login',
    body: { email: input.email, password: input.password },
  });
  if (login.statusCode !== 200) throw new Error(`teacher login failed: ${login.body}`);
  const token = login.json().accessToken as string;
  const checked = await t.tokens.check(token);
  if (!checked.ok) throw new Error('issued token does not verify');
  return { token, email: input.email as string, password: input.password as string, id: checked.claims.accountId };
}

/** Creates an approved admin directly (as the admin:create command does) and signs in. */
export async function signInNewAdmin(t: TestApp, overrides: Partial<AdminRegisterInput> = {}) {
  const input = buildAdmin(overrides);
  const [row] = await t.database.db
    .insert(admins)
    .values({
      firstName: input.firstName as string,
      lastName: input.lastName as string,
      mobile: input.mobile as string,
      email: input.email as string,
      role: 'admin',
      passwordHash: await hashPassword(input.password as string, t.config.passwordHashing),
    })
    .returning({ id: admins.id });
  const login = await t.api({
    method: 'POST',
    path: '/admin/login',
    body: { email: input.email, password: input.password },
  });
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  return {
    token: login.json().accessToken as string,
    email: input.email as string,
    password: input.password as string,
    id: row!.id,
  };
}

/** Registers an admin through the API: the account stays adminRolePending. */
export async function registerPendingAdmin(t: TestApp, overrides: Partial<AdminRegisterInput> = {}) {
  const input = buildAdmin(overrides);
  const response = await t.api({ method: 'POST', path: '/admin/register', body: input });
  if (response.statusCode !== 201) throw new Error(`admin register failed: ${response.body}`);
  const [row] = await t.database.db
    .select({ id: admins.id })
    .from(admins)
    .where(eq(admins.email, input.email as string));
  return { email: input.email as string, password: input.password as string, id: row!.id };
}

// ---- Shortcuts for tuition offers -------------------------------------------------------------------

/**
 * A teacher posts an offer (a unique `name` finds it again) through the API; returns its id. With
 * `status`, an admin then sets it: 'Completed' lists it in the directory.
 */
export async function addOffer(
  t: TestApp,
  teacher: { token: string },
  input: Record<string, unknown> & { name: string },
  listedBy?: { adminToken: string; status?: 'Pending' | 'Completed' },
): Promise<string> {
  const added = await t.api({ method: 'POST', path: '/tution/add', token: teacher.token, body: buildTuition(input) });
  if (added.statusCode !== 201) throw new Error(`adding an offer failed: ${added.body}`);
  const posts = await t.api({ method: 'POST', path: '/tution/posts', token: teacher.token, body: { q: input.name } });
  const id = posts.json().posts[0]._id as string;
  if (listedBy) await setOfferStatus(t, listedBy.adminToken, id, listedBy.status ?? 'Completed');
  return id;
}

/** An admin sets an offer's status ('Completed' lists it in the directory, 'Pending' takes it off). */
export async function setOfferStatus(t: TestApp, adminToken: string, id: string, status: 'Pending' | 'Completed') {
  const response = await t.api({
    method: 'PUT',
    path: `/admin/profile/tution/update/${id}`,
    token: adminToken,
    body: { status },
  });
  if (response.statusCode !== 200) throw new Error(`setting the offer status failed: ${response.body}`);
}
