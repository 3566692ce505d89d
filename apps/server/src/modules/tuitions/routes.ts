// Tuition posts: the teacher's own posts and the admin's list of all posts (requirements §7).
import {
  API_PATHS,
  AdminTuitionListResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ListBodySchema,
  MessageResponseSchema,
  StatusUpdateBodySchema,
  TeacherPostsResponseSchema,
  TuitionResponseSchema,
  TuitionSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import {
  createTuition,
  deleteOwnTuition,
  deleteTuition,
  findAllTuitions,
  getOwnTuition,
  listTeacherTuitions,
  setTuitionStatus,
  updateOwnTuition,
} from './service.js';

const security = [{ bearerAuth: [] }];
const signedInErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const recordErrors = { ...signedInErrors, 404: ErrorResponseSchema };
const teacher = { tags: ['tuitions'], security };
const admin = { tags: ['admins'], security };

export const tuitionRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    API_PATHS.tuitionAdd,
    {
      config: { access: 'teacher' },
      schema: { ...teacher, body: TuitionSchema, response: { 201: MessageResponseSchema, ...signedInErrors } },
    },
    async (request, reply) => {
      await createTuition({ ctx, teacherId: requireAccount(request).id, input: request.body });
      return reply.status(201).send(say('tuitionAdded'));
    },
  );

  app.post(
    API_PATHS.tuitionPosts,
    {
      config: { access: 'teacher' },
      schema: {
        ...teacher,
        body: ListBodySchema,
        response: { 200: TeacherPostsResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const list = await listTeacherTuitions({ ctx, teacherId: requireAccount(request).id, query: request.body });
      return { ...say(list.posts.length > 0 ? 'tuitionPostsFetched' : 'noTuitions'), ...list };
    },
  );

  app.get(
    API_PATHS.tuitionPost(':id'),
    {
      config: { access: 'teacher' },
      schema: { ...teacher, params: IdParamsSchema, response: { 200: TuitionResponseSchema, ...recordErrors } },
    },
    async (request) => {
      const post = await getOwnTuition({ ctx, teacherId: requireAccount(request).id, id: request.params.id });
      return { ...say('tuitionPostFetched'), post };
    },
  );

  app.put(
    API_PATHS.tuitionEdit(':id'),
    {
      config: { access: 'teacher' },
      schema: {
        ...teacher,
        params: IdParamsSchema,
        body: TuitionSchema,
        response: { 200: MessageResponseSchema, ...recordErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await updateOwnTuition({ ctx, teacherId: requireAccount(request).id, id, input: request.body });
      return say('tuitionUpdated');
    },
  );

  app.delete(
    API_PATHS.tuitionDelete(':id'),
    {
      config: { access: 'teacher' },
      schema: { ...teacher, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...recordErrors } },
    },
    async (request) => {
      await deleteOwnTuition({ ctx, teacherId: requireAccount(request).id, id: request.params.id });
      return say('tuitionDeleted');
    },
  );

  app.post(
    API_PATHS.adminTuitionList,
    {
      config: { access: 'admin' },
      schema: {
        ...admin,
        body: ListBodySchema,
        response: { 200: AdminTuitionListResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const list = await findAllTuitions({ ctx, query: request.body });
      return { ...say(list.tuitionList.length > 0 ? 'tuitionsFetched' : 'noTuitions'), ...list };
    },
  );

  app.put(
    API_PATHS.adminTuitionUpdate(':id'),
    {
      config: { access: 'admin' },
      schema: {
        ...admin,
        params: IdParamsSchema,
        body: StatusUpdateBodySchema,
        response: { 200: MessageResponseSchema, ...recordErrors },
      },
    },
    async (request) => {
      const status = await setTuitionStatus({ ctx, id: request.params.id, status: request.body.status });
      return say(status === 'Pending' ? 'tuitionStatusPending' : 'tuitionStatusCompleted');
    },
  );

  app.delete(
    API_PATHS.adminTuitionDelete(':id'),
    {
      config: { access: 'admin' },
      schema: { ...admin, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...recordErrors } },
    },
    async (request) => {
      await deleteTuition({ ctx, id: request.params.id });
      return say('tuitionDeleted');
    },
  );
};
