// The admin's own profile and password (requirements §7) and the approval of pending admins
// (requirements DEC-1).
import {
  API_PATHS,
  AdminChangePasswordSchema,
  AdminProfileEditSchema,
  AdminProfileResponseSchema,
  ErrorResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  PendingAdminListResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import { registerChangePassword } from '../auth/change-password-route.js';
import {
  approvePendingAdmin,
  findPendingAdmins,
  getAdminProfile,
  rejectPendingAdmin,
  updateAdminProfile,
} from './service.js';

const adminErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const adminRecordErrors = { ...adminErrors, 404: ErrorResponseSchema };
const tags = ['admins'];

export const adminRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.adminProfile,
    { config: { access: 'admin' }, schema: { tags, response: { 200: AdminProfileResponseSchema, ...adminErrors } } },
    async (request) => {
      const adminData = await getAdminProfile({ ctx, adminId: requireAccount(request).id });
      return { ...say('adminProfileFetched'), adminData };
    },
  );

  app.put(
    API_PATHS.adminProfileEdit,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        body: AdminProfileEditSchema,
        response: { 200: MessageResponseSchema, ...adminErrors, 409: ErrorResponseSchema },
      },
    },
    async (request) => {
      await updateAdminProfile({ ctx, adminId: requireAccount(request).id, input: request.body });
      return say('profileUpdated');
    },
  );

  registerChangePassword(app, ctx, {
    path: API_PATHS.adminChangePassword,
    access: 'admin',
    body: AdminChangePasswordSchema,
    doc: { tags },
  });

  app.get(
    API_PATHS.adminPendingAdmins,
    {
      config: { access: 'admin' },
      schema: { tags, response: { 200: PendingAdminListResponseSchema, ...adminErrors } },
    },
    async () => {
      const adminList = await findPendingAdmins({ ctx });
      return { ...say(adminList.length === 0 ? 'noPendingAdmins' : 'pendingAdminsFetched'), adminList };
    },
  );

  app.put(
    API_PATHS.adminApprovePendingAdmin(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...adminRecordErrors } },
    },
    async (request) => {
      await approvePendingAdmin({ ctx, id: request.params.id });
      return say('adminApproved');
    },
  );

  app.delete(
    API_PATHS.adminRejectPendingAdmin(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, params: IdParamsSchema, response: { 200: MessageResponseSchema, ...adminRecordErrors } },
    },
    async (request) => {
      await rejectPendingAdmin({ ctx, id: request.params.id });
      return say('adminRejected');
    },
  );
};
