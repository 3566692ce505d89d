// After a reset (issue 30): a signed-in person goes to their dashboard; a pending admin, who gets no
// session, reads that the account still waits for approval.
import type { PasswordResetConfirmResponse } from '@gharguru/contract';
import { useNavigate } from '../../../lib/router';
import { paths } from '../../../lib/paths';

export function useAfterReset(onPending: () => void) {
  const navigate = useNavigate();
  return (done: PasswordResetConfirmResponse) => {
    if (!done.accessToken) onPending();
    else navigate(done.role === 'admin' ? paths.adminDashboard : paths.teacherDashboard);
  };
}
