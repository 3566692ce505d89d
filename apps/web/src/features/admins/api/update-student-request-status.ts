// PUT /api/admin/profile/student-list/update-status/{id}: no body completes the request;
// `{ status: 'Pending' }` undoes it (DESIGN.md decision 2).
import { API_PATHS, type MessageResponse, type Status } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const updateStudentRequestStatus = ({ id, status }: { id: string; status?: Status }) =>
  apiRequest<MessageResponse>(API_PATHS.adminStudentUpdateStatus(id), {
    method: 'PUT',
    body: status ? { status } : undefined,
  });

export function useUpdateStudentRequestStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStudentRequestStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.students }),
  });
}
