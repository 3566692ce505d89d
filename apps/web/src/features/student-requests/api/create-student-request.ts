// POST /api/student/request: a visitor's tuition request (Find a Tutor).
import type { StudentRequest, StudentRequestCreatedResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';

export const createStudentRequest = (input: StudentRequest) =>
  apiRequestLater<StudentRequestCreatedResponse>((paths) => paths.studentRequest, { method: 'POST', body: input });

export function useCreateStudentRequest() {
  return useAction({ mutationFn: createStudentRequest });
}
