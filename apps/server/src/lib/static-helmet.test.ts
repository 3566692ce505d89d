// The headers computed once are exactly those @fastify/helmet sets per request: the same app built
// both ways answers a page, a 404 and an error with the same headers.
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { staticHelmetHeaders } from './static-helmet.js';

const OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: { defaultSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], upgradeInsecureRequests: null },
  },
  hsts: false,
};

function withRoutes(app: FastifyInstance) {
  app.get('/page', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  return app;
}

async function perRequestHelmet() {
  const app = Fastify();
  await app.register(helmet, OPTIONS);
  return withRoutes(app);
}

async function computedOnce() {
  const app = Fastify();
  const headers = await staticHelmetHeaders(OPTIONS);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  return withRoutes(app);
}

describe('security headers computed once', () => {
  const apps: FastifyInstance[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it.each(['/page', '/missing', '/fails'])('%s gets the same headers as with @fastify/helmet', async (url) => {
    const [reference, once] = await Promise.all([perRequestHelmet(), computedOnce()]);
    apps.push(reference, once);
    const [expected, actual] = await Promise.all([reference.inject({ url }), once.inject({ url })]);
    const { date: _a, ...expectedHeaders } = expected.headers;
    const { date: _b, ...actualHeaders } = actual.headers;
    expect(actual.statusCode).toBe(expected.statusCode);
    expect(actualHeaders).toEqual(expectedHeaders);
    expect(actualHeaders['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
  });

  it('refuses options whose headers change per request (CSP nonces)', async () => {
    await expect(staticHelmetHeaders({ ...OPTIONS, enableCSPNonces: true })).rejects.toThrow(/nonces/);
  });
});
