// What lib/api-later.ts downloads in one go when a public form is first sent: the HTTP client and
// the API's paths.
export * from './api-client';
export { API_PATHS } from '@gharguru/contract';
