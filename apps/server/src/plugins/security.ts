// Security headers, CORS, JSON bodies and rate limits. Routes name their limit (`config.limit`);
// this plugin gives each name one @fastify/rate-limit limiter, shared by the routes that use it and,
// through the database counters, by every instance on the same database.
import cors from '@fastify/cors';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { MSG } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config.js';
import { AppError } from '../lib/app-error.js';
import { type SharedCounters, sweepPeriodically } from '../lib/shared-counters.js';
import { staticHelmetHeaders } from '../lib/static-helmet.js';

export type LimitName = 'signIn' | 'publicForm' | 'publicRead' | 'requestStatus';

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: LimitName;
  }
}

const SWEEP_INTERVAL_MS = 60_000;

/** @fastify/rate-limit's store on the shared counters (its own store counts per instance, in memory). */
function sharedStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      counters.hit(`limit:${key}`, timeWindow).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}

export const securityPlugin = fp(
  async (
    app: FastifyInstance,
    options: {
      config: AppConfig;
      counters: SharedCounters;
      /** The CSP sources of the web build's inline scripts (their hashes; `inlineScriptSources` of web.ts). */
      inlineScripts: string[];
      /** Limits of routes a plugin adds without our `config.limit` (the docs' routes), by path prefix. */
      prefixLimits?: { prefix: string; limit: LimitName }[];
    },
  ) => {
    const { config, counters, inlineScripts, prefixLimits = [] } = options;

    const securityHeaders = await staticHelmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // The web build's inline loader, by its hash (decision 026); never 'unsafe-inline'.
          scriptSrc: ["'self'", ...inlineScripts],
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
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders);
      done();
    });

    if (config.corsOrigins.length > 0) {
      await app.register(cors, {
        origin: config.corsOrigins,
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Content-Type', 'Authorization'],
        maxAge: 600,
      });
    } else {
      // No origin allowed (the default: the web app and the API share one origin). @fastify/cors with
      // `origin: false` added nothing to any answer but still copied its options in a hook on every
      // request (~2 % of an indexed read's CPU, docs/performance.md); its one visible effect is kept:
      // the same hidden OPTIONS route, which answers every OPTIONS request as not found.
      app.options('*', { schema: { hide: true } }, (_request, reply) => {
        reply.callNotFound();
      });
    }

    // Clients written for requirements §7 POST some lists with no body: an empty JSON body means {}.
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

    // The counters of every limit (these and the sign-in limits) stay only as long as their window.
    const stopSweeping = sweepPeriodically(counters, SWEEP_INTERVAL_MS, (error) =>
      app.log.warn({ err: error }, 'could not sweep ended rate-limit windows'),
    );
    app.addHook('onClose', async () => stopSweeping());

    type LimitMessage = typeof MSG.tooManySignIns | typeof MSG.tooManyRequests | typeof MSG.tooManyStatusChecks;
    const limits: Record<LimitName, { max: number; timeWindow: number; message: LimitMessage }> = {
      signIn: { max: config.rateLimit.signInPerIpPerMinute, timeWindow: 60_000, message: MSG.tooManySignIns },
      publicForm: { max: config.rateLimit.publicFormsPerIpPerMinute, timeWindow: 60_000, message: MSG.tooManyRequests },
      publicRead: { max: config.rateLimit.publicReadsPerIpPerMinute, timeWindow: 60_000, message: MSG.tooManyRequests },
      requestStatus: {
        max: config.rateLimit.requestStatusPerIpPerMinute,
        timeWindow: 60_000,
        message: MSG.tooManyStatusChecks,
      },
    };
    await app.register(rateLimit, { global: false, store: sharedStore(counters) });
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
      const name =
        route.config?.limit ??
        prefixLimits.find(({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`))?.limit;
      if (!name) return;
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [limiters[name], ...existing] as typeof route.onRequest;
    });
  },
  { name: 'security' },
);
