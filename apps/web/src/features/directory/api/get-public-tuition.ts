// GET /api/public/tuitions/{id}: one listed offer with its teacher's public profile.
import { API_PATHS, type PublicTuitionResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const getPublicTuition = (id: string) => apiRequest<PublicTuitionResponse>(API_PATHS.publicTuition(id));

export function usePublicTuition(id: string) {
  return useQuery({ queryKey: ['public-tuition', id], queryFn: () => getPublicTuition(id), retry: false });
}
