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
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app.js';
import { type AppConfig, loadConfig } from '../src/config.js';
import { type Database, openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { admins } from '../src/db/schema.js';
import { createTokenService, type TokenService } from '../src/lib/tokens.js';
import { readSnapshot } from './global-setup.js';
import { createFreshPostgresDatabase } from './lifecycle/fresh-postgres.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

/** A well-formed id that no row has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

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
  const fresh = await createFreshPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url: fresh.url });
  return {
    ...database,
    async close() {
      await database.close();
      await fresh.drop();
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
  /** api() for a POST, the commonest call: `body` and an optional bearer token. */
  post(path: string, body?: unknown, token?: string): Promise<LightMyRequestResponse>;
  /** Every response body api() has answered, oldest first: for checks over all that a file saw. */
  readonly answered: string[];
  close(): Promise<void>;
}

export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): Promise<TestApp> {
  const config = testConfig(overrides);
  const database = await openTestDatabase();
  const app = await buildApp({ config, database, logStream: options.logStream });
  const answered: string[] = [];
  const api: TestApp['api'] = async ({ method, path: apiPath, body, token, headers }) => {
    const response = await app.inject({
      method,
      url: `/api${apiPath}`,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as InjectOptions['payload'] }),
    });
    answered.push(response.body);
    return response;
  };
  return {
    app,
    database,
    config,
    tokens: createTokenService(TEST_JWT_SECRET),
    api,
    post: (path, body, token) => api({ method: 'POST', path, body, token }),
    answered,
    close: () => app.close(),
  };
}

/** Runs `use` with an app of its own (for one test), closed afterwards whatever happens. */
export async function withTestApp<T>(overrides: Partial<AppConfig>, use: (t: TestApp) => Promise<T>): Promise<T> {
  const t = await createTestApp(overrides);
  try {
    return await use(t);
  } finally {
    await t.close();
  }
}

/**
 * The one app of a test file: opened in the file's first beforeAll, closed after its last test. The
 * object stands in for it from the start, so helpers can take it at the top of the file. Its rate
 * limits are off unless `overrides` set them: a file signs many accounts up from one address, and
 * the limits are tested with apps of their own.
 */
export function testAppForFile(
  overrides: Partial<AppConfig> | (() => Partial<AppConfig>) = {},
  options: { logStream?: NodeJS.WritableStream } = {},
): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    const config = typeof overrides === 'function' ? overrides() : overrides;
    opened = await createTestApp({ rateLimit: rateLimits({ enabled: false }), ...config }, options);
  });
  afterAll(() => opened?.close());
  const app = () => {
    if (!opened) throw new Error('the file app opens in beforeAll: use it inside hooks and tests');
    return opened;
  };
  return {
    get app() {
      return app().app;
    },
    get database() {
      return app().database;
    },
    get config() {
      return app().config;
    },
    get tokens() {
      return app().tokens;
    },
    get answered() {
      return app().answered;
    },
    api: (options) => app().api(options),
    post: (path, body, token) => app().post(path, body, token),
    close: () => app().close(),
  };
}

/** The rate limits on, as in production, with `overrides`. */
export function rateLimits(overrides: Partial<AppConfig['rateLimit']> = {}): AppConfig['rateLimit'] {
  return { ...testConfig().rateLimit, enabled: true, ...overrides };
}

/** Config with the rate limits off: for files that sign many accounts up from one address. */
export function withoutRateLimits(overrides: Partial<AppConfig> = {}): Partial<AppConfig> {
  return { ...overrides, rateLimit: rateLimits({ enabled: false }) };
}

// ---- Shortcuts for signing in (inputs come from @gharguru/contract/testing) ----------------------

/** POST /{role}/login with these credentials: the answer as it comes, for the test to check. */
export function logIn(t: TestApp, role: 'teacher' | 'admin', credentials: { email: unknown; password: unknown }) {
  const { email, password } = credentials;
  return t.api({ method: 'POST', path: `/${role}/login`, body: { email, password } });
}

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
  const login = await logIn(t, 'teacher', input);
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
  const login = await logIn(t, 'admin', input);
  if (login.statusCode !== 200) throw new Error(`admin login failed: ${login.body}`);
  return {
    token: login.json().accessToken as string,
    email: input.email as string,
    password: input.password as string,
    id: row!.id,
  };
}

export type SignedInAdmin = Awaited<ReturnType<typeof signInNewAdmin>>;

/** An approved admin of the file's app, signed in by a beforeAll: read its fields inside tests. */
export function adminForFile(t: TestApp, overrides: Partial<AdminRegisterInput> = {}): SignedInAdmin {
  const admin = {} as SignedInAdmin;
  beforeAll(async () => {
    Object.assign(admin, await signInNewAdmin(t, overrides));
  });
  return admin;
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
 * A teacher posts an offer through the API and returns its id: a unique `name` finds it again, without
 * one it is the teacher's newest. With `status`, an admin then sets it: 'Completed' lists it in the
 * directory.
 */
export async function addOffer(
  t: TestApp,
  teacher: { token: string },
  input: Record<string, unknown> & { name?: string } = {},
  listedBy?: { adminToken: string; status?: 'Pending' | 'Completed' },
): Promise<string> {
  const added = await t.api({ method: 'POST', path: '/tution/add', token: teacher.token, body: buildTuition(input) });
  if (added.statusCode !== 201) throw new Error(`adding an offer failed: ${added.body}`);
  const find = input.name === undefined ? { limit: 1 } : { q: input.name };
  const posts = await t.api({ method: 'POST', path: '/tution/posts', token: teacher.token, body: find });
  const id = posts.json().posts[0]._id as string;
  if (listedBy) await setOfferStatus(t, listedBy.adminToken, id, listedBy.status ?? 'Completed');
  return id;
}

/** Teachers post offers in the order given (`[teacher, input]` by key); their ids come back by key. */
export async function addOffers<K extends string>(
  t: TestApp,
  offers: Record<K, [teacher: { token: string }, input: Record<string, unknown> & { name: string }]>,
  listedBy?: { adminToken: string },
): Promise<Record<K, string>> {
  const ids = {} as Record<K, string>;
  for (const key of Object.keys(offers) as K[]) {
    const [teacher, input] = offers[key];
    ids[key] = await addOffer(t, teacher, input, listedBy);
  }
  return ids;
}

/** An admin verifies a teacher, or takes the badge back with `verified: false`: the answer as it comes. */
export function setTeacherVerified(t: TestApp, adminToken: string, teacherId: string, verified: unknown = true) {
  return t.api({
    method: 'PUT',
    path: `/admin/profile/teacher/${teacherId}/verify`,
    token: adminToken,
    body: { verified },
  });
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
