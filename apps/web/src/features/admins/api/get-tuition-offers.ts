// POST /api/admin/profile/tution/list with page/limit/q: one page of all teachers' tuition posts,
// each with its teacherName.
import { API_PATHS, type AdminTuitionListResponse, type ListQuery } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getTuitionOffers = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<AdminTuitionListResponse>(API_PATHS.adminTuitionList, { method: 'POST', body: query, signal });

export function useTuitionOffers(query: ListQuery) {
  return useQuery({
    queryKey: [...adminKeys.tuitions, query],
    queryFn: ({ signal }) => getTuitionOffers(query, signal),
    placeholderData: keepPreviousData,
  });
}
