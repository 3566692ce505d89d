// No cache may keep an API answer with personal data or a token: `Cache-Control: no-store` on every
// /api answer, errors included; only the public configuration and the docs may be cached.
import { API_PATHS } from '@gharguru/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildContactMessage, buildTeacher } from '@gharguru/contract/testing';
import { createTestApp, signInNewAdmin, signUpTeacher, withoutRateLimits } from '../test-app.js';
import type { TestApp } from '../test-app.js';

describe('Cache-Control on API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(withoutRateLimits());
  });
  afterAll(() => t.close());

  it('is no-store on answers with tokens and personal data', async () => {
    const input = buildTeacher();
    const registered = await t.post(API_PATHS.teacherRegister, input);
    const signedIn = await t.post(API_PATHS.teacherLogin, { email: input.email, password: input.password });
    const token = signedIn.json().accessToken as string;
    const admin = await signInNewAdmin(t);
    const contact = await t.post(API_PATHS.visitorData, buildContactMessage());
    const answers = [
      registered,
      signedIn,
      contact,
      await t.api({ method: 'GET', path: API_PATHS.teacherProfile, token }),
      await t.api({ method: 'POST', path: API_PATHS.tuitionPosts, token }),
      await t.api({ method: 'GET', path: API_PATHS.adminProfile, token: admin.token }),
      await t.api({ method: 'GET', path: `${API_PATHS.adminTeacherList}?q=Sita`, token: admin.token }),
      await t.api({ method: 'GET', path: API_PATHS.contactFormData, token: admin.token }),
      await t.api({ method: 'GET', path: API_PATHS.health }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, `${answer.raw.req.url}: ${answer.body}`).toBeLessThan(300);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('is no-store on errors', async () => {
    const { token } = await signUpTeacher(t);
    const answers = [
      await t.post(API_PATHS.teacherLogin, { email: 'nobody@example.com', password: 'x' }),
      await t.post(API_PATHS.teacherLogin, { email: 'not-an-email' }),
      await t.api({ method: 'GET', path: API_PATHS.teacherProfile }),
      await t.api({ method: 'GET', path: API_PATHS.adminProfile, token }),
      await t.api({ method: 'GET', path: '/no-such-route' }),
      await t.app.inject({ method: 'GET', url: '/api' }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.raw.req.url).toBeGreaterThanOrEqual(400);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('leaves the public configuration and the docs cacheable', async () => {
    const config = await t.api({ method: 'GET', path: API_PATHS.publicConfig });
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    for (const answer of [config, docs]) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).not.toBe('no-store');
    }
  });
});
