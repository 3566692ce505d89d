// Every feature's routes, registered under /api by app.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context.js';
import { adminRoutes } from './admins/routes.js';
import { booksRoutes } from './books/routes.js';
import { passwordResetRoutes } from './auth/password-reset-routes.js';
import { authRoutes } from './auth/routes.js';
import { contactMessageRoutes } from './contact-messages/routes.js';
import { directoryRoutes } from './directory/routes.js';
import { healthRoutes } from './health/routes.js';
import { matchingRoutes } from './matching/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { studentRequestRoutes } from './student-requests/routes.js';
import { mobileConfirmationRoutes } from './teachers/mobile-routes.js';
import { teacherRoutes } from './teachers/routes.js';
import { teacherVerifyRoutes } from './teachers/verify-routes.js';
import { tuitionRoutes } from './tuitions/routes.js';

export const apiModules: FastifyPluginAsyncZod<AppContext>[] = [
  healthRoutes,
  authRoutes,
  teacherRoutes,
  tuitionRoutes,
  adminRoutes,
  studentRequestRoutes,
  contactMessageRoutes,
  directoryRoutes,
  teacherVerifyRoutes,
  matchingRoutes,
  notificationRoutes,
  passwordResetRoutes,
  mobileConfirmationRoutes,
  booksRoutes,
];
