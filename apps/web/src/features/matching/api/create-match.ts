// POST /api/admin/matches: an admin proposes a suggested teacher (and their offer) for a request.
// 409 matchRequestTaken when the request already has an active match.
import { API_PATHS, type AdminMatchResponse, type MatchCreateBodyInput } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { matchingKeys } from './keys';

const createMatch = (body: MatchCreateBodyInput) =>
  apiRequest<AdminMatchResponse>(API_PATHS.adminMatches, { method: 'POST', body });
export const useCreateMatch = () => useChange(createMatch, [matchingKeys.all], { after: 'settled' });
