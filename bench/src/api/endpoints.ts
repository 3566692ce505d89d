// The endpoints under load, each as an HTTP request for the n-th draw (autocannon) and as the
// pgbench variables that draw the same rows in SQL (lib/ids.ts derives ids from numbers).
import fs from 'node:fs';
import path from 'node:path';
import {
  API_BASE,
  API_PATHS,
  REQUEST_CODE_ALPHABET,
  REQUEST_CODE_PATTERN,
  sequentialRequestCode,
} from '@gharguru/contract';
import { generateDemoData } from '../../../apps/server/src/cli/demo-data.js';
import { createTokenService } from '../../../apps/server/src/lib/tokens.js';
import { benchId, benchIdSql } from '../lib/ids.js';
import { BENCH_ADMIN, BENCH_TEACHER_PASSWORD, type BenchMeta } from '../seed/seed-database.js';
import { BENCH_JWT_SECRET } from '../lib/server.js';
import { WEB_DIST } from '../lib/paths.js';

export type EndpointKey =
  | 'teacherPosts'
  | 'adminFirstPage'
  | 'adminSearch'
  | 'tuitionDetail'
  | 'studentRequest'
  | 'teacherSignIn'
  | 'adminTeacherList'
  | 'adminTeacherSearch'
  | 'directoryFirstPage'
  | 'directoryFiltered'
  | 'directoryByPrice'
  | 'directoryPage'
  | 'directoryPageRender'
  | 'requestSuggestions';

export interface HttpRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** How a value bound by the server maps to pgbench: a drawn id, or a constant. */
export interface PgbenchBinding {
  /** `\set` lines drawing the integers the ids are derived from. */
  prelude: string[];
  /** Bound values (exact strings) that stand for a drawn row, and the SQL computing them in pgbench. */
  expressions: Map<string, string>;
  /**
   * Bound values known only by their form (a value the server made up, such as a new request's
   * code), and the SQL computing a fresh one in each pgbench transaction.
   */
  patterns?: { pattern: RegExp; sql: string }[];
  /** Initial values of pgbench variables (`-D`), e.g. a counter the prelude advances. */
  defines?: Record<string, string>;
}

export interface Endpoint {
  key: EndpointKey;
  label: string;
  kind: 'read' | 'write' | 'sign-in';
  /** Measured at the scaling points only. */
  scalingOnly?: boolean;
  /** The request for draw number `draw` (0-based); draw 0 is also the one captured for pgbench. */
  request(draw: number): HttpRequest;
  pgbench: PgbenchBinding;
}

/** Search text of the admin search: a common surname, so the page is full and the count is real work. */
export const ADMIN_SEARCH_TERM = 'Sharma';

/** The public directory (issue 9), asked as a visitor's browser does: no token, filters in the query. */
const DIRECTORY_PATH = `${API_BASE}/public/tuitions`;
/** A city and subject every bench database has many posts for (demo-data PLACES and subjects). */
export const DIRECTORY_FILTER = { city: 'Lalitpur', subject: 'Mathematics' };

/**
 * The server-rendered /tutors (decision 017; needs the web build, `npm run build -w @gharguru/web`):
 * a class in a city with a subject, as a family's shared link asks for it.
 */
const DIRECTORY_PAGE = `/tutors?${new URLSearchParams({ ...DIRECTORY_FILTER, class: '10' })}`;
const SERVER_RENDERED_PAGES: EndpointKey[] = ['directoryPage', 'directoryPageRender'];

/** At most this many different teachers take part (tokens are minted for each). */
const MAX_TEACHERS = 5_000;

export interface EndpointSet {
  endpoints: Endpoint[];
  /** Teachers 1..sampleTeachers take part. */
  sampleTeachers: number;
}

/** A cheap reproducible sequence of draws (xorshift), the same for every run. */
function drawSequence(length: number, max: number, seed: number): Uint32Array {
  const out = new Uint32Array(length);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = (state >>> 0) % max;
  }
  return out;
}

/** `sequentialRequestCode`'s multiplier, for pgbench (checked against it in `newStudentRequests`). */
const REQUEST_CODE_SCRAMBLE = 387_420_489;

