// PUT /api/admin/profile/teacher/{id}/verify: an admin verifies a teacher or undoes it (issue 9).
import {
  API_PATHS,
  ErrorResponseSchema,
  IdParamsSchema,
  TeacherVerifyBodySchema,
  TeacherVerifyResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { setTeacherVerified } from './verify-teacher.js';

const adminErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  404: ErrorResponseSchema,
};

export const teacherVerifyRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.put(
    API_PATHS.adminTeacherVerify(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admins'],
        security: [{ bearerAuth: [] }],
        params: IdParamsSchema,
        body: TeacherVerifyBodySchema,
        response: { 200: TeacherVerifyResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const { verified, checks } = request.body;
      const result = await setTeacherVerified({ ctx, id: request.params.id, verified, checks });
      return {
        ...say(verified ? 'teacherVerified' : 'teacherUnverified'),
        verified,
        verifiedAt: result.verifiedAt?.toISOString() ?? null,
        checks: result.checks,
      };
    },
  );
};
