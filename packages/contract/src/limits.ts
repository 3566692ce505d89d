// Business constants and limits of requirements §9, named once for the server and the web app.

export const LIMITS = {
  name: 35,
  email: 65,
  passwordMin: 6,
  passwordMax: 20,
  mobileDigits: 10,
  city: 60,
  area: 100,
  tuitionName: 50,
  contactMessage: 300,
  contactSubject: 120,
  subjectItem: 50,
  subjectsMax: 20,
  teacherDetails: 500,
  bio: 800,
  institution: 120,
  experienceYearsMax: 60,
  priceMax: 10_000_000,
  searchQuery: 100,
  pageLimitMax: 100,
} as const;

export const REQUEST_TIMEOUT_MS = 10_000;
export const NOTIFICATION_HIDE_MS = 4_000;
export const MENU_NAVIGATION_DELAY_MS = 200;
/** Greeting thresholds: before 12:00 morning, before 17:00 afternoon, then evening. */
export const GREETING_HOURS = { afternoon: 12, evening: 17 } as const;
/** Clients written for requirements §7 ask for the teacher's posts with page 1 and limit 10. */
export const TEACHER_POSTS_PAGE = { page: 1, limit: 10 } as const;
export const TOKEN_TTL_SECONDS = 7 * 24 * 60 * 60;
