// PUT /api/admin/pending-admins/{id}/approve: the account becomes an admin and can sign in.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const approvePendingAdmin = byId('PUT', API_PATHS.adminApprovePendingAdmin);
export const useApprovePendingAdmin = () => useChange(approvePendingAdmin, [adminKeys.pendingAdmins]);
