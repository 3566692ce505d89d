// PUT …/change-password for one role (teacher or admin): the same answer for both (requirements §7),
// each with its own path and body rules.
import { ChangePasswordResponseSchema, ErrorResponseSchema, say } from '@gharguru/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import { changePassword } from './change-password.js';

const signedInErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };

export function registerChangePassword(
  app: FastifyInstance,
  ctx: AppContext,
  {
    path,
    access,
    body,
    doc,
  }: {
    path: string;
    access: 'teacher' | 'admin';
    body: z.ZodType<{ currentPassword: string; newPassword: string }>;
    /** OpenAPI tags and security of the role's routes. */
    doc: { tags: string[]; security?: Record<string, string[]>[] };
  },
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    path,
    {
      config: { access },
      schema: { ...doc, body, response: { 200: ChangePasswordResponseSchema, ...signedInErrors } },
    },
    async (request) => {
      const { accessToken } = await changePassword({ ctx, session: requireAccount(request), input: request.body });
      return { ...say('passwordChanged'), accessToken };
    },
  );
}
