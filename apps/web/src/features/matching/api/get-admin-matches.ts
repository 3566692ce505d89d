// GET /api/admin/matches?state=&requestId=&page=&limit=: matches, newest change first.
import { API_PATHS, type AdminMatchesResponse, type MatchState } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { matchingKeys } from './keys';

export const MATCHES_PAGE_SIZE = 10;

export type AdminMatchesFilter = { state?: MatchState; requestId?: string; page: number; limit?: number };

const getAdminMatches = (
  { state, requestId, page, limit = MATCHES_PAGE_SIZE }: AdminMatchesFilter,
  signal: AbortSignal,
) => apiRequest<AdminMatchesResponse>(API_PATHS.adminMatches, { signal, query: { state, requestId, page, limit } });
export const useAdminMatches = (filter: AdminMatchesFilter) =>
  usePageQuery(matchingKeys.adminMatches, filter, getAdminMatches);
