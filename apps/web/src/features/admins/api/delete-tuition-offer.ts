// DELETE /api/admin/profile/tution/delete/{id}. The teacher's post count changes too.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const deleteTuitionOffer = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminTuitionDelete(id), { method: 'DELETE' });

export function useDeleteTuitionOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTuitionOffer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.tuitions }),
        queryClient.invalidateQueries({ queryKey: adminKeys.teachers }),
      ]),
  });
}
