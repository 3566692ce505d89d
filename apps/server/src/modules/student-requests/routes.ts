// Tuition requests (requirements §7): visitors post them, admins list, update and delete them.
import {
  API_PATHS,
  ErrorResponseSchema,
  IdParamsSchema,
  ListBodySchema,
  MessageResponseSchema,
  StudentRequestStatusBodySchema,
  StudentListResponseSchema,
  StudentRequestCreatedResponseSchema,
  StudentRequestSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requestLanguage } from '../../lib/request-language.js';
import {
  createStudentRequest,
  deleteStudentRequest,
  findStudentRequests,
  updateStudentRequestStatus,
} from './service.js';

const adminErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const adminRecordErrors = { ...adminErrors, 404: ErrorResponseSchema };
const tags = ['student-requests'];

export const studentRequestRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    API_PATHS.studentRequest,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: {
        tags,
        body: StudentRequestSchema,
        response: { 201: StudentRequestCreatedResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const created = await createStudentRequest({
        ctx,
        input: request.body,
        language: requestLanguage(request),
        address: request.ip,
      });
      // 201 even for a repeat, so the spec's clients (which check 201) show it as received; a repeat's
      // code went to the family's mobile, never into this answer (requirements §7, decision 016, 034).
      if (created.alreadyReceived)
        return reply.status(201).send({ ...say('studentRequestAlreadyReceived'), ...created });
      return reply.status(201).send({ ...say('studentRequestReceived'), ...created });
    },
  );

  app.post(
    API_PATHS.adminStudentList,
    {
      config: { access: 'admin' },
      schema: { tags, body: ListBodySchema, response: { 200: StudentListResponseSchema, ...adminErrors } },
    },
    async (request) => {
      const list = await findStudentRequests({ ctx, query: request.body });
      return { ...say(list.studentList.length > 0 ? 'studentRequestsFetched' : 'noStudents'), ...list };
    },
  );

  app.put(
    API_PATHS.adminStudentUpdateStatus(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: StudentRequestStatusBodySchema,
        response: { 200: MessageResponseSchema, ...adminRecordErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      const status = request.body.status ?? 'Completed';
      await updateStudentRequestStatus({ ctx, id: request.params.id, status, closeReason: request.body.closeReason });
      return say(status === 'Pending' ? 'statusPending' : 'statusCompleted');
    },
  );

  app.delete(
    API_PATHS.adminStudentDelete(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...adminRecordErrors } },
    },
    async (request) => {
      await deleteStudentRequest({ ctx, id: request.params.id });
      return say('studentRequestDeleted');
    },
  );
};
