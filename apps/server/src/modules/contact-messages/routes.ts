// Contact-us messages (requirements §7): the public form, and the admin's list, status update and delete.
import {
  API_PATHS,
  ContactMessageListResponseSchema,
  ContactMessageSchema,
  ContactStatusUpdateBodySchema,
  ErrorResponseSchema,
  IdParamsSchema,
  ListQuerySchema,
  MessageResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import {
  createContactMessage,
  deleteContactMessage,
  findContactMessages,
  updateContactMessageStatus,
} from './service.js';

const adminErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const adminRecordErrors = { ...adminErrors, 404: ErrorResponseSchema };
const tags = ['contact-messages'];

export const contactMessageRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.post(
    API_PATHS.visitorData,
    {
      config: { access: 'public', limit: 'publicForm' },
      schema: {
        tags,
        body: ContactMessageSchema,
        response: { 201: MessageResponseSchema, 400: ErrorResponseSchema, 429: ErrorResponseSchema },
      },
    },
    async (request, reply) => {
      await createContactMessage({ ctx, input: request.body });
      return reply.status(201).send(say('contactReceived'));
    },
  );

  app.get(
    API_PATHS.contactFormData,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        querystring: ListQuerySchema,
        response: { 200: ContactMessageListResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const list = await findContactMessages({ ctx, query: request.query });
      return { ...say(list.contactFormData.length === 0 ? 'noContactMessages' : 'contactMessagesFetched'), ...list };
    },
  );

  app.put(
    API_PATHS.contactFormUpdate(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        body: ContactStatusUpdateBodySchema,
        response: { 200: MessageResponseSchema, ...adminRecordErrors },
      },
    },
    async (request) => {
      const status = request.body.status ?? 'Contacted';
      await updateContactMessageStatus({ ctx, id: request.params.id, status });
      return say(status === 'Pending' ? 'statusPending' : 'statusContacted');
    },
  );

  app.delete(
    API_PATHS.contactFormDelete(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...adminRecordErrors } },
    },
    async (request) => {
      await deleteContactMessage({ ctx, id: request.params.id });
      return say('contactMessageDeleted');
    },
  );
};
