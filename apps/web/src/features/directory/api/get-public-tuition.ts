// GET /api/public/tuitions/{id}: one listed offer with its teacher's public profile, or null when
// it is not listed (404). Null is data, not an error, so the server can render the not-found state
// (with HTTP 404) and the browser hydrates it from the embedded answer.
import { API_PATHS, type PublicTuitionResponse } from '@gharguru/contract';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { useResource } from '../../../lib/resource-store';

export const publicTuitionKey = (id: string) => ['public-tuition', id] as const;

export async function getPublicTuition(id: string, signal?: AbortSignal): Promise<PublicTuitionResponse | null> {
  try {
    return await apiRequest<PublicTuitionResponse>(API_PATHS.publicTuition(id), { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function usePublicTuition(id: string) {
  return useResource(publicTuitionKey(id), (signal) => getPublicTuition(id, signal), { retry: 0 });
}
