// GET /api/admin/matches/{id}/charges: a started match's charges with their payments and refunds.
import { API_PATHS, type MatchChargesResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { booksKeys } from './keys';

export const useMatchCharges = (matchId: string) =>
  useQuery({
    queryKey: booksKeys.matchCharges(matchId),
    queryFn: ({ signal }) => apiRequest<MatchChargesResponse>(API_PATHS.adminMatchCharges(matchId), { signal }),
  });
