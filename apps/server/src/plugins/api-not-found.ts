// What an /api request that matches no route gets: 405 with `Allow` when the path exists under
// other methods (DELETE on a path that only reads), otherwise 404; both as `{ message, code }`.
// Fastify itself answers 404 for both, which tells a client its URL is wrong when only its method is.
import { say } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

interface KnownRoute {
  method: string;
  pattern: RegExp;
}

/** `/api/tution/posts/:id` -> a pattern for concrete paths; `*` matches the rest of the path. */
export function routePattern(url: string): RegExp {
  const segments = url.split('/').map((segment) => {
    if (segment.startsWith(':')) return '[^/]+';
    if (segment === '*') return '.*';
    return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${segments.join('/')}$`);
}

function pathOf(url: string): string {
  const path = url.split('?')[0] ?? '/';
  // The router ignores a trailing slash; so does this.
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export const apiNotFoundPlugin = fp(
  async (app: FastifyInstance, options: { apiPrefix: string }) => {
    const routes: KnownRoute[] = [];
    app.addHook('onRoute', (route) => {
      if (route.url !== options.apiPrefix && !route.url.startsWith(`${options.apiPrefix}/`)) return;
      for (const method of [route.method].flat()) routes.push({ method, pattern: routePattern(route.url) });
    });

    await app.register(
      async (api) => {
        api.setNotFoundHandler((request, reply) => {
          const path = pathOf(request.url);
          const allowed = [...new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method))];
          if (allowed.length === 0) return reply.status(404).send(say('notFound'));
          return reply.status(405).header('allow', allowed.sort().join(', ')).send(say('methodNotAllowed'));
        });
      },
      { prefix: options.apiPrefix },
    );
  },
  { name: 'api-not-found' },
);
