// Health for load balancers and the public configuration the web app shows (contact details).
import { API_PATHS, HealthResponseSchema, PublicConfigResponseSchema } from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

export const healthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.health,
    {
      config: { access: 'public' },
      schema: { tags: ['system'], response: { 200: HealthResponseSchema, 503: HealthResponseSchema } },
    },
    async (_request, reply) => {
      const reachable = await ctx.pingDatabase();
      return reply
        .status(reachable ? 200 : 503)
        .send({ status: reachable ? 'ok' : 'degraded', database: reachable ? 'reachable' : 'unreachable' });
    },
  );

  app.get(
    API_PATHS.publicConfig,
    { config: { access: 'public' }, schema: { tags: ['system'], response: { 200: PublicConfigResponseSchema } } },
    async () => ({ contact: ctx.config.contact }),
  );
};
