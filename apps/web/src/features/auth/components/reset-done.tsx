// A reset's submit (issue 30): confirms it, then a signed-in person goes to their dashboard; a pending
// admin, who gets no session, reads that the account still waits for approval.
import type { PasswordResetConfirm } from '@gharguru/contract';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../lib/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

/** The action both reset pages submit; it resolves to the server's answer, whose message the form shows. */
export function useConfirmReset(onPending: () => void) {
  const confirm = useConfirmPasswordReset();
  const navigate = useNavigate();
  return async (values: PasswordResetConfirm) => {
    const done = await confirm.mutateAsync(values);
    if (!done.accessToken) onPending();
    else navigate(done.role === 'admin' ? paths.adminDashboard : paths.teacherDashboard);
    return done;
  };
}
