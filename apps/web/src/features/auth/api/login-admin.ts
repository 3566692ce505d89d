// POST /api/admin/login: on success the session values are stored; a pending admin gets a 403.
import { type AdminLogin, type AdminLoginResponse, API_PATHS } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export const loginAdmin = (input: AdminLogin) =>
  apiRequest<AdminLoginResponse>(API_PATHS.adminLogin, { method: 'POST', body: input });

export function useLoginAdmin() {
  return useAction({
    mutationFn: loginAdmin,
    onSuccess: ({ accessToken, adminData }) => saveSession({ accessToken, ...adminData }),
  });
}
