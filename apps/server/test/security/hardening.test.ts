// Hardening of the HTTP surface: body limits, JSON errors, security headers, CORS, rate limits,
// token lifetime, what a response may never contain, 404s, health and the OpenAPI document.
import { API_PATHS, TOKEN_TTL_SECONDS, say } from '@gharguru/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, buildContactMessage, buildStudentRequest, buildTeacher } from '@gharguru/contract/testing';
import {
  addOffer,
  createTestApp,
  MISSING_ID,
  rateLimits,
  registerPendingAdmin,
  signInNewAdmin,
  signUpTeacher,
} from '../test-app.js';
import type { TestApp } from '../test-app.js';

const ALLOWED_ORIGIN = 'https://gharguru.example.np';
/** Nothing internal may leak: hashes, column names, stack frames, SQL. */
const LEAK = /argon2|passwordHash|password_hash|tokenVersion|token_version|\bat .+:\d+:\d+|stack|SELECT |INSERT /i;

function post(t: TestApp, url: string, payload: unknown, remoteAddress: string): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as InjectOptions['payload'],
    remoteAddress,
  });
}

describe('requests and responses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: [ALLOWED_ORIGIN], rateLimit: rateLimits({ enabled: false }) });
  });
  afterAll(() => t.close());

  it('[CON-2] [OPS-5] refuses a body over 16 KiB with 413 and a JSON message', async () => {
    const response = await t.post(API_PATHS.visitorData, buildContactMessage({ message: 'x'.repeat(17 * 1024) }));
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual(say('bodyTooLarge'));
  });

  it('[VAL-CONTACT-5] accepts a body just under the limit (then validates it)', async () => {
    const response = await t.post(API_PATHS.visitorData, buildContactMessage({ message: 'x'.repeat(15 * 1024) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('message must be at most 300 characters');
  });

  it('[DATA-8] [CON-2] answers invalid JSON with 400 and a plain message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${API_PATHS.teacherLogin}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "sita@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalidJson' });
  });

  it('[CON-2] never answers 500 to a body of the wrong shape', async () => {
    const shapes = [null, [], 'text', 42, true, {}, { firstName: {}, email: [], mobile: 9841234567 }];
    const routes = [
      API_PATHS.teacherRegister,
      API_PATHS.teacherLogin,
      API_PATHS.adminRegister,
      API_PATHS.adminLogin,
      API_PATHS.studentRequest,
      API_PATHS.visitorData,
    ];
    for (const route of routes) {
      for (const shape of shapes) {
        const response = await t.api({
          method: 'POST',
          path: route,
          body: JSON.stringify(shape),
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${route} ${JSON.stringify(shape)}: ${response.body}`).toBe(400);
        expect(response.json().message).toEqual(expect.any(String));
        expect(response.body).not.toMatch(LEAK);
      }
    }
  });

  it('[OPS-5] sets the security headers', async () => {
    const response = await t.api({ method: 'GET', path: API_PATHS.health });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("object-src 'none'");
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it('[OPS-5] allows a configured origin by CORS and no other', async () => {
    const allowed = await t.api({ method: 'GET', path: API_PATHS.health, headers: { origin: ALLOWED_ORIGIN } });
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);

    const other = await t.api({
      method: 'GET',
      path: API_PATHS.health,
      headers: { origin: 'https://evil.example.com' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api${API_PATHS.teacherLogin}`,
      headers: {
        origin: 'https://evil.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const allowedPreflight = await t.app.inject({
      method: 'OPTIONS',
      url: `/api${API_PATHS.teacherLogin}`,
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST' },
    });
    expect(allowedPreflight.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(allowedPreflight.headers['access-control-allow-headers']).toMatch(/authorization/i);
  });

  it('[DEC-4] issues tokens that expire after 7 days', async () => {
    const teacher = await signUpTeacher(t);
    const claims = decodeJwt(teacher.token);
    expect(claims.exp! - claims.iat!).toBe(TOKEN_TTL_SECONDS);
    expect(TOKEN_TTL_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(claims.exp! * 1000).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000 - 60_000);
    // The token names the account, its role and its sign-in session, nothing more.
    expect(Object.keys(claims).sort()).toEqual(['exp', 'iat', 'role', 'sid', 'sub', 'tv']);
  });

  // Issue 26: signed with the real secret, a `sub` that is not a UUID reached the database and gave 500.
  it.each(['x', "1' or '1'='1", '00000000-0000-4000-8000-00000000000g'])(
    'answers a well-signed token whose subject %j is not an account id with 401',
    async (sub) => {
      for (const role of ['teacher', 'admin'] as const) {
        const token = await t.tokens.issue({ accountId: sub, role, tokenVersion: 0 });
        const path = role === 'teacher' ? API_PATHS.teacherProfile : API_PATHS.adminProfile;
        const response = await t.api({ method: 'GET', path, token });
        expect(response.statusCode, response.body).toBe(401);
      }
    },
  );

  it('reports health with a reachable database', async () => {
    const response = await t.api({ method: 'GET', path: API_PATHS.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('serves an OpenAPI document of the API', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/teacher/login']?.post).toBeDefined();
    expect(doc.paths['/api/tution/posts/{id}']?.get).toBeDefined();
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('[DATA-8] [CON-2] never puts a hash, a column name or a stack trace in a response', async () => {
    const teacher = await signUpTeacher(t);
    const admin = await signInNewAdmin(t);
    const pending = await registerPendingAdmin(t);
    const taken = buildTeacher();
    await t.post(API_PATHS.teacherRegister, taken);
    await addOffer(t, teacher);
    await t.post(API_PATHS.studentRequest, buildStudentRequest());
    await t.post(API_PATHS.visitorData, buildContactMessage());

    const calls: { method: InjectOptions['method']; path: string; body?: unknown; token?: string; status: number }[] = [
      // 4xx of every kind
      { method: 'POST', path: API_PATHS.teacherRegister, body: taken, status: 409 },
      { method: 'POST', path: API_PATHS.adminRegister, body: buildAdmin({ email: pending.email }), status: 409 },
      { method: 'POST', path: API_PATHS.teacherRegister, body: buildTeacher({ email: 'x' }), status: 400 },
      { method: 'POST', path: API_PATHS.teacherLogin, body: { email: teacher.email, password: 'wrong' }, status: 401 },
      {
        method: 'POST',
        path: API_PATHS.adminLogin,
        body: { email: pending.email, password: pending.password },
        status: 403,
      },
      { method: 'GET', path: API_PATHS.teacherProfile, token: 'garbage', status: 401 },
      { method: 'GET', path: API_PATHS.adminProfile, token: teacher.token, status: 403 },
      { method: 'GET', path: API_PATHS.tuitionPost(MISSING_ID), token: teacher.token, status: 404 },
      { method: 'GET', path: API_PATHS.tuitionPost("1' OR '1'='1"), token: teacher.token, status: 400 },
      { method: 'DELETE', path: API_PATHS.adminTeacherDelete(MISSING_ID), token: admin.token, status: 404 },
      {
        method: 'PUT',
        path: API_PATHS.teacherChangePassword,
        body: { currentPassword: 'Wrong999', newPassword: 'fresh123', conformNewPassword: 'fresh123' },
        token: teacher.token,
        status: 400,
      },
      // 2xx that carry accounts
      { method: 'GET', path: API_PATHS.teacherProfile, token: teacher.token, status: 200 },
      { method: 'GET', path: API_PATHS.adminProfile, token: admin.token, status: 200 },
      { method: 'GET', path: API_PATHS.adminTeacherList, token: admin.token, status: 200 },
      { method: 'GET', path: API_PATHS.adminPendingAdmins, token: admin.token, status: 200 },
      { method: 'POST', path: API_PATHS.adminTuitionList, token: admin.token, status: 200 },
      { method: 'POST', path: API_PATHS.adminStudentList, token: admin.token, status: 200 },
      { method: 'GET', path: API_PATHS.contactFormData, token: admin.token, status: 200 },
      { method: 'POST', path: API_PATHS.tuitionPosts, token: teacher.token, status: 200 },
    ];
    for (const call of calls) {
      const response = await t.api(call);
      expect(response.statusCode, `${call.method} ${call.path}: ${response.body}`).toBe(call.status);
      expect(response.body, `${call.method} ${call.path}`).not.toMatch(LEAK);
      if (call.status >= 400) {
        const keys = Object.keys(response.json()).filter((k) => !['errors', 'fieldCodes', 'params'].includes(k));
        expect(keys).toEqual(['message', 'code']);
      }
    }
  });
});

// The sign-in limits per account and address pair, and the limits shared by instances, are proven in
// src/modules/auth/sign-in-limits.test.ts.
describe('[DEC-7] rate limits', () => {
  let t: TestApp;
  const SIGN_INS_PER_IP = 4;
  const FORMS_PER_IP = 3;
  beforeAll(async () => {
    t = await createTestApp({
      rateLimit: rateLimits({
        signInPerIpPerMinute: SIGN_INS_PER_IP,
        publicFormsPerIpPerMinute: FORMS_PER_IP,
      }),
    });
  });
  afterAll(() => t.close());

  it('[DEC-7] limits sign-ins per address: the (N+1)th from one address gets 429, another address still signs in', async () => {
    const login = { email: 'nobody@example.com', password: 'Whatever1' };
    for (let i = 0; i < SIGN_INS_PER_IP; i += 1) {
      // Alternate the e-mail so the per account and address limit is not the one that trips.
      const response = await post(t, API_PATHS.teacherLogin, { ...login, email: `n${i}@example.com` }, '10.1.0.1');
      expect(response.statusCode).toBe(401);
    }
    const refused = await post(t, API_PATHS.adminLogin, login, '10.1.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String), code: expect.any(String) });
    expect(refused.json().message.length).toBeGreaterThan(0);
    expect(refused.headers['retry-after']).toBeDefined();

    const elsewhere = await post(t, API_PATHS.teacherLogin, login, '10.1.0.2');
    expect(elsewhere.statusCode).toBe(401);
  });

  it('[DEC-7] limits the public forms per address', async () => {
    const forms = [
      [API_PATHS.studentRequest, () => buildStudentRequest()],
      [API_PATHS.visitorData, () => buildContactMessage()],
      [API_PATHS.teacherRegister, () => buildTeacher()],
    ] as const;
    for (let i = 0; i < FORMS_PER_IP; i += 1) {
      const [url, body] = forms[i % forms.length]!;
      const response = await post(t, url, body(), '10.4.0.1');
      expect(response.statusCode, response.body).toBe(201);
    }
    for (const [url, body] of forms) {
      const refused = await post(t, url, body(), '10.4.0.1');
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual(say('tooManyRequests'));
    }
    const refusedAdmin = await post(t, API_PATHS.adminRegister, buildAdmin(), '10.4.0.1');
    expect(refusedAdmin.statusCode).toBe(429);

    const elsewhere = await post(t, API_PATHS.visitorData, buildContactMessage(), '10.4.0.2');
    expect(elsewhere.statusCode).toBe(201);
  });

  it('does not limit signed-in work or reading health by the form limits', async () => {
    for (let i = 0; i < FORMS_PER_IP + 2; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.4.0.1' });
      expect(response.statusCode).toBe(200);
    }
  });
});
