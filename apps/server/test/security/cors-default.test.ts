// Without CORS origins (the default: the web app and the API share one origin) no answer carries a
// CORS header and every OPTIONS request is not found, as @fastify/cors answered with `origin: false`.
// The server no longer registers @fastify/cors then (plugins/security.ts); these are the answers it
// gave with it (recorded on the commit before), status, body and header names.
import { API_PATHS } from '@gharguru/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-app.js';

const ORIGIN = 'https://elsewhere.example.com';
const PREFLIGHT = {
  origin: ORIGIN,
  'access-control-request-method': 'POST',
  'access-control-request-headers': 'content-type,authorization',
};
const HELMET =
  'content-security-policy content-type cross-origin-opener-policy cross-origin-resource-policy date ' +
  'origin-agent-cluster referrer-policy x-content-type-options x-dns-prefetch-control x-download-options ' +
  'x-frame-options x-permitted-cross-domain-policies';
/** The header names of an API answer (no-store) and of a page's not-found answer, sorted. */
const API_HEADERS = `cache-control connection content-length ${HELMET} x-xss-protection`;
const PAGE_HEADERS = `connection content-length ${HELMET} x-xss-protection`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function answer(options: InjectOptions) {
  const response = await t.app.inject(options);
  return {
    status: response.statusCode,
    type: response.headers['content-type'],
    body: response.body,
    names: Object.keys(response.headers).sort().join(' '),
  };
}

describe('CORS without configured origins', () => {
  it('answers OPTIONS as not found, with no CORS header, wherever it is sent', async () => {
    const apiPaths = [`/api${API_PATHS.teacherLogin}`, `/api${API_PATHS.tuitionPosts}`, '/api/nothing-here'];
    const pagePaths = ['/', '/tutors'];
    for (const url of [...apiPaths, ...pagePaths]) {
      const page = pagePaths.includes(url);
      const notFound = page
        ? (await answer({ method: 'GET', url: '/no-such-page/x.js' })).body
        : JSON.stringify({ message: 'Not found', code: 'notFound' });
      for (const headers of [PREFLIGHT, {}, { origin: ORIGIN }]) {
        expect(await answer({ method: 'OPTIONS', url, headers }), `${url} ${JSON.stringify(headers)}`).toEqual({
          status: 404,
          type: 'application/json; charset=utf-8',
          body: notFound,
          names: page ? PAGE_HEADERS : API_HEADERS,
        });
      }
    }
  });

  it('adds no CORS header to a request from another origin', async () => {
    const health = await answer({ method: 'GET', url: `/api${API_PATHS.health}`, headers: { origin: ORIGIN } });
    expect(health).toMatchObject({ status: 200, names: API_HEADERS });
    const login = await answer({
      method: 'POST',
      url: `/api${API_PATHS.teacherLogin}`,
      payload: { email: 'nobody@example.com', password: 'not-the-password' },
      headers: { origin: ORIGIN },
    });
    expect(login.status).toBe(401);
    expect(login.names).not.toMatch(/access-control|vary/);
  });
});
