// PUT /api/admin/profile/change-password. The answer carries a fresh token and the old one stops
// working (DESIGN.md decision 4), so the new token replaces it in the session at once.
import { API_PATHS, type AdminChangePassword, type ChangePasswordResponse } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveAccessToken } from '../../../lib/session';

export const changeAdminPassword = (input: AdminChangePassword) =>
  apiRequest<ChangePasswordResponse>(API_PATHS.adminChangePassword, { method: 'PUT', body: input });

export function useChangeAdminPassword() {
  return useMutation({
    mutationFn: changeAdminPassword,
    onSuccess: ({ accessToken }) => saveAccessToken(accessToken),
  });
}
