// Property-based fuzzing of every API route, generated from the contract schemas the routes declare
// (fuzz/route-catalog.ts): as every kind of caller, plausible requests mixed with hostile ones
// (wrong types, huge strings, NUL and odd Unicode, numbers out of range, prototype-pollution keys,
// deep nesting, bad ids and bad percent-encoding). No answer may be a 5xx, and every error answer
// has the contract's error shape. Seeded: FUZZ_SEED reruns a failure, FUZZ_RUNS sets runs per route.
import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { ErrorResponseSchema } from '@gharguru/contract';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildStudentRequest, buildTuition } from '@gharguru/contract/testing';
import { charges, contactMessages, matches, payments, studentRequests, tuitions } from '../../src/db/schema.js';
import { insertCharge } from '../books.js';
import { registerPendingAdmin, signInNewAdmin, signUpTeacher, TEST_JWT_SECRET, testAppForFile } from '../test-app.js';
import {
  type Caller,
  type FuzzRequest,
  callerArbitrary,
  guaranteedRequests,
  requestArbitrary,
  rightCaller,
} from './fuzz/requests.js';
import { HOSTILE_HOSTS } from './fuzz/hostile-values.js';
import { type CatalogRoute, readRouteCatalog } from './fuzz/route-catalog.js';
import type { KnownValues } from './fuzz/schema-arbitraries.js';

const SEED = Number(process.env.FUZZ_SEED ?? 13_013);
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

// The catalog is read before the tests are defined, so each route gets a test of its own.
const routes = await readRouteCatalog();

const errorLog: string[] = [];
// Errors the app logs are kept, so a 5xx is reported with the server's side of it.
const logStream = new Writable({
  write(chunk, _encoding, done) {
    errorLog.push(String(chunk));
    done();
  },
});
const t = testAppForFile({ logLevel: 'error' }, { logStream });
let known: KnownValues;
const headers = new Map<Caller, string | undefined>();
const sent = { requests: 0, byStatus: new Map<number, number>() };

async function forge(options: { accountId: string; role: 'teacher' | 'admin'; secret: string; expired?: boolean }) {
  const now = Math.floor(Date.now() / 1000);
  const jwt = new SignJWT({ role: options.role, tv: 0 })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(options.accountId);
  if (options.expired) jwt.setIssuedAt(now - 8 * 24 * 3600).setExpirationTime(now - 60);
  else jwt.setIssuedAt(now).setExpirationTime(now + 3600);
  return jwt.sign(new TextEncoder().encode(options.secret));
}

function unsignedToken(accountId: string) {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none' })}.${part({ sub: accountId, role: 'admin', tv: 0, iat: now, exp: now + 3600 })}.`;
}

async function post(path: string, body: unknown, token?: string): Promise<string> {
  const response = await t.api({ method: 'POST', path, body, token });
  if (response.statusCode >= 300) throw new Error(`fixture ${path} failed: ${response.body}`);
  return response.body;
}

