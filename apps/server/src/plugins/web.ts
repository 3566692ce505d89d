// Serves the built web app beside the API: hashed assets cached for a year, pages revalidated,
// prerendered HTML for public routes and the app shell for the rest (history fallback), each in the
// visitor's language (decision 019): `about/index.ne.html` beside `about/index.html`, chosen by the
// language cookie, else Accept-Language, with `Vary` saying so.
// Unknown /api paths and non-GET requests get the API's JSON 404. A page the web app does not have
// (no pattern of the route manifest, dist/.server/routes.json) is the prerendered not-found page
// (`404.html`; the app shell for a build without one) with HTTP 404, so search engines and link
// checkers see it is not there.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { type NotificationLanguage, say } from '@gharguru/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_VARY, pageLanguage } from '../lib/request-language.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const SHELL = 'index.html';
const NOT_FOUND = '404.html';

/**
 * The build's HTML files (`about/index.html`, `about/index.ne.html`, …), listed once at start: a
 * running server's build does not change, so no page request asks the file system which exist.
 */
function htmlFilesOf(webDist: string): Set<string> {
  const files = fs.readdirSync(webDist, { recursive: true, encoding: 'utf8' });
  return new Set(files.filter((file) => file.endsWith('.html')).map((file) => file.split(path.sep).join('/')));
}

/** `/about` -> `about/index.html` when the build prerendered it, otherwise the app shell. */
export function pageFileFor(htmlFiles: Set<string>, urlPath: string): string {
  const clean = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+|\/+$/g, '');
  if (clean && !clean.startsWith('..')) {
    const prerendered = path.posix.join(clean, 'index.html');
    if (htmlFiles.has(prerendered)) return prerendered;
  }
  return SHELL;
}

/** `about/index.html` -> `about/index.ne.html` for Nepali when the build has it. */
export function languageFileFor(htmlFiles: Set<string>, file: string, language: NotificationLanguage): string {
  if (language === 'en') return file;
  const variant = file.replace(/\.html$/, `.${language}.html`);
  return htmlFiles.has(variant) ? variant : file;
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

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts the build's pages run: the loader that fetches
 * the scripts after the first paint (decision 026), listed by the build in .server/inline-scripts.json.
 * None for a build without the file or without a web build.
 */
export function inlineScriptSources(webDist: string | undefined): string[] {
  if (webDist === undefined) return [];
  const file = path.join(webDist, '.server', 'inline-scripts.json');
  if (!fs.existsSync(file)) return [];
  const { scriptSrc } = JSON.parse(fs.readFileSync(file, 'utf8')) as { scriptSrc?: unknown };
  if (
    !Array.isArray(scriptSrc) ||
    !scriptSrc.every((source) => /^'sha256-[A-Za-z0-9+/]+={0,2}'$/.test(String(source)))
  ) {
    throw new Error(`${file}: expected { "scriptSrc": ["'sha256-…'"] }: build the web app again`);
  }
  return scriptSrc as string[];
}

/** A path whose last segment has no extension names a page (`/about`, `/tution-details/7`), not a file. */
const isPagePath = (urlPath: string) => !/\.[^/]*$/.test(urlPath);
/**
 * A dot-file or dot-directory anywhere in the (decoded) path: the build's internals (`.vite/manifest.json`
 * lists the source files, `.server/` holds the renderer) are never served (issue 26).
 */
export const isDotPath = (filePath: string) => filePath.split('/').some((segment) => segment.startsWith('.'));
/** The language variants and the not-found page are sent as pages, never at their own address. */
const isPageFile = (urlPath: string) => /\.(en|ne)\.html$/.test(urlPath) || urlPath === `/${NOT_FOUND}`;

export const webPlugin = fp(
  async (app: FastifyInstance, options: { webDist?: string; apiPrefix: string }) => {
    const { webDist, apiPrefix } = options;
    const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, SHELL));
    const patterns = hasWeb ? readPatterns(webDist) : undefined;
    const htmlFiles = hasWeb ? htmlFilesOf(webDist) : new Set<string>();
    const hasNotFoundPage = htmlFiles.has(NOT_FOUND);
    const isApi = (url: string) => url === apiPrefix || url.startsWith(`${apiPrefix}/`);

    /** The page at `url` in the visitor's language; an unknown one is the not-found page with 404. */
    const sendPage = (request: FastifyRequest, reply: FastifyReply, url: string) => {
      const known = !patterns || isKnownPage(patterns, url);
      let file = pageFileFor(htmlFiles, url);
      if (!known) {
        reply.status(404);
        if (hasNotFoundPage) file = NOT_FOUND;
      }
      reply.header('Cache-Control', REVALIDATE).header('Vary', PAGE_VARY);
      reply.sendFile(languageFileFor(htmlFiles, file, pageLanguage(request)));
    };

    const notFound = (request: FastifyRequest, reply: FastifyReply) => {
      const url = request.url.split('?')[0] ?? '/';
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApi(url);
      if (!hasWeb || !wantsPage || webDist === undefined) {
        return reply.status(404).send(say(hasWeb || url.startsWith(apiPrefix) ? 'notFound' : 'webNotBuilt'));
      }
      // A guarded page (`/tution-details/x.y`) or a missing file (`/assets/gone.js`: not found).
      sendPage(request, reply, url);
    };

    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        // Our own route below decides between pages and files; @fastify/static sends them.
        serve: false,
        // '/' and '/about/' are folders: the page logic sends their index.html.
        index: ['index.html'],
        preCompressed: true,
        // dist/.server holds the server's renderer (decision 017), dist/.vite the build's manifest:
        // for the server, not for browsers.
        allowedPath: (pathName) => !isDotPath(pathName),
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('Cache-Control', filePath.includes(`${path.sep}assets${path.sep}`) ? IMMUTABLE : REVALIDATE);
        },
      });
      app.get<{ Params: { '*': string } }>(
        '/*',
        {
          schema: { hide: true },
          // A visitor who leaves while a file is sent: nothing to answer.
          errorHandler: (error, request, reply) => {
            if ((error as { code?: string }).code === 'ERR_STREAM_PREMATURE_CLOSE') {
              request.raw.destroy();
              return;
            }
            app.errorHandler(error, request, reply);
          },
        },
        // Not async, and returning nothing: @fastify/static's sendFile answers when the file is read.
        (request, reply) => {
          const url = request.url.split('?')[0] ?? '/';
          const file = `/${request.params['*']}`;
          if (isApi(url) || isPageFile(file) || isDotPath(file)) reply.callNotFound();
          else if (isPagePath(url)) sendPage(request, reply, url);
          else reply.sendFile(file);
        },
      );
    }
    app.setNotFoundHandler(notFound);
  },
  { name: 'web' },
);
