// POST /api/auth/password-reset and …/confirm (issue 30): public, for teachers and admins.
import {
  API_PATHS,
  ErrorResponseSchema,
  MessageResponseSchema,
  PasswordResetConfirmResponseSchema,
  PasswordResetConfirmSchema,
  PasswordResetRequestSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createSharedCounters } from '../../lib/shared-counters.js';
import { confirmPasswordReset, requestPasswordReset } from './password-reset.js';
import { createResetLimits } from './reset-limits.js';

export const passwordResetRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const limits = createResetLimits(createSharedCounters(ctx.db), () => ctx.config.rateLimit);

  app.post(
    API_PATHS.passwordReset,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: {
        tags: ['auth'],
        body: PasswordResetRequestSchema,
        response: { 202: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      // Answered before the work, so its time tells nothing about whether the account exists.
      const options = { ctx, limits, input: request.body, address: request.ip };
      ctx.afterReply.run(() => requestPasswordReset(options));
      return reply.status(202).send(say('passwordResetRequested'));
    },
  );

  app.post(
    API_PATHS.passwordResetConfirm,
    {
      config: { access: 'public', limit: 'signIn' },
      schema: {
        tags: ['auth'],
        body: PasswordResetConfirmSchema,
        response: { 200: PasswordResetConfirmResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request) => {
      const done = await confirmPasswordReset({ ctx, input: request.body });
      return { ...say(done.accessToken ? 'passwordResetDone' : 'passwordResetAwaitingApproval'), ...done };
    },
  );
};
