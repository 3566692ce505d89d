// GET /api/teacher/profile: the signed-in teacher's own details.
import { API_PATHS, type TeacherProfileResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const teacherKeys = { profile: ['teachers', 'profile'] as const };

export const getTeacherProfile = (signal?: AbortSignal) =>
  apiRequest<TeacherProfileResponse>(API_PATHS.teacherProfile, { signal });

export function useTeacherProfile() {
  return useQuery({ queryKey: teacherKeys.profile, queryFn: ({ signal }) => getTeacherProfile(signal) });
}
