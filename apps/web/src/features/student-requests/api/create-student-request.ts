// POST /api/student/request: a visitor's tuition request (Find a Tutor).
import { API_PATHS, type StudentRequest, type StudentRequestCreatedResponse } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const createStudentRequest = (input: StudentRequest) =>
  apiRequest<StudentRequestCreatedResponse>(API_PATHS.studentRequest, { method: 'POST', body: input });

export function useCreateStudentRequest() {
  return useMutation({ mutationFn: createStudentRequest });
}
