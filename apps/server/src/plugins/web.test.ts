// The web plugin: app shell on '/', prerendered pages by path, hashed assets cached, JSON 404 for /api.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { inlineScriptSources } from './web.js';

/** A list of inline scripts as the build writes it (the loader of decision 026), by their hashes. */
const LOADER_HASH = "'sha256-ovO50JoetSW1w8RHoC2iQmzGs4eMFF6EMTvYnfY/haU='";

let web: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'home'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<p>shell</p>');
  fs.writeFileSync(path.join(dist, 'home', 'index.html'), '<p>home page</p>');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'routes.json'),
    JSON.stringify(['/', '/home', '/admin-dashboard', '/tution-details/:id']),
  );
  fs.writeFileSync(path.join(dist, '.server', 'inline-scripts.json'), JSON.stringify({ scriptSrc: [LOADER_HASH] }));
  // Vite's manifest lists the source files; a dot-file in assets/ as an editor or a tool leaves one.
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"src/main.tsx":{"file":"assets/main.js"}}');
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json.br'), zlib.brotliCompressSync('{"src/main.tsx":1}'));
  fs.writeFileSync(path.join(dist, 'assets', '.secret'), 'src/private.ts');
  web = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await web.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => web.app.inject({ method: 'GET', url });

describe('web plugin', () => {
  // Issue 26: /.vite/manifest.json (and /%2evite/…, its .br) answered 200 with 109 source paths.
  it.each([
    '/.vite/manifest.json',
    '/%2evite/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite/manifest.json.br',
    '/.vite/',
    '/.vite',
    '/assets/.secret',
    '/assets/%2esecret',
    '/.server/routes.json',
    '/assets/../.vite/manifest.json',
  ])('serves no dot-file or dot-directory: %s', async (url) => {
    for (const encoding of ['identity', 'br, gzip']) {
      const response = await web.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('src/');
    }
  });

  it("serves the app shell on '/' (the entry guard's route)", async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('shell');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves a prerendered page with or without a trailing slash', async () => {
    expect((await get('/home')).body).toContain('home page');
    expect((await get('/home/')).body).toContain('home page');
  });

  it('serves the app shell for guarded routes and caches hashed assets for a year', async () => {
    expect((await get('/admin-dashboard')).body).toContain('shell');
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('[UX-1] answers a page the web app does not have with the app shell and HTTP 404', async () => {
    for (const url of ['/no-such-page', '/home/extra', '/tution-details']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('shell');
    }
    const withId = await get('/tution-details/0b6f5e38-1f1c-4d55-9a55-4a1b5d0a8a11');
    expect(withId.statusCode).toBe(200);
    expect((await get('/admin-dashboard/')).statusCode).toBe(200);
  });

  it('answers unknown API paths with the JSON 404', async () => {
    const response = await get('/api/no-such-thing');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });

  it('answers an asset without a compressed sibling, and a missing asset, without a 500', async () => {
    const plain = await web.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(plain.statusCode).toBe(200);
    const body =
      plain.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(plain.rawPayload) : plain.rawPayload;
    expect(body.toString()).toBe('console.log(1)');
    const missing = await web.app.inject({
      method: 'GET',
      url: '/assets/gone-123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(missing.statusCode).toBeLessThan(500);
  });

  it("allows the build's inline scripts by their hashes, and no other inline script", async () => {
    for (const url of ['/home', '/admin-dashboard', '/no-such-page']) {
      const policy = String((await get(url)).headers['content-security-policy']);
      expect(/script-src ([^;]*)/.exec(policy)?.[1], url).toBe(`'self' ${LOADER_HASH}`);
    }
  });
});

describe('inline script sources', () => {
  const folder = () => {
    const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-csp-'));
    fs.mkdirSync(path.join(webDist, '.server'));
    return webDist;
  };

  it('are none without a build or without the list', () => {
    const webDist = folder();
    expect(inlineScriptSources(undefined)).toEqual([]);
    expect(inlineScriptSources(webDist)).toEqual([]);
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('refuse a list with anything but sha256 hashes, so nothing else widens the policy', () => {
    const webDist = folder();
    for (const scriptSrc of [
      ["'unsafe-inline'"],
      ["'sha256-abc=' 'unsafe-eval'"],
      ['https://elsewhere.example'],
      'x',
    ]) {
      fs.writeFileSync(path.join(webDist, '.server', 'inline-scripts.json'), JSON.stringify({ scriptSrc }));
      expect(() => inlineScriptSources(webDist), JSON.stringify(scriptSrc)).toThrow(/build the web app again/);
    }
    fs.rmSync(webDist, { recursive: true, force: true });
  });
});
