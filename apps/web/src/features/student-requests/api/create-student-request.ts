// POST /api/student/request: a visitor's tuition request (Find a Tutor).
import { API_PATHS, type MessageResponse, type StudentRequest } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const createStudentRequest = (input: StudentRequest) =>
  apiRequest<MessageResponse>(API_PATHS.studentRequest, { method: 'POST', body: input });

export function useCreateStudentRequest() {
  return useMutation({ mutationFn: createStudentRequest });
}
