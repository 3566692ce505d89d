// GET /api/admin/profile/teacher-list?page&limit&q: one page of teacher accounts with their post counts.
import { API_PATHS, type ListQuery, type TeacherListResponse } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getTeachers = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<TeacherListResponse>(API_PATHS.adminTeacherList, { query, signal });

export function useTeachers(query: ListQuery) {
  return useQuery({
    queryKey: [...adminKeys.teachers, query],
    queryFn: ({ signal }) => getTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}
