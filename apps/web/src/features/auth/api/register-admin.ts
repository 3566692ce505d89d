// POST /api/admin/register. The account stays adminRolePending until an admin approves it.
import { type AdminRegisterInput, API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';

export const registerAdmin = (input: AdminRegisterInput) =>
  apiRequest<MessageResponse>(API_PATHS.adminRegister, { method: 'POST', body: input });

export function useRegisterAdmin() {
  return useAction({ mutationFn: registerAdmin });
}