/** The code of number `n` as the pgbench script computes it. */
function codeAsPgbenchMakesIt(n: number): string {
  const v = Number((BigInt(n) * BigInt(REQUEST_CODE_SCRAMBLE)) % 2n ** 30n);
  const letter = (shift: number) => REQUEST_CODE_ALPHABET[Math.floor(v / 2 ** shift) % 32]!;
  return `GG-${[25, 20, 15, 10].map(letter).join('')}-${[5, 0].map(letter).join('')}`;
}

/** The mobile numbers of the bench's new requests (seeded families have others). */
const NEW_REQUEST_MOBILE = /^97[0-9]{8}$/;

/**
 * New student requests that are new every time: each body (API) and each pgbench transaction has a
 * mobile number no request of the last day has, so the server inserts a request (and its
 * notifications) instead of answering with the family's earlier code (decision 016); each pgbench
 * transaction also inserts its own request code. Replaying the captured code made every transaction
 * but one fail on the code's unique index; and a capture that met a request of an earlier run (the
 * same body within a day) replayed only the duplicate check. The codes come from
 * `sequentialRequestCode`'s one-to-one sequence at numbers from 2^29 up, which the seed (1 up to the
 * number of requests) never reaches, in a window of 131,072 per run chosen by the clock.
 */
function newStudentRequests(bodies: string[]): {
  body: (draw: number) => string;
  binding: PgbenchBinding;
} {
  const seconds = Math.floor(Date.now() / 1000);
  // API: one counter for every run of this process (the draws restart at 0 with each run).
  let sent = 0;
  const mobileBase = (seconds % 1_000_000) * 64;
  const body = (draw: number) => {
    const mobile = `97${String((mobileBase + sent++) % 100_000_000).padStart(8, '0')}`;
    return JSON.stringify({ ...JSON.parse(bodies[draw % bodies.length]!), mobile });
  };
  // pgbench: k counts each client's transactions; n is unique over the clients (fewer than 64).
  const codeBase = 2 ** 29 + (seconds % 4000) * 131_072;
  for (const n of [1, 99_999, codeBase, 2 ** 30 - 1]) {
    if (codeAsPgbenchMakesIt(n) !== sequentialRequestCode(n)) {
      throw new Error('bench: the pgbench request codes no longer follow sequentialRequestCode (contract)');
    }
  }
  const letter = (shift: number) => `substr('${REQUEST_CODE_ALPHABET}', 1 + (:v / ${2 ** shift}) % 32, 1)`;
  const mobileSql = `('96' || lpad((:n % 100000000)::text, 8, '0'))`;
  return {
    body,
    binding: {
      prelude: [
        '\\set k :k + 1',
        `\\set n ${codeBase} + (:k * 64 + :client_id) % 131072`,
        `\\set v (:n * ${REQUEST_CODE_SCRAMBLE}) % ${2 ** 30}`,
      ],
      expressions: new Map(),
      patterns: [
        {
          pattern: REQUEST_CODE_PATTERN,
          sql: `('GG-' || ${[25, 20, 15, 10].map(letter).join(' || ')} || '-' || ${[5, 0].map(letter).join(' || ')})`,
        },
        { pattern: NEW_REQUEST_MOBILE, sql: mobileSql },
        // The duplicate check's lock on the family's number (recent-duplicate.ts).
        { pattern: /^student-request:97[0-9]{8}$/, sql: `('student-request:' || ${mobileSql})` },
      ],
      defines: { k: '0' },
    },
  };
}

/** A fresh object per request: autocannon writes content-length into the headers it is given. */
const json = () => ({ 'content-type': 'application/json' });

/** Teacher e-mails are needed for sign-in only; without them the sign-in endpoint is left out. */
export interface EndpointOptions {
  /** Sent with every request, as browsers do (`br, gzip`): the server then compresses each answer. */
  acceptEncoding?: string;
}

