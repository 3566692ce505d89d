// DELETE /api/admin/pending-admins/{id}: the registration is removed.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const rejectPendingAdmin = byId('DELETE', API_PATHS.adminRejectPendingAdmin);
export const useRejectPendingAdmin = () => useChange(rejectPendingAdmin, [adminKeys.pendingAdmins]);
