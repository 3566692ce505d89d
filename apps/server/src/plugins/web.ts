// Serves the built web app beside the API: hashed assets cached for a year, pages revalidated,
// prerendered HTML for public routes and the app shell for the rest (history fallback).
// Unknown /api paths and non-GET requests get the API's JSON 404.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { say } from '@gharguru/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** `/about` -> `about/index.html` when the build prerendered it, otherwise the app shell. */
export function pageFileFor(webDist: string, urlPath: string): string {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+|\/+$/g, '');
  if (clean && !clean.startsWith('..')) {
    const prerendered = path.posix.join(clean, 'index.html');
    if (fs.existsSync(path.join(webDist, prerendered))) return prerendered;
  }
  return 'index.html';
}

export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist?: string; apiPrefix: string }) => {
    const { webDist, apiPrefix } = options;
    const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));

    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !url.startsWith(`${apiPrefix}/`) &&
        url !== apiPrefix;
      if (!hasWeb || !wantsPage) {
        return reply.status(404).send(say(hasWeb || url.startsWith(apiPrefix) ? 'notFound' : 'webNotBuilt'));
      }
      reply.header('Cache-Control', REVALIDATE);
      return reply.sendFile(pageFileFor(webDist, url));
    };

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        // '/' and '/about/' are folders: serve their index.html (the app shell, a prerendered page)
        // instead of @fastify/static's 403 for a folder without an index.
        index: ['index.html'],
        wildcard: true,
        preCompressed: true,
        // dist/.server holds the server's renderer (decision 017): for the server, not for browsers.
        allowedPath: (pathName) => !pathName.startsWith('/.server/'),
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
        },
      });
    }
    app.setNotFoundHandler(notFound);
  },
  { name: 'web' },
);
