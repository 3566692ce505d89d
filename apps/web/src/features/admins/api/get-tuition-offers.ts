// POST /api/admin/profile/tution/list with page/limit/q: one page of all teachers' tuition posts,
// each with its teacherName.
import { API_PATHS, type AdminTuitionListResponse, type ListQuery } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const getTuitionOffers = (query: ListQuery, signal: AbortSignal) =>
  apiRequest<AdminTuitionListResponse>(API_PATHS.adminTuitionList, { method: 'POST', body: query, signal });
export const useTuitionOffers = (query: ListQuery) => usePageQuery(adminKeys.tuitions, query, getTuitionOffers);
