// GET /api/public/tuitions: a page of the directory for the filters in the URL.
import { API_PATHS, type DirectoryListResponse, type DirectoryQueryInput } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function directorySearch(query: DirectoryQueryInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const getPublicTuitions = (query: DirectoryQueryInput) =>
  apiRequest<DirectoryListResponse>(`${API_PATHS.publicTuitions}${directorySearch(query)}`);

export function usePublicTuitions(query: DirectoryQueryInput) {
  return useQuery({
    queryKey: ['public-tuitions', query],
    queryFn: () => getPublicTuitions(query),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}
