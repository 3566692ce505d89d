// DELETE /api/tution/posts/delete/{id}: the teacher removes one of their own posts.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tuitionKeys } from './keys';

export const deleteTuition = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.tuitionDelete(encodeURIComponent(id)), { method: 'DELETE' });

export function useDeleteTuition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTuition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tuitionKeys.posts }),
  });
}
