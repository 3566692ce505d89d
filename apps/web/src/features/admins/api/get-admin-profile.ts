// GET /api/admin/profile: the signed-in admin's own details.
import { API_PATHS, type AdminProfileResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getAdminProfile = (signal?: AbortSignal) =>
  apiRequest<AdminProfileResponse>(API_PATHS.adminProfile, { signal });

export function useAdminProfile() {
  return useQuery({ queryKey: adminKeys.profile, queryFn: ({ signal }) => getAdminProfile(signal) });
}