export async function buildEndpoints(
  meta: BenchMeta,
  teacherEmails: string[] = [],
  options: EndpointOptions = {},
): Promise<EndpointSet> {
  const tokens = createTokenService(BENCH_JWT_SECRET);
  const sampleTeachers = Math.min(meta.teachers, MAX_TEACHERS);
  const postsPerTeacher = Math.floor(meta.tuitions / meta.teachers);
  const teacherTokens: string[] = [];
  for (let k = 1; k <= sampleTeachers; k++) {
    teacherTokens.push(await tokens.issue({ accountId: benchId('t', k), role: 'teacher', tokenVersion: 0 }));
  }
  const adminToken = await tokens.issue({ accountId: BENCH_ADMIN.id, role: 'admin', tokenVersion: 0 });
  const bearer = (token: string) => ({ ...json(), authorization: `Bearer ${token}` });

  // Draw 0 is teacher 1 and their first post, so the captured SQL names rows the bindings know.
  const teacherDraws = drawSequence(65_536, sampleTeachers, 7);
  teacherDraws[0] = 0;
  const postDraws = drawSequence(65_536, postsPerTeacher, 11);
  postDraws[0] = 0;
  const teacherOf = (draw: number) => teacherDraws[draw % teacherDraws.length]! + 1;
  const postOf = (draw: number) => teacherOf(draw) + meta.teachers * postDraws[draw % postDraws.length]!;

  const teacherBinding: PgbenchBinding = {
    prelude: [`\\set t random(1, ${sampleTeachers})`],
    expressions: new Map([[benchId('t', 1), benchIdSql('t', 't')]]),
  };
  const requests = generateDemoData({
    teachers: 0,
    studentRequests: 1_000,
    contactMessages: 0,
    pendingAdmins: 0,
  }).studentRequests.map((request) => JSON.stringify(request.input));
  const noBinding: PgbenchBinding = { prelude: [], expressions: new Map() };
  const newRequests = newStudentRequests(requests);

  const endpoints: Endpoint[] = [
    {
      key: 'teacherPosts',
      label: "Teacher's own posts (page 1, limit 10)",
      kind: 'read',
      request: (draw) => ({
        method: 'POST',
        path: `${API_BASE}${API_PATHS.tuitionPosts}`,
        headers: bearer(teacherTokens[teacherOf(draw) - 1]!),
        body: JSON.stringify({ page: 1, limit: 10 }),
      }),
      pgbench: teacherBinding,
    },
    {
      key: 'adminFirstPage',
      label: 'Admin student list, first page (limit 20)',
      kind: 'read',
      request: () => ({
        method: 'POST',
        path: `${API_BASE}${API_PATHS.adminStudentList}`,
        headers: bearer(adminToken),
        body: JSON.stringify({ page: 1, limit: 20 }),
      }),
      pgbench: noBinding,
    },
    {
      key: 'adminSearch',
      label: `Admin student search (q "${ADMIN_SEARCH_TERM}", limit 20)`,
      kind: 'read',
      request: () => ({
        method: 'POST',
        path: `${API_BASE}${API_PATHS.adminStudentList}`,
        headers: bearer(adminToken),
        body: JSON.stringify({ page: 1, limit: 20, q: ADMIN_SEARCH_TERM }),
      }),
      pgbench: noBinding,
    },
    {
      key: 'adminTeacherList',
      label: 'Admin teacher list, first page (limit 20, with post counts)',
      kind: 'read',
      scalingOnly: true,
      request: () => ({
        method: 'GET',
        path: `${API_BASE}${API_PATHS.adminTeacherList}?page=1&limit=20`,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
      pgbench: noBinding,
    },
    {
      key: 'adminTeacherSearch',
      label: `Admin teacher search (q "${ADMIN_SEARCH_TERM}", limit 20)`,
      kind: 'read',
      request: () => ({
        method: 'GET',
        path: `${API_BASE}${API_PATHS.adminTeacherList}?page=1&limit=20&q=${ADMIN_SEARCH_TERM}`,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
      pgbench: noBinding,
    },
    {
      key: 'directoryFirstPage',
      label: 'Public directory, first page',
      kind: 'read',
      request: () => ({ method: 'GET', path: DIRECTORY_PATH, headers: {} }),
      pgbench: noBinding,
    },
    {
      key: 'directoryFiltered',
      label: `Public directory, ${DIRECTORY_FILTER.subject} in ${DIRECTORY_FILTER.city}`,
      kind: 'read',
      request: () => ({
        method: 'GET',
        path: `${DIRECTORY_PATH}?${new URLSearchParams(DIRECTORY_FILTER)}`,
        headers: {},
      }),
      pgbench: noBinding,
    },
    {
      key: 'directoryByPrice',
      label: 'Public directory, sorted by price',
      kind: 'read',
      request: () => ({ method: 'GET', path: `${DIRECTORY_PATH}?sort=price`, headers: {} }),
      pgbench: noBinding,
    },
    {
      key: 'directoryPage',
      label: `Directory page (HTML), ${DIRECTORY_FILTER.subject} for class 10 in ${DIRECTORY_FILTER.city}, from the page cache`,
      kind: 'read',
      request: () => ({ method: 'GET', path: DIRECTORY_PAGE, headers: {} }),
      pgbench: noBinding,
    },
    {
      key: 'directoryPageRender',
      label: 'Directory page (HTML), rendered for each request (a new highest fee each time: no cache)',
      kind: 'read',
      request: (draw) => ({
        method: 'GET',
        path: `${DIRECTORY_PAGE}&priceMax=${5000 + (draw % 1_000_000)}`,
        headers: {},
      }),
      pgbench: noBinding,
    },
    {
      key: 'requestSuggestions',
      label: 'Matching desk: suggestions for one request (issue 10)',
      kind: 'read',
      // Requests 1..1,000 in turn: each has its own class, subjects and place.
      request: (draw) => ({
        method: 'GET',
        path: `${API_BASE}${API_PATHS.adminRequestSuggestions(benchId('r', (draw % Math.min(1_000, meta.studentRequests)) + 1))}`,
        headers: { authorization: `Bearer ${adminToken}` },
      }),
      pgbench: noBinding,
    },
    {
      key: 'tuitionDetail',
      label: 'Tuition detail as its owner',
      kind: 'read',
      request: (draw) => ({
        method: 'GET',
        path: `${API_BASE}${API_PATHS.tuitionPost(benchId('p', postOf(draw)))}`,
        headers: { authorization: `Bearer ${teacherTokens[teacherOf(draw) - 1]!}` },
      }),
      pgbench: {
        prelude: [
          `\\set t random(1, ${sampleTeachers})`,
          `\\set j random(0, ${postsPerTeacher - 1})`,
          `\\set p :t + ${meta.teachers} * :j`,
        ],
        expressions: new Map([
          [benchId('t', 1), benchIdSql('t', 't')],
          [benchId('p', 1), benchIdSql('p', 'p')],
        ]),
      },
    },
    {
      key: 'studentRequest',
      label: 'Student request submission (write)',
      kind: 'write',
      request: (draw) => ({
        method: 'POST',
        path: `${API_BASE}${API_PATHS.studentRequest}`,
        headers: json(),
        body: newRequests.body(draw),
      }),
      pgbench: newRequests.binding,
    },
    {
      key: 'teacherSignIn',
      label: 'Teacher sign-in (argon2id)',
      kind: 'sign-in',
      request: (draw) => ({
        method: 'POST',
        path: `${API_BASE}${API_PATHS.teacherLogin}`,
        headers: json(),
        body: JSON.stringify({ email: teacherEmails[teacherOf(draw) - 1]!, password: BENCH_TEACHER_PASSWORD }),
      }),
      pgbench: noBinding,
    },
  ];
  const canSignIn = teacherEmails.length >= sampleTeachers;
  // The HTML pages need the web build's renderer; without it they are left out, not failed.
  const canRender = fs.existsSync(path.join(WEB_DIST, '.server', 'templates.json'));
  const { acceptEncoding } = options;
  const withEncoding = (endpoint: Endpoint): Endpoint =>
    acceptEncoding
      ? {
          ...endpoint,
          request: (draw) => {
            const request = endpoint.request(draw);
            return { ...request, headers: { ...request.headers, 'accept-encoding': acceptEncoding } };
          },
        }
      : endpoint;
  return {
    endpoints: endpoints
      .filter((e) => canSignIn || e.kind !== 'sign-in')
      .filter((e) => canRender || !SERVER_RENDERED_PAGES.includes(e.key))
      .map(withEncoding),
    sampleTeachers,
  };
}
