// The API's paths on their own, for lib/api-later.ts to download with the HTTP client.
export { API_PATHS } from '@gharguru/contract';
