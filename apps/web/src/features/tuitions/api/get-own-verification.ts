// GET /api/teacher/profile, read for the dashboard's verification line: whether an admin verified
// the signed-in teacher, and when. The same query key as the profile page's query (features/teachers),
// so the two share one cached answer instead of asking twice.
import { API_PATHS, type TeacherProfileResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function useOwnVerification({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: ['teachers', 'profile'],
    queryFn: ({ signal }) => apiRequest<TeacherProfileResponse>(API_PATHS.teacherProfile, { signal }),
    select: ({ profileData }) => ({ verified: profileData.verified, verifiedAt: profileData.verifiedAt }),
    enabled,
  });
}
