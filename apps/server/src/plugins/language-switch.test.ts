// [FAST-2] The language switch without the web app's script (issue 31): `GET /language?language=ne`
// stores the choice in the language cookie and sends the visitor back to `next`, a page of this site.
import { LANGUAGE_COOKIE } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { chosenLanguageOf } from '../lib/request-language.js';

let web: TestApp;
beforeAll(async () => {
  web = await createTestApp();
});
afterAll(async () => {
  await web.app.close();
});

const ask = (language: string | undefined, next?: string) => {
  const query = new URLSearchParams();
  if (language !== undefined) query.set('language', language);
  if (next !== undefined) query.set('next', next);
  return web.app.inject({ method: 'GET', url: `/language?${query}` });
};

describe('[FAST-2] the language switch as a form', () => {
  it('stores नेपाली in the cookie for a year and sends the visitor back to the page and its filters', async () => {
    const response = await ask('ne', '/tutors?class=5&page=2');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/tutors?class=5&page=2');
    expect(response.headers['cache-control']).toBe('no-store');
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toBe(`${LANGUAGE_COOKIE}=ne; Path=/; Max-Age=31536000; SameSite=Lax`);
    // The cookie the server reads pages by.
    expect(chosenLanguageOf(cookie.split(';')[0])).toBe('ne');
  });

  it('stores English the same way', async () => {
    const response = await ask('en', '/about');
    expect(response.headers.location).toBe('/about');
    expect(String(response.headers['set-cookie'])).toMatch(new RegExp(`^${LANGUAGE_COOKIE}=en;`));
  });

  it('sends to the home page, never to another site, when the page to go back to is missing or odd', async () => {
    for (const next of [
      undefined,
      '',
      'https://evil.example/phish',
      '//evil.example/phish',
      '/\\evil.example/phish',
      'javascript:alert(1)',
      '/home\nSet-Cookie: x=1',
      '/language?language=ne',
      `/${'x'.repeat(3000)}`,
    ]) {
      const response = await ask('ne', next);
      expect(response.statusCode, String(next)).toBe(303);
      expect(response.headers.location, String(next)).toBe('/');
    }
  });

  it('sets no cookie for a language it does not know, and still sends the visitor back', async () => {
    for (const url of [
      '/language?next=/home',
      '/language?language=fr&next=/home',
      '/language?language=ne&language=en&next=/home',
      '/language?language=&next=/home',
    ]) {
      const response = await web.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(303);
      expect(response.headers['set-cookie'], url).toBeUndefined();
      expect(response.headers.location, url).toBe('/home');
    }
  });
});
