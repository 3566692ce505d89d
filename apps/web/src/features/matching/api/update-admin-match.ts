// PUT /api/admin/matches/{id}: withdraw a proposal, mark an accepted match started, or close it
// with a reason.
import { API_PATHS, type AdminMatchResponse, type AdminMatchUpdateBodyInput } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { matchingKeys } from './keys';

const updateAdminMatch = ({ id, ...body }: AdminMatchUpdateBodyInput & { id: string }) =>
  apiRequest<AdminMatchResponse>(API_PATHS.adminMatch(id), { method: 'PUT', body });
export const useUpdateAdminMatch = () => useChange(updateAdminMatch, [matchingKeys.all], { after: 'settled' });
