// POST /api/teacher/mobile/verify-request and …/verify (issue 30): the signed-in teacher confirms their number.
import { API_PATHS, ErrorResponseSchema, MessageResponseSchema, MobileCodeSchema, say } from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { createSharedCounters } from '../../lib/shared-counters.js';
import { requireAccount } from '../../plugins/auth.js';
import { confirmMobile, requestMobileCode } from './mobile-confirmation.js';

const teacher = { tags: ['teachers'], security: [{ bearerAuth: [] }] };
const signedInErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export const mobileConfirmationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  const counters = createSharedCounters(ctx.db);

  app.post(
    API_PATHS.teacherMobileVerifyRequest,
    {
      config: { access: 'teacher' },
      schema: {
        ...teacher,
        response: {
          200: MessageResponseSchema,
          202: MessageResponseSchema,
          429: ErrorResponseSchema,
          ...signedInErrors,
        },
      },
    },
    async (request, reply) => {
      const outcome = await requestMobileCode({ ctx, counters, teacherId: requireAccount(request).id });
      return outcome === 'sent'
        ? reply.status(202).send(say('mobileCodeSent'))
        : reply.status(200).send(say('mobileAlreadyConfirmed'));
    },
  );

  app.post(
    API_PATHS.teacherMobileVerify,
    {
      config: { access: 'teacher' },
      schema: { ...teacher, body: MobileCodeSchema, response: { 200: MessageResponseSchema, ...signedInErrors } },
    },
    async (request) => {
      await confirmMobile({ ctx, teacherId: requireAccount(request).id, code: request.body.code });
      return say('mobileConfirmed');
    },
  );
};
