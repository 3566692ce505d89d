// PUT /api/teacher/profile/change-password. The answer carries a fresh token and the old one stops
// working (DESIGN.md decision 4), so the new token replaces it in the session at once.
import { API_PATHS, type ChangePasswordResponse, type TeacherChangePassword } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { saveAccessToken } from '../../../lib/session';

export const changeTeacherPassword = (input: TeacherChangePassword) =>
  apiRequest<ChangePasswordResponse>(API_PATHS.teacherChangePassword, { method: 'PUT', body: input });

export function useChangeTeacherPassword() {
  return useMutation({
    mutationFn: changeTeacherPassword,
    onSuccess: ({ accessToken }) => saveAccessToken(accessToken),
  });
}
