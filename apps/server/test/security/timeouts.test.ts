// A client that sends its request slowly is cut off: a body or headers trickled in one byte at a
// time get 408 `{ message, code }` once REQUEST_TIMEOUT_MS has passed (short here), and the
// connection closes. A real listening server and raw sockets.
import type { AddressInfo } from 'node:net';
import { API_PATHS, say } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawExchange, rawRequest } from '../raw-http.js';
import { type TestApp, createTestApp, testConfig } from '../test-app.js';

const REQUEST_TIMEOUT_MS = 1_000;
/** The time-out plus Node's check interval and a loaded machine's scheduling. */
const CUT_OFF_WITHIN_MS = REQUEST_TIMEOUT_MS + 2_500;

describe('request time-outs', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp({ http: { ...testConfig().http, requestTimeoutMs: REQUEST_TIMEOUT_MS } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Writes `head` at once, then one byte of `trickle` every 100 ms until the server closes. */
  function trickle(head: string, rest: string) {
    return rawExchange(port, (socket) => {
      socket.write(head);
      let next = 0;
      const timer = setInterval(() => {
        if (next < rest.length && socket.writable) socket.write(rest[next++] ?? '');
      }, 100);
      socket.on('close', () => clearInterval(timer));
    });
  }

  it('[OPS-2] answers 408 to a body that trickles in, and closes the connection', async () => {
    const body = JSON.stringify({ email: 'slow@example.com', password: 'secret123' });
    const head = `POST /api${API_PATHS.teacherLogin} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const response = await trickle(head, body);
    expect(response.status).toBe(408);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body)).toEqual(say('requestTimeout'));
    // Not answered before the limit, and cut off soon after it (the whole body would take 5 s).
    expect(response.closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(response.closedAfterMs).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('answers 408 to headers that trickle in', async () => {
    const response = await trickle('GET /api/health HTTP/1.1\r\n', `Host: x\r\nX-Slow: ${'a'.repeat(100)}\r\n\r\n`);
    expect(response.status).toBe(408);
    expect(JSON.parse(response.body)).toEqual(say('requestTimeout'));
    expect(response.closedAfterMs).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('answers 408 to a connection that never sends a request, and closes it', async () => {
    const response = await rawExchange(port, () => {});
    expect(response.status).toBe(408);
    expect(response.closedAfterMs).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('answers a request that arrives in time', async () => {
    const response = await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(response.status).toBe(200);
  });
});
