// The route tree, built from the route manifest (lib/route-manifest.ts). Every page is a lazy route
// module, so /home downloads no form, table or dashboard code; the guards and the not-found page are
// lazy too (no public page needs them). createRoutes() is shared by the browser router and the prerenderer.
import type { ComponentType } from 'react';
import type { RouteObject } from '../lib/router';
import { loadStaffTexts } from '../lib/i18n';
import { PAGE_SCREENS, type PageScreen } from '../lib/route-manifest';
import { SiteLayout } from './layouts/site-layout';

type PageModule = { default: ComponentType };

// Every page module, each its own lazy chunk; the manifest says which one a screen shows.
const pageModules = import.meta.glob<PageModule>('/src/features/*/pages/*-page.tsx');

function page(screen: PageScreen): RouteObject {
  const load = pageModules[`/${screen.module}`];
  if (!load) throw new Error(`${screen.path}: ${screen.module} is not a page module`);
  return { path: screen.path, lazy: async () => ({ Component: (await load()).default }) };
}

const pagesWhere = (wanted: (screen: PageScreen) => boolean) => PAGE_SCREENS.filter(wanted).map(page);

const guards = () => import('./guards/guards');

/** The admin and teacher areas: the guard and the texts (en-staff) load beside the first page's code (FRAME_MODULES.staff). */
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
      children: [
        // SCREENS.root ('/'): only the entry guard.
        { index: true, lazy: async () => ({ Component: (await guards()).EntryGuard }) },
        ...pagesWhere((screen) => screen.access === 'public' && !screen.fetches),
        {
          // Every page that fetches or submits data sits under the TanStack Query provider
          // (FRAME_MODULES.query in the manifest).
          lazy: async () => ({ Component: (await import('./layouts/query-layout')).default }),
          children: [
            ...pagesWhere((screen) => screen.access === 'public' && screen.fetches),
            { lazy: staffGuard('AdminGuard'), children: pagesWhere((screen) => screen.access === 'admin') },
            { lazy: staffGuard('TeacherGuard'), children: pagesWhere((screen) => screen.access === 'teacher') },
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
