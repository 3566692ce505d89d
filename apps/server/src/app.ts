// buildApp(config, database) -> a ready Fastify instance. Tests drive it with inject(); main.ts listens.
import compress from '@fastify/compress';
import { API_BASE } from '@gharguru/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Database } from './db/client.js';
import { resolveJwtSecret } from './lib/jwt-secret.js';
import { createLoginThrottle } from './lib/login-throttle.js';
import { createTokenService } from './lib/tokens.js';
import { apiModules } from './modules/index.js';
import { authPlugin } from './plugins/auth.js';
import { docsPlugin } from './plugins/docs.js';
import { errorsPlugin } from './plugins/errors.js';
import { securityPlugin } from './plugins/security.js';
import { webPlugin } from './plugins/web.js';

export const BODY_LIMIT_BYTES = 16 * 1024;
export const DOCS_PREFIX = `${API_BASE}/docs`;

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  /** Close the database when the app closes (main.ts); tests that share one database pass false. */
  closeDatabase?: boolean;
}

export async function buildApp({ config, database, closeDatabase = true }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.authorization',
              'req.body.password',
              'req.body.currentPassword',
              'req.body.newPassword',
            ],
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const context: AppContext = {
    db: database.db,
    config,
    tokens: createTokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
    loginThrottle: createLoginThrottle({
      maxFailures: config.rateLimit.enabled ? config.rateLimit.signInFailuresPerEmail : Number.POSITIVE_INFINITY,
      windowMs: config.rateLimit.signInFailureWindowMs,
    }),
    pingDatabase: database.ping,
  };

  await app.register(errorsPlugin);
  await app.register(securityPlugin, { config });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
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

  await app.register(webPlugin, { webDist: config.webDist, apiPrefix: API_BASE });

  if (closeDatabase) app.addHook('onClose', async () => database.close());
  await app.ready();
  return app;
}
