// Pages in the visitor's language (issue 14, decision 019): the language cookie the web app sets
// beats the browser's Accept-Language (q-values; ne / ne-NP is नेपाली), English otherwise; every
// page says it varies by them; the precompressed files and ETags are per language; the not-found
// page and the guarded pages' shell come in Nepali too; the variants have no address of their own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { LANGUAGE_COOKIE } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { chosenLanguageOf } from '../lib/request-language.js';

let web: TestApp;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gharguru-web-language-'));

const FILES: Record<string, string> = {
  'index.html': '<html lang="en"><p>app shell</p></html>',
  'index.ne.html': '<html lang="ne"><p>एप सेल</p></html>',
  'home/index.html': '<html lang="en"><p>Home tuition in Nepal</p></html>',
  'home/index.ne.html': '<html lang="ne"><p>नेपालमा घरमै ट्युसन</p></html>',
  'about/index.html': '<html lang="en"><p>About GharGuru</p></html>',
  '404.html': '<html lang="en"><p>Page not found</p></html>',
  '404.ne.html': '<html lang="ne"><p>पृष्ठ भेटिएन</p></html>',
};

beforeAll(async () => {
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
    if (file.startsWith('home/')) {
      fs.writeFileSync(path.join(dist, `${file}.br`), zlib.brotliCompressSync(text));
      fs.writeFileSync(path.join(dist, `${file}.gz`), zlib.gzipSync(text));
    }
  }
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'routes.json'),
    JSON.stringify(['/', '/home', '/about', '/admin-dashboard', '/tution-details/:id']),
  );
  web = await createTestApp({ webDist: dist });
});

afterAll(async () => {
  await web.app.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => web.app.inject({ method: 'GET', url, headers });
const langOf = (html: string) => /<html lang="(\w+)">/.exec(html)?.[1];
const text = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

describe('the language of a page', () => {
  it('is English without a cookie or an Accept-Language, and the page says what it varies by', async () => {
    const response = await get('/home');
    expect(response.statusCode).toBe(200);
    expect(langOf(response.body)).toBe('en');
    const vary = String(response.headers.vary).toLowerCase();
    for (const header of ['cookie', 'accept-language', 'accept-encoding']) expect(vary).toContain(header);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it("follows the browser's Accept-Language by q-value: ne and ne-NP are Nepali, anything else English", async () => {
    const cases: [string, 'en' | 'ne'][] = [
      ['ne', 'ne'],
      ['ne-NP', 'ne'],
      ['ne-NP,ne;q=0.9,en-US;q=0.8,en;q=0.7', 'ne'],
      ['en-US,en;q=0.9,ne;q=0.8', 'en'],
      ['ne;q=0.5, en;q=0.9', 'en'],
      ['hi-IN, ne;q=0.4', 'ne'],
      ['ne;q=0, en', 'en'],
      ['fr-FR', 'en'],
      ['', 'en'],
    ];
    for (const [acceptLanguage, expected] of cases) {
      const response = await get('/home', { 'accept-language': acceptLanguage });
      expect(langOf(response.body), acceptLanguage).toBe(expected);
    }
  });

  it('follows the choice made in the web app (the cookie) over Accept-Language', async () => {
    const nepaliBrowser = { 'accept-language': 'ne-NP,ne;q=0.9' };
    const chosenEnglish = await get('/home', { ...nepaliBrowser, cookie: `${LANGUAGE_COOKIE}=en` });
    expect(langOf(chosenEnglish.body)).toBe('en');
    const chosenNepali = await get('/home', {
      'accept-language': 'en-GB,en;q=0.9',
      cookie: `theme=dark; ${LANGUAGE_COOKIE}=ne; other=1`,
    });
    expect(langOf(chosenNepali.body)).toBe('ne');
    expect(chosenNepali.body).toContain('नेपालमा घरमै ट्युसन');
    // A cookie with another value, or another cookie of a similar name, is no choice.
    const unknown = await get('/home', { ...nepaliBrowser, cookie: `${LANGUAGE_COOKIE}=fr; x${LANGUAGE_COOKIE}=en` });
    expect(langOf(unknown.body)).toBe('ne');
  });

  it('reads the cookie exactly', () => {
    expect(chosenLanguageOf(`${LANGUAGE_COOKIE}=ne`)).toBe('ne');
    expect(chosenLanguageOf(`a=1;${LANGUAGE_COOKIE}=en;b=2`)).toBe('en');
    expect(chosenLanguageOf(`${LANGUAGE_COOKIE}=nepali`)).toBeUndefined();
    expect(chosenLanguageOf(`my_${LANGUAGE_COOKIE}=ne`)).toBeUndefined();
    expect(chosenLanguageOf(undefined)).toBeUndefined();
  });

  it('falls back to English for a page the build has in English only', async () => {
    const response = await get('/about', { 'accept-language': 'ne' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('About GharGuru');
  });

  it("sends the guarded pages' shell and the not-found page (HTTP 404) in Nepali", async () => {
    const shell = await get('/admin-dashboard', { 'accept-language': 'ne' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('एप सेल');
    for (const url of ['/no-such-page', '/home/extra', '/assets/gone-123.js']) {
      const nepali = await get(url, { cookie: `${LANGUAGE_COOKIE}=ne` });
      expect(nepali.statusCode, url).toBe(404);
      expect(nepali.body, url).toContain('पृष्ठ भेटिएन');
      expect(String(nepali.headers.vary).toLowerCase(), url).toContain('accept-language');
      const english = await get(url);
      expect(english.statusCode, url).toBe(404);
      expect(english.body, url).toContain('Page not found');
    }
  });

  it('serves each language precompressed, with its own ETag, and revalidates each one', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const english = await get('/home', headers);
    const nepali = await get('/home', { ...headers, 'accept-language': 'ne' });
    expect(english.headers['content-encoding']).toBe('br');
    expect(nepali.headers['content-encoding']).toBe('br');
    expect(text(english)).toBe(FILES['home/index.html']);
    expect(text(nepali)).toBe(FILES['home/index.ne.html']);
    const gzip = await get('/home', { 'accept-encoding': 'gzip', 'accept-language': 'ne' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(text(gzip)).toBe(FILES['home/index.ne.html']);

    expect(english.headers.etag).toBeTruthy();
    expect(nepali.headers.etag).toBeTruthy();
    expect(nepali.headers.etag).not.toBe(english.headers.etag);
    const again = await get('/home', {
      ...headers,
      'accept-language': 'ne',
      'if-none-match': String(nepali.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    // The Nepali page's ETag does not stand for the English page.
    const switched = await get('/home', { ...headers, 'if-none-match': String(nepali.headers.etag) });
    expect(switched.statusCode).toBe(200);
    expect(text(switched)).toBe(FILES['home/index.html']);
  });

  it('never serves the language variants or the not-found page at their own addresses', async () => {
    for (const url of ['/home/index.ne.html', '/index.ne.html', '/404.html', '/404.ne.html']) {
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, url).toBe(404);
      expect(text(response), url).toContain('Page not found');
    }
  });

  it('leaves the API alone: its unknown paths are JSON 404s in any language', async () => {
    const response = await get('/api/no-such-thing', { 'accept-language': 'ne', cookie: `${LANGUAGE_COOKIE}=ne` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'notFound' });
  });
});
