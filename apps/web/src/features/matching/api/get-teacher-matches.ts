// GET /api/teacher/matches: the signed-in teacher's proposals and students.
import { API_PATHS, type TeacherMatchesResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { matchingKeys } from './keys';

export const getTeacherMatches = (signal?: AbortSignal) =>
  apiRequest<TeacherMatchesResponse>(API_PATHS.teacherMatches, { signal });

export function useTeacherMatches({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: matchingKeys.teacherMatches,
    queryFn: ({ signal }) => getTeacherMatches(signal),
    enabled,
  });
}
