// PUT /api/teacher/profile (issue 14): the teacher's own edit. The answer carries the stored profile
// (put straight into the profile query) and the names the header greets with.
import { API_PATHS, type TeacherProfileEdit, type TeacherProfileEditResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getAccessToken, saveSession } from '../../../lib/session';
import { teacherKeys } from './get-teacher-profile';

export const updateTeacherProfile = (input: TeacherProfileEdit) =>
  apiRequest<TeacherProfileEditResponse>(API_PATHS.teacherProfile, { method: 'PUT', body: input });

export function useUpdateTeacherProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherProfile,
    onSuccess: ({ message, code, profileData, teacherData }) => {
      queryClient.setQueryData(teacherKeys.profile, { message, code, profileData });
      const accessToken = getAccessToken();
      if (accessToken) saveSession({ accessToken, ...teacherData });
    },
  });
}
