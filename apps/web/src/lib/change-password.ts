// PUT /api/admin/profile/change-password or /api/teacher/profile/change-password. The answer carries
// a fresh token and the old one stops working (requirements DEC-4), so the new token replaces it in
// the session at once.
import {
  API_PATHS,
  type AdminChangePassword,
  type ChangePasswordResponse,
  type SessionRole,
  type TeacherChangePassword,
} from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { saveAccessToken } from './session';

const PATHS = { admin: API_PATHS.adminChangePassword, teacher: API_PATHS.teacherChangePassword };

export function useChangePassword(role: SessionRole) {
  return useMutation({
    mutationFn: (input: AdminChangePassword | TeacherChangePassword) =>
      apiRequest<ChangePasswordResponse>(PATHS[role], { method: 'PUT', body: input }),
    onSuccess: ({ accessToken }) => saveAccessToken(accessToken),
  });
}
