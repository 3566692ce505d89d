// POST /api/auth/password-reset: always 202 with the same message, whether or not the account exists.
import type { MessageResponse, PasswordResetRequest } from '@gharguru/contract';
import { apiRequestLater } from '../../../lib/api-later';
import { useAction } from '../../../lib/use-action';

export const requestPasswordReset = (input: PasswordResetRequest) =>
  apiRequestLater<MessageResponse>((paths) => paths.passwordReset, { method: 'POST', body: input });

export function useRequestPasswordReset() {
  return useAction({ mutationFn: requestPasswordReset });
}
