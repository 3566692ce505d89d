// PUT /api/admin/profile/edit: the profile form sends the (disabled) names too; only mobile and
// e-mail change.
import { API_PATHS, type AdminProfileEdit, type MessageResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const updateAdminProfile = (input: AdminProfileEdit) =>
  apiRequest<MessageResponse>(API_PATHS.adminProfileEdit, { method: 'PUT', body: input });
export const useUpdateAdminProfile = () => useChange(updateAdminProfile, [adminKeys.profile]);
