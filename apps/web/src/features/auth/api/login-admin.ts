// POST /api/admin/login: on success the session values are stored; a pending admin gets a 403.
import type { AdminLogin, AdminLoginResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';
import { saveSession } from '../../../lib/session';

export const loginAdmin = (input: AdminLogin) =>
  apiRequestLater<AdminLoginResponse>((paths) => paths.adminLogin, { method: 'POST', body: input });

export function useLoginAdmin() {
  return useAction({
    mutationFn: loginAdmin,
    onSuccess: ({ accessToken, adminData }) => saveSession({ accessToken, ...adminData }),
  });
}
