// The admin's outbox (list, send a failed message again) and each account's notification settings.
import {
  API_PATHS,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  NotificationPreferencesResponseSchema,
  NotificationPreferencesSchema,
  OutboxListResponseSchema,
  OutboxQuerySchema,
  type SessionRole,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import { requestLanguage } from '../../lib/request-language.js';
import { findOutboxMessages, resendOutboxMessage } from './outbox-list.js';
import { getNotificationPreferences, saveNotificationPreferences } from './preferences.js';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.adminOutbox,
    {
      config: { access: 'admin' },
      schema: { tags, querystring: OutboxQuerySchema, response: { 200: OutboxListResponseSchema, ...errors } },
    },
    async (request) => {
      const { outbox, total } = await findOutboxMessages(ctx.db, request.query);
      const { email, sms } = ctx.config.notifications;
      return { ...say('outboxFetched'), outbox, total, channels: { email: Boolean(email), sms: Boolean(sms) } };
    },
  );

  app.post(
    API_PATHS.adminOutboxResend(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...errors, 404: ErrorResponseSchema, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await resendOutboxMessage(ctx.db, request.params.id);
      return say('outboxMessageResent');
    },
  );

  const preferencePaths: Record<SessionRole, string> = {
    admin: API_PATHS.adminNotificationPreferences,
    teacher: API_PATHS.teacherNotificationPreferences,
  };
  for (const [role, path] of Object.entries(preferencePaths) as [SessionRole, string][]) {
    app.get(
      path,
      {
        config: { access: role },
        schema: { tags, response: { 200: NotificationPreferencesResponseSchema, ...errors } },
      },
      async (request) => {
        const preferences = await getNotificationPreferences(ctx.db, requireAccount(request), requestLanguage(request));
        return { ...say('notificationPreferencesFetched'), preferences };
      },
    );
    app.put(
      path,
      {
        config: { access: role },
        schema: { tags, body: NotificationPreferencesSchema, response: { 200: MessageResponseSchema, ...errors } },
      },
      async (request) => {
        await saveNotificationPreferences(ctx.db, requireAccount(request), request.body);
        return say('notificationPreferencesSaved');
      },
    );
  }
};
