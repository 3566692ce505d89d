// buildApp(config, database) -> a ready Fastify instance. Tests drive it with inject(); main.ts listens.
import { constants as zlibConstants } from 'node:zlib';
import compress, { type FastifyCompressOptions } from '@fastify/compress';
import { API_BASE, API_PATHS } from '@gharguru/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { resolveJwtSecret } from './lib/jwt-secret.js';
import { answerClientError, answerFrameworkError } from './lib/http-errors.js';
import { httpServerOptions } from './lib/http-server-options.js';
import { logSerializers } from './lib/log-serializers.js';
import { OneLinePerRequest } from './lib/request-log.js';
import { createResponseSerializerCompiler } from './lib/response-serializer.js';
import { loadPageRenderer } from './lib/page-renderer.js';
import { type AfterReply, createAfterReply } from './lib/after-reply.js';
import { createSharedCounters } from './lib/shared-counters.js';
import { NO_SIGN_IN_LIMITS, createSignInLimits } from './lib/sign-in-limits.js';
import { createTokenService } from './lib/tokens.js';
import { listenForDirectoryChanges } from './modules/directory/directory-changes.js';
import { forgetCachedDirectory } from './modules/directory/facets-cache.js';
import { directoryPages } from './modules/directory/pages.js';
import { seoRoutes } from './modules/seo/routes.js';
import { apiModules } from './modules/index.js';
import { outboxWorkerPlugin } from './modules/notifications/worker-plugin.js';
import { apiNotFoundPlugin } from './plugins/api-not-found.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { hostHeaderPlugin } from './plugins/host-header.js';
import { noStorePlugin } from './plugins/no-store.js';
import { gracefulClosePlugin } from './plugins/graceful-close.js';
import { securityPlugin } from './plugins/security.js';
import { inlineScriptSources, webPlugin } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The routes' work after their answers: tests await `settled()`. */
    afterReply: AfterReply;
  }
}

export const BODY_LIMIT_BYTES = 16 * 1024;
export const DOCS_PREFIX = `${API_BASE}/docs`;

const COMPRESSION = { threshold: 1024, encodings: ['br', 'gzip'] } satisfies FastifyCompressOptions;
const API_COMPRESSION = {
  ...COMPRESSION,
  brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 2 } },
} satisfies FastifyCompressOptions;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Close the database when the app closes (main.ts); tests that share one database pass false. */
  closeDatabase?: boolean;
  /** Where the log goes instead of stdout (tests that read the log). */
  logStream?: NodeJS.WritableStream;
}

export async function buildApp({
  config,
  database,
  closeDatabase = true,
  logStream,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: logSerializers,
            ...(logStream ? { stream: logStream } : {}),
            redact: [
              'req.headers.authorization',
              'req.body.password',
              'req.body.currentPassword',
              'req.body.newPassword',
            ],
          },
    // One line per request, at its end (lib/request-log.ts).
    logController: new OneLinePerRequest(),
    bodyLimit: BODY_LIMIT_BYTES,
    ...httpServerOptions(config.http),
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Requests that never reach a route still answer { message, code } (lib/http-errors.ts).
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    // plugins/graceful-close.ts answers 503 in the API's shape while the app closes.
    return503OnClosing: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Answers: checked and written by a compiled writer of the same Zod schema (only its fields leave).
  app.setSerializerCompiler(createResponseSerializerCompiler());

  const counters = createSharedCounters(database.db);
  const { rateLimit } = config;
  const context: AppContext = {
    db: database.db,
    config,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    signInLimits: rateLimit.enabled
      ? createSignInLimits(counters, {
          failuresPerPair: rateLimit.signInFailuresPerPair,
          slowDownAfter: rateLimit.signInSlowDownAfter,
          maxDelayMs: rateLimit.signInMaxDelayMs,
          windowMs: rateLimit.signInFailureWindowMs,
        })
      : NO_SIGN_IN_LIMITS,
    counters,
    pingDatabase: database.ping,
    afterReply: createAfterReply((error) => app.log.error({ err: error }, 'work after a reply failed')),
  };

  // First, so a request that arrives while closing gets its 503 before any other hook runs.
  await app.register(gracefulClosePlugin);
  // preClose hooks run in order: after the drain no request starts new work, and the database closes later.
  app.decorate('afterReply', context.afterReply);
  app.addHook('preClose', () => context.afterReply.settled());
  // After the drain (its preClose runs first): stops sending before the database closes.
  await app.register(outboxWorkerPlugin, { db: database.db, config });
  await app.register(errorsPlugin);
  await app.register(hostHeaderPlugin);
  await app.register(noStorePlugin, {
    apiPrefix: API_BASE,
    publicPaths: [`${API_BASE}${API_PATHS.publicConfig}`, DOCS_PREFIX],
  });
  // Before any /api route is added: it learns every route's methods from onRoute.
  await app.register(apiNotFoundPlugin, { apiPrefix: API_BASE });
  // Plugins know nothing of each other: the web build's inline-script hashes come to the CSP from here.
  // The docs' routes come from @fastify/swagger-ui: limited like the public pages (issue 26).
  await app.register(securityPlugin, {
    config,
    counters,
    inlineScripts: inlineScriptSources(config.webDist),
    prefixLimits: [{ prefix: DOCS_PREFIX, limit: 'publicRead' }],
  });
  // API answers are small JSON written per request: brotli at quality 2 instead of @fastify/compress's
  // 4 took a teacher's list of 10 posts (4.6 KB) from ~120 to ~31 µs of CPU for 8 % more bytes
  // (1,288 instead of 1,195; docs/performance.md). Pages keep quality 4; files are precompressed.
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(API_BASE) && route.compress === undefined) route.compress = API_COMPRESSION;
  });
  await app.register(compress, COMPRESSION);
  await app.register(docsPlugin, { prefix: DOCS_PREFIX });
  await app.register(authPlugin, {
    db: database.db,
    tokens: context.tokens,
    apiPrefix: API_BASE,
    docsPrefix: DOCS_PREFIX,
  });

  await app.register(
    async (api) => {
      for (const module of apiModules) await api.register(module, context);
    },
    { prefix: API_BASE },
  );

  // /tutors and /tutors/:id rendered here with their data (docs/decisions/017); without a renderer
  // (a web build from before, or none) they are the app shell like any other page.
  const renderer = await loadPageRenderer(config.webDist);
  if (renderer) await app.register(directoryPages, { ctx: context, renderer });
  await app.register(seoRoutes, { ctx: context });
  await app.register(webPlugin, { webDist: config.webDist, apiPrefix: API_BASE });

  // Other instances on the same PostgreSQL database drop their cached directory on our changes and
  // we on theirs; closed before the database below.
  const { url } = database;
  if (url) {
    const changes = await listenForDirectoryChanges({
      db: database.db,
      url,
      onChange: () => forgetCachedDirectory(database.db),
      log: app.log,
    });
    app.addHook('onClose', () => changes.close());
  }
  if (closeDatabase) app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}
