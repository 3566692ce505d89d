// `Cache-Control: no-store` on API answers: they carry tokens, profiles, contact details and
// lists only their reader may see, so no browser or proxy cache may keep them. The simplest rule
// that is right: every /api answer, errors included, except the two that are the same for everyone
// (the public configuration and the API documentation).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const NO_STORE = 'no-store';

export function isPrivateApiPath(url: string, options: { apiPrefix: string; publicPaths: readonly string[] }) {
  const path = url.split('?')[0] ?? '';
  if (path !== options.apiPrefix && !path.startsWith(`${options.apiPrefix}/`)) return false;
  return !options.publicPaths.some((publicPath) => path === publicPath || path.startsWith(`${publicPath}/`));
}

export const noStorePlugin = fp(
  async (app: FastifyInstance, options: { apiPrefix: string; publicPaths: readonly string[] }) => {
    // A callback hook: an async one costs a promise and a microtask turn on every request.
    app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, _payload: unknown, done: () => void) => {
      if (isPrivateApiPath(request.url, options)) reply.header('cache-control', NO_STORE);
      done();
    });
  },
  { name: 'no-store' },
);
