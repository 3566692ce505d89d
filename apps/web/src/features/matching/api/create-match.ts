// POST /api/admin/matches: an admin proposes a suggested teacher (and their offer) for a request.
// 409 matchRequestTaken when the request already has an active match.
import { API_PATHS, type AdminMatchResponse, type MatchCreateBodyInput } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './keys';

export const createMatch = (body: MatchCreateBodyInput) =>
  apiRequest<AdminMatchResponse>(API_PATHS.adminMatches, { method: 'POST', body });

export function useCreateMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
  });
}
