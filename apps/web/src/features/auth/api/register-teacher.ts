// POST /api/teacher/register.
import type { MessageResponse, TeacherRegister } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';

export const registerTeacher = (input: TeacherRegister) =>
  apiRequestLater<MessageResponse>((paths) => paths.teacherRegister, { method: 'POST', body: input });

export function useRegisterTeacher() {
  return useAction({ mutationFn: registerTeacher });
}
