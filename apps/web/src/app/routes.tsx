// The route table of spec section 2. Every page is a lazy route module, so /home downloads no
// form, table or dashboard code; the guards and the not-found page are lazy too (no public page
// needs them). createRoutes() is shared by the browser router and the prerenderer.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadStaffTexts } from '../lib/i18n';
import { paths, patterns } from '../lib/paths';
import { SiteLayout } from './layouts/site-layout';
// Not lazy: it is what shows when a page's code fails to download.
import { RouteErrorPage } from './route-error-page';

type PageModule = { default: ComponentType };

function page(path: string, load: () => Promise<PageModule>): RouteObject {
  return { path, lazy: async () => ({ Component: (await load()).default }) };
}

const guards = () => import('./guards/guards');

/** The admin and teacher areas: the guard and the texts (en-staff) load beside the first page's code. */
function staffGuard(name: 'AdminGuard' | 'TeacherGuard'): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([guards(), loadStaffTexts()]);
    return { Component: module[name] };
  };
}

export function createRoutes(): RouteObject[] {
  return [
    {
      Component: SiteLayout,
      ErrorBoundary: RouteErrorPage,
      children: [
        { index: true, lazy: async () => ({ Component: (await guards()).EntryGuard }) },
        page(paths.home, () => import('../features/public/pages/home-page')),
        page(paths.about, () => import('../features/public/pages/about-page')),
        {
          // Every page that fetches or submits data sits under the TanStack Query provider.
          lazy: async () => ({ Component: (await import('./layouts/query-layout')).default }),
          children: [
            page(paths.findTutor, () => import('../features/student-requests/pages/find-tutor-page')),
            page(paths.contactUs, () => import('../features/contact-messages/pages/contact-us-page')),
            page(paths.teacherLogin, () => import('../features/auth/pages/teacher-login-page')),
            page(paths.teacherRegister, () => import('../features/auth/pages/teacher-register-page')),
            page(paths.adminLogin, () => import('../features/auth/pages/admin-login-page')),
            page(paths.adminRegister, () => import('../features/auth/pages/admin-register-page')),
            {
              lazy: staffGuard('AdminGuard'),
              children: [
                page(paths.adminDashboard, () => import('../features/admins/pages/admin-dashboard-page')),
                page(paths.adminProfile, () => import('../features/admins/pages/admin-profile-page')),
                page(paths.adminProfileUpdate, () => import('../features/admins/pages/admin-profile-update-page')),
                page(paths.adminPasswordUpdate, () => import('../features/admins/pages/admin-password-update-page')),
                page(paths.contactFormData, () => import('../features/admins/pages/contact-form-data-page')),
              ],
            },
            {
              lazy: staffGuard('TeacherGuard'),
              children: [
                page(paths.teacherDashboard, () => import('../features/tuitions/pages/teacher-dashboard-page')),
                page(paths.addTuition, () => import('../features/tuitions/pages/add-tuition-page')),
                page(patterns.tuitionDetails, () => import('../features/tuitions/pages/tuition-details-page')),
                page(patterns.tuitionEdit, () => import('../features/tuitions/pages/tuition-edit-page')),
                page(paths.teacherProfile, () => import('../features/teachers/pages/teacher-profile-page')),
                page(
                  paths.teacherChangePassword,
                  () => import('../features/teachers/pages/teacher-change-password-page'),
                ),
              ],
            },
          ],
        },
        {
          path: '*',
          lazy: async () => {
            const [{ FallbackGuard }, { NotFoundPage }] = await Promise.all([guards(), import('./not-found-page')]);
            return { element: <FallbackGuard notFound={<NotFoundPage />} /> };
          },
        },
      ],
    },
  ];
}
