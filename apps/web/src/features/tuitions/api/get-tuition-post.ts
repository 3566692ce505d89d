// GET /api/tution/posts/{id}: one of the teacher's own posts (404 when missing, 403 when not theirs).
import { API_PATHS, type TuitionResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { tuitionKeys } from './keys';

export const getTuitionPost = (id: string, signal?: AbortSignal) =>
  apiRequest<TuitionResponse>(API_PATHS.tuitionPost(encodeURIComponent(id)), { signal });

export function useTuitionPost(id: string) {
  return useQuery({
    queryKey: tuitionKeys.post(id),
    queryFn: ({ signal }) => getTuitionPost(id, signal),
    // A missing or foreign post will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });
}
