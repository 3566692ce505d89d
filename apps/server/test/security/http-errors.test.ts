// Every answer is `{ message, code }`, also for requests that never reach a route: bad
// percent-encoding, an over-long id, unknown paths and methods (through inject), and what Node's
// parser refuses, malformed requests and oversized headers (through a real socket).
import type { AddressInfo } from 'node:net';
import { API_PATHS, say } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../raw-http.js';
import { type TestApp, createTestApp, signUpTeacher } from '../test-app.js';

describe('answers outside the routes', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('answers bad percent-encoding with 400 badUrl', async () => {
    for (const url of ['/api/tution/posts/%E0%A4%A', '/api/%', `/api${API_PATHS.adminStudentDelete('%zz')}`]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(say('badUrl'));
    }
  });

  it('answers an over-long id with 414 urlTooLong', async () => {
    const { token } = await signUpTeacher(t);
    const response = await t.api({ method: 'GET', path: API_PATHS.tuitionPost('a'.repeat(500)), token });
    expect(response.statusCode).toBe(414);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual(say('urlTooLong'));
  });

  it('answers an unknown /api path with a JSON 404 notFound', async () => {
    for (const [method, path] of [
      ['GET', '/no-such-thing'],
      ['POST', '/teacher/no-such-thing'],
      ['GET', ''],
      ['PATCH', '/no/such/thing'],
    ] as const) {
      const response = await t.api({ method, path });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual(say('notFound'));
    }
  });

  it('answers a known path with the wrong method with 405 and Allow', async () => {
    const cases = [
      { method: 'DELETE', path: API_PATHS.teacherProfile, allow: ['GET', 'HEAD', 'PUT'] },
      { method: 'PATCH', path: API_PATHS.tuitionPost('0b6f5e38-1f1c-4d55-9a55-4a1b5d0a8a11'), allow: ['GET', 'HEAD'] },
      { method: 'GET', path: `${API_PATHS.teacherLogin}/`, allow: ['POST'] },
    ] as const;
    for (const { method, path, allow } of cases) {
      const response = await t.api({ method, path });
      expect(response.statusCode, `${method} ${path}`).toBe(405);
      expect(response.headers.allow).toBe(allow.join(', '));
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(say('methodNotAllowed'));
    }
  });

  it('answers a malformed request with 400 badRequest and closes the connection', async () => {
    for (const raw of [
      'GARBAGE\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
      'POST /api/teacher/login HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 7\r\n\r\nhello',
      'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n',
      'POST /api/teacher/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ]) {
      const response = await rawRequest(port, raw);
      expect(response.status, raw).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(JSON.parse(response.body)).toEqual(say('badRequest'));
    }
  });

  it('answers oversized headers and an over-long URL with 431 headersTooLarge', async () => {
    const bigHeader = `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`;
    const bigUrl = `GET /api/tution/posts/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`;
    for (const raw of [bigHeader, bigUrl]) {
      const response = await rawRequest(port, raw);
      expect(response.status).toBe(431);
      expect(JSON.parse(response.body)).toEqual(say('headersTooLarge'));
    }
  });

  it('still answers a well-formed request on the same server', async () => {
    const response = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body)).toMatchObject({ status: 'ok' });
  });
});
