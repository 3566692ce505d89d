// The one list of screens (requirements §2). Plain data, no React: the router (app/routes.tsx), the
// guards' allowed paths, `paths`, the prerenderer, the e2e fixtures and the bench all derive from it.
// It lives in lib/ because `paths` (used by feature pages) is built from it.

/**
 * Who may open a screen and what wraps it:
 * - `entry`: '/', only a guard that sends each visitor where they belong (no page of its own);
 * - `public`: anyone; `fetches` puts the page under the TanStack Query provider (pages that read
 *   data with it; a form that only posts uses `lib/use-action.ts`, and the directory reads with
 *   `lib/resource-store.ts`, so they do without it);
 * - `teacher` / `admin`: the role's guard (and the staff texts) wrap the page, always under the
 *   query provider, never prerendered (they need a session).
 */
export type Access = 'entry' | 'public' | 'teacher' | 'admin';

/** A page module's file, relative to apps/web: the key of its chunk in Vite's build manifest. */
type PageModule = `src/features/${string}/pages/${string}-page.tsx`;
type Pattern = `/${string}`;

type EntryScreen = { access: 'entry'; path: '/' };
type PublicScreen = {
  access: 'public';
  path: Pattern;
  module: PageModule;
  fetches: boolean;
  prerender: boolean;
  /** Rendered by the server on each request with its data (docs/decisions/017), instead of prerendered. */
  serverRendered?: true;
};
type StaffScreen = { access: 'teacher' | 'admin'; path: Pattern; module: PageModule };
export type Screen = EntryScreen | PublicScreen | StaffScreen;
export type PageScreen = PublicScreen | StaffScreen;

export const SCREENS = {
  root: { access: 'entry', path: '/' },

  home: {
    access: 'public',
    path: '/home',
    module: 'src/features/public/pages/home-page.tsx',
    fetches: false,
    prerender: true,
  },
  about: {
    access: 'public',
    path: '/about',
    module: 'src/features/public/pages/about-page.tsx',
    fetches: false,
    prerender: true,
  },
  // What GharGuru keeps and who sees a phone number (issue 14), linked beside every form that asks for one.
  privacy: {
    access: 'public',
    path: '/privacy',
    module: 'src/features/public/pages/privacy-page.tsx',
    fetches: false,
    prerender: true,
  },
  findTutor: {
    access: 'public',
    path: '/contact-student',
    module: 'src/features/student-requests/pages/find-tutor-page.tsx',
    fetches: false,
    prerender: true,
  },
  // The public directory (issue 9): rendered by the server with its data on each request
  // (src/prerender/render-page.tsx, docs/decisions/017). It reads through lib/resource-store.ts, not
  // TanStack Query (decision 021), so it is not under the query provider.
  tutors: {
    access: 'public',
    path: '/tutors',
    module: 'src/features/directory/pages/tutors-page.tsx',
    fetches: false,
    prerender: false,
    serverRendered: true,
  },
  tutor: {
    access: 'public',
    path: '/tutors/:id',
    module: 'src/features/directory/pages/tutor-page.tsx',
    fetches: false,
    prerender: false,
    serverRendered: true,
  },
  // City and city-and-subject pages (issue 32): server-rendered like the directory, 404 below
  // three listed offers (features/directory/place.ts).
  tutorsInCity: {
    access: 'public',
    path: '/tutors/in/:city',
    module: 'src/features/directory/pages/place-page.tsx',
    fetches: false,
    prerender: false,
    serverRendered: true,
  },
  tutorsInCitySubject: {
    access: 'public',
    path: '/tutors/in/:city/:subject',
    module: 'src/features/directory/pages/place-page.tsx',
    fetches: false,
    prerender: false,
    serverRendered: true,
  },
  trackRequest: {
    access: 'public',
    path: '/track',
    module: 'src/features/student-requests/pages/track-request-page.tsx',
    fetches: false,
    prerender: true,
  },
  contactUs: {
    access: 'public',
    path: '/contactus-form',
    module: 'src/features/contact-messages/pages/contact-us-page.tsx',
    fetches: false,
    prerender: true,
  },
  teacherLogin: {
    access: 'public',
    path: '/login',
    module: 'src/features/auth/pages/teacher-login-page.tsx',
    fetches: false,
    prerender: true,
  },
  teacherRegister: {
    access: 'public',
    path: '/register',
    module: 'src/features/auth/pages/teacher-register-page.tsx',
    fetches: false,
    prerender: true,
  },
  adminLogin: {
    access: 'public',
    path: '/admin-login',
    module: 'src/features/auth/pages/admin-login-page.tsx',
    fetches: false,
    prerender: true,
  },
  adminRegister: {
    access: 'public',
    path: '/admin-register',
    module: 'src/features/auth/pages/admin-register-page.tsx',
    fetches: false,
    prerender: true,
  },
  // Forgotten passwords (issue 30). The query's role and e-mail are read once the page is hydrated;
  // the link's page is not prerendered (its token is in the path).
  forgotPassword: {
    access: 'public',
    path: '/forgot-password',
    module: 'src/features/auth/pages/forgot-password-page.tsx',
    fetches: false,
    prerender: true,
  },
  resetPassword: {
    access: 'public',
    path: '/reset-password/:token',
    module: 'src/features/auth/pages/reset-password-page.tsx',
    fetches: false,
    prerender: false,
  },
  resetPasswordCode: {
    access: 'public',
    path: '/reset-password-code',
    module: 'src/features/auth/pages/reset-password-code-page.tsx',
    fetches: false,
    prerender: true,
  },

  adminDashboard: {
    access: 'admin',
    path: '/admin-dashboard',
    module: 'src/features/admins/pages/admin-dashboard-page.tsx',
  },
  // One student request with its ranked tutors, Propose and its matches (issue 10).
  adminRequest: {
    access: 'admin',
    path: '/admin-dashboard/requests/:id',
    module: 'src/features/matching/pages/admin-request-page.tsx',
  },
  adminProfile: { access: 'admin', path: '/admin-profile', module: 'src/features/admins/pages/admin-profile-page.tsx' },
  adminProfileUpdate: {
    access: 'admin',
    path: '/admin-profile-update',
    module: 'src/features/admins/pages/admin-profile-update-page.tsx',
  },
  adminPasswordUpdate: {
    access: 'admin',
    path: '/admin-password-update',
    module: 'src/features/admins/pages/admin-password-update-page.tsx',
  },
  contactFormData: {
    access: 'admin',
    path: '/admin-profile/contact-form-data',
    module: 'src/features/admins/pages/contact-form-data-page.tsx',
  },
  adminOutbox: {
    access: 'admin',
    path: '/admin-outbox',
    module: 'src/features/notifications/pages/outbox-page.tsx',
  },
  adminNotificationSettings: {
    access: 'admin',
    path: '/admin-profile/notifications',
    module: 'src/features/notifications/pages/admin-notification-settings-page.tsx',
  },

  teacherDashboard: {
    access: 'teacher',
    path: '/teacher-dashboard',
    module: 'src/features/tuitions/pages/teacher-dashboard-page.tsx',
  },
  addTuition: { access: 'teacher', path: '/add-tuition', module: 'src/features/tuitions/pages/add-tuition-page.tsx' },
  tuitionDetails: {
    access: 'teacher',
    path: '/tution-details/:id',
    module: 'src/features/tuitions/pages/tuition-details-page.tsx',
  },
  tuitionEdit: {
    access: 'teacher',
    path: '/tution/edit/:id',
    module: 'src/features/tuitions/pages/tuition-edit-page.tsx',
  },
  teacherProfile: {
    access: 'teacher',
    path: '/teacher-profile',
    module: 'src/features/teachers/pages/teacher-profile-page.tsx',
  },
  teacherProfileEdit: {
    access: 'teacher',
    path: '/teacher-profile/edit',
    module: 'src/features/teachers/pages/teacher-profile-edit-page.tsx',
  },
  teacherChangePassword: {
    access: 'teacher',
    path: '/teacher-profile/change-password',
    module: 'src/features/teachers/pages/teacher-change-password-page.tsx',
  },
  teacherNotificationSettings: {
    access: 'teacher',
    path: '/teacher-profile/notifications',
    module: 'src/features/notifications/pages/teacher-notification-settings-page.tsx',
  },
} as const satisfies Record<string, Screen>;

