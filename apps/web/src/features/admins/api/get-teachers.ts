// GET /api/admin/profile/teacher-list?page&limit&q: one page of teacher accounts with their post counts.
import { API_PATHS, type ListQuery, type TeacherListResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const getTeachers = (query: ListQuery, signal: AbortSignal) =>
  apiRequest<TeacherListResponse>(API_PATHS.adminTeacherList, { query, signal });
export const useTeachers = (query: ListQuery) => usePageQuery(adminKeys.teachers, query, getTeachers);
