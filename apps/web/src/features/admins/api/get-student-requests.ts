// POST /api/admin/profile/student-list with page/limit/q: one page of the visitors' tuition requests.
import { API_PATHS, type ListQuery, type StudentListResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const getStudentRequests = (query: ListQuery, signal: AbortSignal) =>
  apiRequest<StudentListResponse>(API_PATHS.adminStudentList, { method: 'POST', body: query, signal });
export const useStudentRequests = (query: ListQuery) => usePageQuery(adminKeys.students, query, getStudentRequests);
