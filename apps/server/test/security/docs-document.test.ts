// Issue 26: /api/docs/json (1.6 MB) was written on every request (31-33 ms of CPU each) with no rate
// limit: 50 fetchers held /api/health at a p50 of 4 s. It is written once at start, sent compressed
// with an ETag, and limited like the public pages.
import zlib from 'node:zlib';
import { MSG } from '@gharguru/contract';
import { describe, expect, it } from 'vitest';
import { encodingFor } from '../../src/plugins/docs.js';
import { MISSING_ID, rateLimits, testAppForFile, withTestApp } from '../test-app.js';

const t = testAppForFile();
const docs = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/docs/json', headers });

describe('the OpenAPI document', () => {
  it('comes compressed as asked, the same document each way, with an ETag; a revalidation is 304', async () => {
    const plain = await docs({ 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const document = plain.json();
    expect(document.openapi).toMatch(/^3\./);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.headers.vary).toContain('Accept-Encoding');

    const br = await docs({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(document);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 8);
    const gzip = await docs({ 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(document);
    expect(br.headers.etag).toBe(etag);

    const again = await docs({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await docs({ 'if-none-match': `W/"other", ${etag}` })).statusCode).toBe(304);
    expect((await docs({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('costs well under a millisecond of CPU per request once built', async () => {
    await docs({ 'accept-encoding': 'br' });
    const start = process.cpuUsage();
    const rounds = 50;
    for (let i = 0; i < rounds; i++) await docs({ 'accept-encoding': 'br' });
    const { user, system } = process.cpuUsage(start);
    const msPerRequest = (user + system) / 1000 / rounds;
    // Written per request it was 31-33 ms; the test machine is shared, hence the margin.
    expect(msPerRequest).toBeLessThan(5);
  });

  it('is limited like the public pages: 429 in the error shape past the limit', async () => {
    await withTestApp({ rateLimit: rateLimits({ publicReadsPerIpPerMinute: 3 }) }, async (limited) => {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        statuses.push((await limited.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const refused = await limited.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(refused.json()).toEqual({ message: MSG.tooManyRequests, code: 'tooManyRequests' });
      // The docs page shares the limit.
      expect((await limited.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBe(429);
    });
  });
});

// Issue 26: 18 guarded operations had no `security` in the document.
describe('the security of each operation', () => {
  it('is the bearer token exactly on the operations that answer 401 without one', async () => {
    const document = (await docs()).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const missing: string[] = [];
    const wrong: string[] = [];
    let guarded = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const url = path.replace(/\{[^}]+\}/g, MISSING_ID);
        const upper = method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
        const response = await t.app.inject({
          method: upper,
          url,
          ...(upper === 'GET' || upper === 'DELETE' ? {} : { payload: {} }),
        });
        const needsToken = response.statusCode === 401;
        if (needsToken) guarded += 1;
        const declared = JSON.stringify(operation.security) === JSON.stringify([{ bearerAuth: [] }]);
        if (needsToken && !declared) missing.push(`${upper} ${path}`);
        if (!needsToken && operation.security !== undefined) wrong.push(`${upper} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    expect(wrong).toEqual([]);
    expect(guarded).toBeGreaterThan(30);
  });
});

describe('encodingFor', () => {
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5', 'br'],
    ['identity', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(encodingFor(header)).toBe(expected);
  });
});
