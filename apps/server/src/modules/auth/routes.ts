// Sign-up and sign-in for teachers and admins (spec section 7).
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
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { registerAdmin, registerTeacher, signIn } from './service.js';

const registerResponses = { 201: MessageResponseSchema, 400: ErrorResponseSchema, 409: ErrorResponseSchema };
const signInErrors = {
  400: ErrorResponseSchema,
  401: ErrorResponseSchema,
  403: ErrorResponseSchema,
  429: ErrorResponseSchema,
};

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    API_PATHS.teacherRegister,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: { tags: ['teachers'], body: TeacherRegisterSchema, response: registerResponses },
    },
    async (request, reply) => {
      await registerTeacher({ ctx, input: request.body });
      return reply.status(201).send({ message: 'Registration successful. Please sign in.' });
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
    async (request) => {
      const { accessToken, user } = await signIn({ ctx, role: 'teacher', input: request.body });
      return { message: 'Login successful', accessToken, teacherData: user };
    },
  );

  app.post(
    API_PATHS.adminRegister,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: { tags: ['admins'], body: AdminRegisterSchema, response: registerResponses },
    },
    async (request, reply) => {
      await registerAdmin({ ctx, input: request.body });
      return reply.status(201).send({
        message: 'Registration successful. An administrator must approve your account before you can sign in.',
      });
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
    async (request) => {
      const { accessToken, user } = await signIn({ ctx, role: 'admin', input: request.body });
      return { message: 'Login successful', accessToken, adminData: user };
    },
  );
};
