// POST /api/teacher/login: on success the session values are stored (spec section 3).
import { API_PATHS, type TeacherLogin, type TeacherLoginResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session';

export const loginTeacher = (input: TeacherLogin) =>
  apiRequest<TeacherLoginResponse>(API_PATHS.teacherLogin, { method: 'POST', body: input });

export function useLoginTeacher() {
  return useAction({
    mutationFn: loginTeacher,
    onSuccess: ({ accessToken, teacherData }) => saveSession({ accessToken, ...teacherData }),
  });
}
