// GET /api/public/tuitions: a page of the directory for the filters in the URL. The server renders
// /tutors with the same query and key (features/directory/server-data.ts), so the browser finds the
// page's data in its store when it hydrates.
import { API_PATHS, type DirectoryListResponse, type DirectoryQueryInput } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useResource } from '../../../lib/resource-store';

export const DIRECTORY_PAGE_SIZE = 12;
/** The filters /tutors reads from its URL, in the order they are written back. */
export const DIRECTORY_FILTERS = [
  'subject',
  'class',
  'city',
  'area',
  'priceType',
  'priceMax',
  'verified',
  'gender',
  'mode',
  'time',
  'sort',
] as const;

/** The API query for a /tutors URL: the known filters and the page; anything else in the URL is ignored. */
export function directoryQueryOf(params: URLSearchParams): DirectoryQueryInput {
  const query: Record<string, string> = {};
  for (const key of [...DIRECTORY_FILTERS, 'page'] as const) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return { ...query, limit: String(DIRECTORY_PAGE_SIZE) } as DirectoryQueryInput;
}

export function directorySearch(query: DirectoryQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const publicTuitionsKey = (query: DirectoryQueryInput) => ['public-tuitions', query] as const;

export const getPublicTuitions = (query: DirectoryQueryInput, signal?: AbortSignal) =>
  apiRequest<DirectoryListResponse>(`${API_PATHS.publicTuitions}${directorySearch(query)}`, { signal });

export function usePublicTuitions(query: DirectoryQueryInput) {
  // The previous page stays on screen while the next one loads; a filter changed meanwhile aborts it.
  return useResource(publicTuitionsKey(query), (signal) => getPublicTuitions(query, signal), { keepPrevious: true });
}
