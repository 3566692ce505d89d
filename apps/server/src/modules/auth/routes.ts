// Sign-up and sign-in for teachers and admins (requirements §7).
import {
  API_PATHS,
  AdminLoginResponseSchema,
  AdminLoginSchema,
  AdminRegisterSchema,
  ErrorResponseSchema,
  MessageResponseSchema,
  TeacherLoginResponseSchema,
  TeacherLoginSchema,
  TeacherRegisterSchema,
  say,
} from '@gharguru/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerAdmin, registerTeacher, SignInRefused, signIn } from './service.js';
import { statedRequestLanguage } from '../../lib/request-language.js';

const registerResponses = { 201: MessageResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema };
const signInErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

/** Signs in, telling a refused caller when to try again (Retry-After, as the per-address limit does). */
async function signInReplying(reply: FastifyReply, options: Parameters<typeof signIn>[0]) {
  try {
    return await signIn(options);
  } catch (error) {
    if (error instanceof SignInRefused) reply.header('retry-after', error.retryAfterSeconds);
    throw error;
  }
}

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    API_PATHS.teacherRegister,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: { tags: ['teachers'], body: TeacherRegisterSchema, response: registerResponses },
    },
    async (request, reply) => {
      await registerTeacher({ ctx, input: request.body, language: statedRequestLanguage(request) });
      return reply.status(201).send(say('registrationSuccessful'));
    },
  );

  app.post(
    API_PATHS.teacherLogin,
    {
      config: { access: 'public', limit: 'signIn' },
      schema: {
        tags: ['teachers'],
        body: TeacherLoginSchema,
        response: { 200: TeacherLoginResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const { accessToken, user } = await signInReplying(reply, {
        ctx,
        role: 'teacher',
        input: request.body,
        address: request.ip,
        language: statedRequestLanguage(request),
      });
      return { ...say('loginSuccessful'), accessToken, teacherData: user };
    },
  );

  app.post(
    API_PATHS.adminRegister,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: { tags: ['admins'], body: AdminRegisterSchema, response: registerResponses },
    },
    async (request, reply) => {
      await registerAdmin({ ctx, input: request.body, language: statedRequestLanguage(request) });
      return reply.status(201).send(say('adminRegistrationSuccessful'));
    },
  );

  app.post(
    API_PATHS.adminLogin,
    {
      config: { access: 'public', limit: 'signIn' },
      schema: {
        tags: ['admins'],
        body: AdminLoginSchema,
        response: { 200: AdminLoginResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const { accessToken, user } = await signInReplying(reply, {
        ctx,
        role: 'admin',
        input: request.body,
        address: request.ip,
        language: statedRequestLanguage(request),
      });
      return { ...say('loginSuccessful'), accessToken, adminData: user };
    },
  );
};
