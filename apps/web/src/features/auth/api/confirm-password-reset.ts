// POST /api/auth/password-reset/confirm: by the e-mail's token or the SMS code. A success signs the
// person in on this device (a pending admin gets no token: still awaiting approval).
import type { PasswordResetConfirm, PasswordResetConfirmResponse } from '@gharguru/contract';
import { apiRequestLater } from '../../../lib/api-later';
import { saveSession } from '../../../lib/session';
import { useAction } from '../../../lib/use-action';

export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  apiRequestLater<PasswordResetConfirmResponse>((paths) => paths.passwordResetConfirm, { method: 'POST', body: input });

export function useConfirmPasswordReset() {
  return useAction({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ accessToken, user }) => {
      if (accessToken) saveSession({ accessToken, ...user });
    },
  });
}
