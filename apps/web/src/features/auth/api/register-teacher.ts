// POST /api/teacher/register.
import { API_PATHS, type MessageResponse, type TeacherRegister } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';

export const registerTeacher = (input: TeacherRegister) =>
  apiRequest<MessageResponse>(API_PATHS.teacherRegister, { method: 'POST', body: input });

export function useRegisterTeacher() {
  return useAction({ mutationFn: registerTeacher });
}
