// Security headers, CORS, JSON bodies and rate limits. Routes name their limit (`config.limit`);
// this plugin gives each name one @fastify/rate-limit limiter, shared by the routes that use it.
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { MSG } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';

export type LimitName = 'signIn' | 'publicForm';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: LimitName;
  }
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { config: AppConfig }) => {
    const { config } = options;

    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: null,
        },
      },
      // Served over plain HTTP on a LAN too; HSTS belongs to the TLS-terminating proxy.
      hsts: false,
    });

    await app.register(cors, {
      origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
      methods: ['GET', 'POST', 'PUT', 'DELETE'],
      allowedHeaders: ['Content-Type', 'Authorization'],
      maxAge: 600,
    });

    // The spec's clients POST some lists with no body: an empty JSON body means {}.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new AppError('BAD_REQUEST', MSG.invalidJson), undefined);
      }
    });

    if (!config.rateLimit.enabled) return;

    const limits: Record<LimitName, { max: number; timeWindow: number; message: string }> = {
      signIn: { max: config.rateLimit.signInPerIpPerMinute, timeWindow: 60_000, message: MSG.tooManySignIns },
      publicForm: { max: config.rateLimit.publicFormsPerIpPerMinute, timeWindow: 60_000, message: MSG.tooManyRequests },
    };
    await app.register(rateLimit, { global: false });
    // One limiter per limit name, shared by every route that names it. (A route's own
    // `config.rateLimit` would get a store of its own, so each sign-in or form route would have its
    // own bucket and the limit per address would multiply by the number of routes.)
    const limiters = Object.fromEntries(
      (Object.entries(limits) as [LimitName, (typeof limits)[LimitName]][]).map(
        ([name, { max, timeWindow, message }]) => [
          name,
          app.rateLimit({
            max,
            timeWindow,
            keyGenerator: (request) => `${name}:${request.ip}`,
            errorResponseBuilder: () => new AppError('TOO_MANY_REQUESTS', message),
          }),
        ],
      ),
    ) as Record<LimitName, ReturnType<typeof app.rateLimit>>;
    app.addHook('onRoute', (route) => {
      const name = route.config?.limit;
      if (!name) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [limiters[name], ...existing] as typeof route.onRequest;
    });
  },
  { name: 'security' },
);
