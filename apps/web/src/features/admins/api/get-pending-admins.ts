// GET /api/admin/pending-admins: registrations waiting for approval (requirements DEC-1).
import { API_PATHS, type PendingAdminListResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getPendingAdmins = (signal?: AbortSignal) =>
  apiRequest<PendingAdminListResponse>(API_PATHS.adminPendingAdmins, { signal });

export function usePendingAdmins() {
  return useQuery({ queryKey: adminKeys.pendingAdmins, queryFn: ({ signal }) => getPendingAdmins(signal) });
}