export type ScreenId = keyof typeof SCREENS;

/**
 * The lazy modules that load with a screen besides its page, by what wraps it (the bench weighs
 * them with the page). app/routes.tsx imports these for the query layout and the staff guards.
 */
export const FRAME_MODULES = {
  query: ['src/app/layouts/query-layout.tsx'],
  staff: ['src/lib/i18n/en-staff.ts', 'src/app/guards/guards.tsx'],
} as const;

const all = Object.values(SCREENS) as readonly Screen[];

/** Every path pattern the web app answers (`/` included): the server answers 404 for any other page. */
export const ALL_PATTERNS: readonly string[] = all.map((screen) => screen.path);

/** The screens with a page of their own, in manifest order. */
export const PAGE_SCREENS = all.filter((screen): screen is PageScreen => screen.access !== 'entry');

/** The path patterns a role's guard lets through (anything else sends the role to its dashboard). */
export function patternsFor(access: 'public' | 'teacher' | 'admin'): string[] {
  return PAGE_SCREENS.filter((screen) => screen.access === access).map((screen) => screen.path);
}

/** The public screens rendered to HTML at build time. */
export const PRERENDERED = PAGE_SCREENS.filter(
  (screen): screen is PublicScreen => screen.access === 'public' && screen.prerender,
);

/** The public screens the server renders on each request, with their data. */
export const SERVER_RENDERED = PAGE_SCREENS.filter(
  (screen): screen is PublicScreen => screen.access === 'public' && screen.serverRendered === true,
);

/** The lazy modules a visitor of `screen` downloads besides the entry chunk: frames first, then the page. */
export function modulesOf(screen: PageScreen): string[] {
  const frames =
    screen.access === 'public'
      ? screen.fetches
        ? FRAME_MODULES.query
        : []
      : [...FRAME_MODULES.query, ...FRAME_MODULES.staff];
  return [...frames, screen.module];
}

/** '/tution/edit/:id' with ['a b'] -> '/tution/edit/a%20b'; the values fill the parameters in order. */
export function fillPattern(pattern: string, values: readonly string[]): string {
  let next = 0;
  const filled = pattern.replace(/:\w+/g, () => {
    const value = values[next++];
    if (value === undefined) throw new Error(`${pattern} needs ${next} value(s)`);
    return encodeURIComponent(value);
  });
  if (next !== values.length) throw new Error(`${pattern} takes ${next} value(s), got ${values.length}`);
  return filled;
}
