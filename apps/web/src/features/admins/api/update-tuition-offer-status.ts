// PUT /api/admin/profile/tution/update/{id}: no body completes the post; `{ status: 'Pending' }`
// undoes it (DESIGN.md decision 2).
import { API_PATHS, type MessageResponse, type Status } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const updateTuitionOfferStatus = ({ id, status }: { id: string; status?: Status }) =>
  apiRequest<MessageResponse>(API_PATHS.adminTuitionUpdate(id), {
    method: 'PUT',
    body: status ? { status } : undefined,
  });

export function useUpdateTuitionOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTuitionOfferStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.tuitions }),
  });
}
