// POST /api/teacher/register.
import { API_PATHS, type MessageResponse, type TeacherRegister } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const registerTeacher = (input: TeacherRegister) =>
  apiRequest<MessageResponse>(API_PATHS.teacherRegister, { method: 'POST', body: input });

export function useRegisterTeacher() {
  return useMutation({ mutationFn: registerTeacher });
}
