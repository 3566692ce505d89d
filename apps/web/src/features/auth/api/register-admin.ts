// POST /api/admin/register. The account stays adminRolePending until an admin approves it.
import type { AdminRegisterInput, MessageResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';

export const registerAdmin = (input: AdminRegisterInput) =>
  apiRequestLater<MessageResponse>((paths) => paths.adminRegister, { method: 'POST', body: input });

export function useRegisterAdmin() {
  return useAction({ mutationFn: registerAdmin });
}
