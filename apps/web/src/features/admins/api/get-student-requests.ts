// POST /api/admin/profile/student-list with page/limit/q: one page of the visitors' tuition requests.
import { API_PATHS, type ListQuery, type StudentListResponse } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getStudentRequests = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<StudentListResponse>(API_PATHS.adminStudentList, { method: 'POST', body: query, signal });

export function useStudentRequests(query: ListQuery) {
  return useQuery({
    queryKey: [...adminKeys.students, query],
    queryFn: ({ signal }) => getStudentRequests(query, signal),
    placeholderData: keepPreviousData,
  });
}
