// Health for load balancers and service managers, and the public configuration the web app shows
// (contact details). Readiness (/health: the database answers) is told apart from liveness
// (/health/live: the process answers), so a database outage takes an instance out of rotation
// without getting it restarted.
import {
  API_PATHS,
  HealthResponseSchema,
  LivenessResponseSchema,
  PublicConfigResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { RETRY_AFTER_SECONDS } from '../../lib/database-unavailable.js';

/** Probes time out after a few seconds; answer before them even when connecting hangs. */
const PING_DEADLINE_MS = 2_000;

async function databaseAnswers(ping: () => Promise<boolean>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), PING_DEADLINE_MS);
  });
  try {
    return await Promise.race([ping(), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.health,
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (_request, reply) => {
      if (await databaseAnswers(ctx.pingDatabase)) return { status: 'ok', database: 'reachable' } as const;
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({ status: 'degraded', database: 'unreachable', ...say('databaseUnavailable') });
    },
  );

  app.get(
    API_PATHS.healthLive,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: LivenessResponseSchema } } },
    async () => ({ status: 'ok' }) as const,
  );

  app.get(
    API_PATHS.publicConfig,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: PublicConfigResponseSchema } } },
    async () => ({
      contact: ctx.config.contact,
      messaging: {
        email: ctx.config.notifications.email !== undefined,
        sms: ctx.config.notifications.sms !== undefined,
      },
    }),
  );
};
