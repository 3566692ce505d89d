// DELETE /api/admin/pending-admins/{id}: the registration is removed.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const rejectPendingAdmin = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminRejectPendingAdmin(id), { method: 'DELETE' });

export function useRejectPendingAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPendingAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingAdmins }),
  });
}
