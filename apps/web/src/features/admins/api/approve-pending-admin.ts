// PUT /api/admin/pending-admins/{id}/approve: the account becomes an admin and can sign in.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const approvePendingAdmin = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminApprovePendingAdmin(id), { method: 'PUT' });

export function useApprovePendingAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approvePendingAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.pendingAdmins }),
  });
}