beforeAll(async () => {
  const teacher = await signUpTeacher(t);
  const otherTeacher = await signUpTeacher(t);
  const admin = await signInNewAdmin(t);
  const pendingAdmin = await registerPendingAdmin(t);
  // Records the fuzzer may read, change or delete; the callers' own accounts are not among them.
  const spareTeachers = [await signUpTeacher(t), await signUpTeacher(t)];
  const sparePendingAdmins = [await registerPendingAdmin(t), await registerPendingAdmin(t)];
  for (const owner of [teacher, teacher, otherTeacher]) await post('/tution/add', buildTuition(), owner.token);
  for (let count = 0; count < 2; count++) {
    await post('/student/request', buildStudentRequest());
    await post('/visitor-data', buildContactMessage());
  }
  // Two proposals (issue 10), so the match routes meet real matches of the callers' teacher.
  const requestIds = (await t.database.db.select({ id: studentRequests.id }).from(studentRequests)).map((r) => r.id);
  for (const requestId of requestIds) {
    await post('/admin/matches', { requestId, teacherId: teacher.id }, admin.token);
  }
  // The books (issue 29): charges of the callers' teacher, one with a payment, for the money routes.
  await insertCharge(t, { teacherId: teacher.id });
  await insertCharge(t, { teacherId: teacher.id, paid: 1_000 });
  const ids = await recordIds();
  known = {
    emails: [teacher.email, admin.email, spareTeachers[0]!.email],
    passwords: [teacher.password, admin.password],
    ids: [...ids, ...spareTeachers.map((spare) => spare.id), ...sparePendingAdmins.map((spare) => spare.id)],
  };

  const accountId = teacher.id;
  const badTokens: Record<string, string> = {
    malformed: 'Bearer not.a.jwt',
    'unsigned (alg none)': `Bearer ${unsignedToken(admin.id)}`,
    expired: `Bearer ${await forge({ accountId, role: 'teacher', secret: TEST_JWT_SECRET, expired: true })}`,
    'signed with another secret': `Bearer ${await forge({ accountId, role: 'teacher', secret: 'x'.repeat(48) })}`,
    'of a deleted account': `Bearer ${await forge({ accountId: randomUUID(), role: 'admin', secret: TEST_JWT_SECRET })}`,
    huge: `Bearer ${'a'.repeat(6000)}.${'b'.repeat(600)}.c`,
    'another scheme': `Basic ${Buffer.from(`${admin.email}:${admin.password}`).toString('base64')}`,
    // Signed with the real secret (issue 26: a subject that is not a UUID gave 500).
    'with a subject that is not an id': `Bearer ${await forge({ accountId: "x' or 1=1", role: 'admin', secret: TEST_JWT_SECRET })}`,
  };
  for (const [kind, header] of Object.entries(badTokens)) headers.set(`bad token ${kind}` as Caller, header);
  headers.set('anonymous', undefined);
  headers.set('teacher', `Bearer ${teacher.token}`);
  headers.set('other teacher', `Bearer ${otherTeacher.token}`);
  headers.set('admin', `Bearer ${admin.token}`);
  const pendingToken = await t.tokens.issue({ accountId: pendingAdmin.id, role: 'admin', tokenVersion: 0 });
  headers.set('pending admin', `Bearer ${pendingToken}`);
});

