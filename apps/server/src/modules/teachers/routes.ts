// Teachers: own profile and password (teacher), the teacher list and removal (admin); requirements §7.
import {
  API_PATHS,
  ErrorResponseSchema,
  IdParamsSchema,
  ListQuerySchema,
  MessageResponseSchema,
  TeacherChangePasswordSchema,
  TeacherListResponseSchema,
  TeacherProfileEditResponseSchema,
  TeacherProfileEditSchema,
  TeacherProfileResponseSchema,
  say,
} from '@gharguru/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { requireAccount } from '../../plugins/auth.js';
import { registerChangePassword } from '../auth/change-password-route.js';
import { deleteTeacher, findTeachers, getTeacherProfile, updateTeacherProfile } from './service.js';

const security = [{ bearerAuth: [] }];
const signedInErrors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema };
const teacher = { tags: ['teachers'], security };
const admin = { tags: ['admins'], security };

export const teacherRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    API_PATHS.teacherProfile,
    {
      config: { access: 'teacher' },
      schema: { ...teacher, response: { 200: TeacherProfileResponseSchema, ...signedInErrors } },
    },
    async (request) => {
      const profileData = await getTeacherProfile({ ctx, teacherId: requireAccount(request).id });
      return { ...say('profileFetched'), profileData };
    },
  );

  // Issue 14: the teacher edits their own profile with the registration's rules.
  app.put(
    API_PATHS.teacherProfile,
    {
      config: { access: 'teacher' },
      schema: {
        ...teacher,
        body: TeacherProfileEditSchema,
        response: { 200: TeacherProfileEditResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const profileData = await updateTeacherProfile({
        ctx,
        teacherId: requireAccount(request).id,
        input: request.body,
      });
      const teacherData = { firstName: profileData.firstName, lastName: profileData.lastName, role: 'teacher' };
      return { ...say('profileUpdated'), profileData, teacherData };
    },
  );

  registerChangePassword(app, ctx, {
    path: API_PATHS.teacherChangePassword,
    access: 'teacher',
    body: TeacherChangePasswordSchema,
    doc: teacher,
  });

  app.get(
    API_PATHS.adminTeacherList,
    {
      config: { access: 'admin' },
      schema: {
        ...admin,
        querystring: ListQuerySchema,
        response: { 200: TeacherListResponseSchema, ...signedInErrors },
      },
    },
    async (request) => {
      const list = await findTeachers({ ctx, query: request.query });
      return { ...say(list.teacherList.length > 0 ? 'teachersFetched' : 'noTeachers'), ...list };
    },
  );

  app.delete(
    API_PATHS.adminTeacherDelete(':id'),
    {
      config: { access: 'admin' },
      schema: {
        ...admin,
        params: IdParamsSchema,
        response: { 200: MessageResponseSchema, ...signedInErrors, 404: ErrorResponseSchema },
      },
    },
    async (request) => {
      const { postCount } = await deleteTeacher({ ctx, id: request.params.id });
      return say('teacherDeleted', { count: postCount });
    },
  );
};
