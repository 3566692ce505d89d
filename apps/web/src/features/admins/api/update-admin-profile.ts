// PUT /api/admin/profile/edit: the spec's form sends the (disabled) names too; only mobile and
// e-mail change.
import { API_PATHS, type AdminProfileEdit, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const updateAdminProfile = (input: AdminProfileEdit) =>
  apiRequest<MessageResponse>(API_PATHS.adminProfileEdit, { method: 'PUT', body: input });

export function useUpdateAdminProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.profile }),
  });
}
