// Serves the built web app beside the API: hashed assets cached for a year, pages revalidated,
// prerendered HTML for public routes and the app shell for the rest (history fallback).
// Unknown /api paths and non-GET requests get the API's JSON 404. A page the web app does not have
// (no pattern of the route manifest, dist/.server/routes.json) is still the app shell, which shows
// where to go, but with HTTP 404, so search engines and link checkers see it is not there.
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

/** The web app's path patterns (`/tution-details/:id`), or undefined for a build without the list. */
function readPatterns(webDist: string): string[][] | undefined {
  const file = path.join(webDist, '.server', 'routes.json');
  if (!fs.existsSync(file)) return undefined;
  const patterns = JSON.parse(fs.readFileSync(file, 'utf8')) as string[];
  return patterns.map(segmentsOf);
}

const segmentsOf = (urlPath: string) => urlPath.split('/').filter(Boolean);

/** Whether `urlPath` is one of the patterns: same segments, a `:name` segment matching any one. */
export function isKnownPage(patterns: string[][], urlPath: string): boolean {
  let segments: string[];
  try {
    segments = segmentsOf(decodeURIComponent(urlPath));
  } catch {
    return false;
  }
  return patterns.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}

export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist?: string; apiPrefix: string }) => {
    const { webDist, apiPrefix } = options;
    const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
    const patterns = hasWeb ? readPatterns(webDist) : undefined;

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
      if (patterns && !isKnownPage(patterns, url)) reply.status(404);
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
