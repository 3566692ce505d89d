// DELETE /api/admin/profile/student/delete/{id}.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const deleteStudentRequest = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminStudentDelete(id), { method: 'DELETE' });

export function useDeleteStudentRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudentRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
  });
}
