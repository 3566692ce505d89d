// POST /api/teacher/login: on success the session values are stored (requirements §3).
import type { TeacherLogin, TeacherLoginResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';
import { saveSession } from '../../../lib/session';

export const loginTeacher = (input: TeacherLogin) =>
  apiRequestLater<TeacherLoginResponse>((paths) => paths.teacherLogin, { method: 'POST', body: input });

export function useLoginTeacher() {
  return useAction({
    mutationFn: loginTeacher,
    onSuccess: ({ accessToken, teacherData }) => saveSession({ accessToken, ...teacherData }),
  });
}
