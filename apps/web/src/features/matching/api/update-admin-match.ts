// PUT /api/admin/matches/{id}: withdraw a proposal, mark an accepted match started, or close it
// with a reason.
import { API_PATHS, type AdminMatchResponse, type AdminMatchUpdateBodyInput } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './keys';

export const updateAdminMatch = ({ id, ...body }: AdminMatchUpdateBodyInput & { id: string }) =>
  apiRequest<AdminMatchResponse>(API_PATHS.adminMatch(id), { method: 'PUT', body });

export function useUpdateAdminMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminMatch,
    onSettled: () => queryClient.invalidateQueries({ queryKey: matchingKeys.all }),
  });
}
