// DELETE /api/admin/profile/teacher/delete/{id}: the teacher's tuition posts go with them
// (DESIGN.md decision 3), so the tuition list is refreshed as well.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const deleteTeacher = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminTeacherDelete(id), { method: 'DELETE' });

export function useDeleteTeacher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTeacher,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.teachers }),
        queryClient.invalidateQueries({ queryKey: adminKeys.tuitions }),
      ]),
  });
}