afterAll(() => {
  const statuses = [...sent.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`);
  console.info(`fuzz: ${sent.requests} requests over ${routes.length} routes (seed ${SEED}); ${statuses.join(', ')}`);
});

/** Ids of the posts, student requests, contact messages, matches, charges and payments the fixtures made. */
async function recordIds(): Promise<string[]> {
  const { db } = t.database;
  const rows = [
    ...(await db.select({ id: tuitions.id }).from(tuitions)),
    ...(await db.select({ id: studentRequests.id }).from(studentRequests)),
    ...(await db.select({ id: contactMessages.id }).from(contactMessages)),
    ...(await db.select({ id: matches.id }).from(matches)),
    ...(await db.select({ id: charges.id }).from(charges)),
    ...(await db.select({ id: payments.id }).from(payments)),
  ];
  return rows.map((row) => row.id);
}

async function send(caller: Caller, request: FuzzRequest): Promise<LightMyRequestResponse> {
  const requestHeaders: Record<string, string> = {};
  const authorization = headers.get(caller);
  if (authorization) requestHeaders.authorization = authorization;
  if (request.contentType) requestHeaders['content-type'] = request.contentType;
  if (request.host !== undefined) requestHeaders.host = request.host;
  const response = await t.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: requestHeaders,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
  sent.requests++;
  sent.byStatus.set(response.statusCode, (sent.byStatus.get(response.statusCode) ?? 0) + 1);
  return response;
}

const ERROR_KEYS = new Set(Object.keys(ErrorResponseSchema.shape));

/** Throws, with everything needed to reproduce it, when the answer is a 5xx or not the error shape. */
function checkAnswer(caller: Caller, request: FuzzRequest, response: LightMyRequestResponse, logFrom: number) {
  const sentText = `${caller}: ${request.method} ${request.url.slice(0, 300)} ${request.host === undefined ? '' : `Host: ${request.host.slice(0, 80)} `}${request.contentType ?? ''} ${(request.payload ?? '').slice(0, 300)}`;
  const answer = `${response.statusCode} ${response.body.slice(0, 500)}`;
  if (response.statusCode >= 500) {
    throw new Error(
      `5xx for ${sentText}\nanswer: ${answer}\nserver log:\n${errorLog.slice(logFrom).join('').slice(0, 4000)}`,
    );
  }
  if (response.statusCode < 400) return;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`error answer that is not JSON for ${sentText}\nanswer: ${answer}`);
  }
  const shaped = body as Record<string, unknown>;
  const problems = [
    typeof shaped?.message === 'string' && shaped.message.length > 0 ? undefined : 'message is not a text',
    shaped?.code === undefined || typeof shaped.code === 'string' ? undefined : 'code is not a text',
    shaped?.errors === undefined ||
    (typeof shaped.errors === 'object' &&
      shaped.errors !== null &&
      Object.values(shaped.errors).every((value) => typeof value === 'string'))
      ? undefined
      : 'errors is not an object of texts',
    ...Object.keys(shaped ?? {})
      .filter((key) => !ERROR_KEYS.has(key))
      .map((key) => `unexpected key ${key}`),
  ].filter(Boolean);
  if (problems.length > 0) throw new Error(`${problems.join(', ')} for ${sentText}\nanswer: ${answer}`);
}

async function sendAndCheck(caller: Caller, request: FuzzRequest) {
  const logFrom = errorLog.length;
  const response = await send(caller, request);
  checkAnswer(caller, request, response, logFrom);
}

it('[BOOK-21] fuzzes every route of the books', () => {
  expect(routes.filter((route) => /fee-rules|charges|payments|books/.test(route.url))).toHaveLength(15);
});

describe.each(routes)('$method $url', (route: CatalogRoute) => {
  it('answers every request without a 5xx, errors in the error shape', async () => {
    const examples = guaranteedRequests(route, known).map((request): [Caller, FuzzRequest] => [
      rightCaller(route.access),
      request,
    ]);
    await fc.assert(fc.asyncProperty(callerArbitrary(route.access), requestArbitrary(route, known), sendAndCheck), {
      seed: SEED,
      numRuns: RUNS_PER_ROUTE + examples.length,
      examples,
    });
  });
});

describe('outside the routes', () => {
  it('answers any method on any path without a 5xx, errors in the error shape', async () => {
    const method = fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD');
    const path = fc.oneof(
      fc.webPath().map((webPath) => `/api/${webPath.replace(/^\//, '')}`),
      fc.webPath().map((webPath) => `/${webPath.replace(/^\//, '')}`),
      fc.constantFrom(
        '/api',
        '/api/',
        '/api/%',
        '/%E0%A4%A',
        '/api/docs/%zz',
        `/api/${'a'.repeat(3000)}`,
        '//api//health',
      ),
    );
    const host = fc.option(fc.constantFrom(...HOSTILE_HOSTS), { nil: undefined, freq: 3 });
    const request = fc
      .tuple(method, path, host)
      .map(
        ([verb, url, hostHeader]): FuzzRequest => ({ method: verb, url, ...(hostHeader ? { host: hostHeader } : {}) }),
      );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<Caller>('anonymous', 'admin'), request, async (caller, fuzzRequest) => {
        const response = await send(caller, fuzzRequest);
        // HEAD answers carry no body to check.
        if (fuzzRequest.method === 'HEAD') expect(response.statusCode).toBeLessThan(500);
        else checkAnswer(caller, fuzzRequest, response, errorLog.length);
      }),
      { seed: SEED, numRuns: RUNS_PER_ROUTE * 2 },
    );
  });

  it('left Object.prototype untouched', () => {
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
