// PUT /api/tution/posts/edit/{id}. The details page sends the whole post as it is (spec section 4);
// the edit form sends the changed fields. The server keeps only the tuition fields of either.
import { API_PATHS, type MessageResponse, type Tuition, type TuitionRecord } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tuitionKeys } from './keys';

export const editTuition = ({ id, input }: { id: string; input: Tuition | TuitionRecord }) =>
  apiRequest<MessageResponse>(API_PATHS.tuitionEdit(encodeURIComponent(id)), { method: 'PUT', body: input });

export function useEditTuition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTuition,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: tuitionKeys.posts }),
        queryClient.invalidateQueries({ queryKey: tuitionKeys.post(id) }),
      ]),
  });
}
