// POST /api/student/request: a visitor's tuition request (Find a Tutor).
import { API_PATHS, type StudentRequest, type StudentRequestCreatedResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';

export const createStudentRequest = (input: StudentRequest) =>
  apiRequest<StudentRequestCreatedResponse>(API_PATHS.studentRequest, { method: 'POST', body: input });

export function useCreateStudentRequest() {
  return useAction({ mutationFn: createStudentRequest });
}
