// Kept apart from the schemas (no zod import) so the web app's first page can use it cheaply.

/** The server's defaults; the web app bakes them into prerendered pages until the real values load. */
export const CONTACT_DEFAULTS = {
  phone: '+977 980-1234567',
  email: 'namaste@gharguru.com.np',
  social: {
    facebook: 'https://www.facebook.com/gharguru',
    instagram: 'https://www.instagram.com/gharguru',
    linkedin: 'https://www.linkedin.com/company/gharguru',
    youtube: 'https://www.youtube.com/@gharguru',
  },
} as const;

/** API_BASE + API_PATHS.publicConfig spelled out, so the footer's call does not pull in all of API_PATHS. */
export const PUBLIC_CONFIG_URL = '/api/public/config';
