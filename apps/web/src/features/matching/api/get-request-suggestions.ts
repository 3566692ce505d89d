// GET /api/admin/student-requests/{id}/suggestions: the request and its ranked tutors, with reasons.
import { API_PATHS, type SuggestionsResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './keys';

export const getRequestSuggestions = (requestId: string, signal?: AbortSignal) =>
  apiRequest<SuggestionsResponse>(API_PATHS.adminRequestSuggestions(requestId), { signal });

export function useRequestSuggestions(requestId: string) {
  return useQuery({
    queryKey: matchingKeys.suggestions(requestId),
    queryFn: ({ signal }) => getRequestSuggestions(requestId, signal),
  });
}
