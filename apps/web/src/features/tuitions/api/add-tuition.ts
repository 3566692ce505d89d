// POST /api/tution/add: a new post by the signed-in teacher.
import { API_PATHS, type MessageResponse, type Tuition } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tuitionKeys } from './keys';

export const addTuition = (input: Tuition) =>
  apiRequest<MessageResponse>(API_PATHS.tuitionAdd, { method: 'POST', body: input });

export function useAddTuition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTuition,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tuitionKeys.posts }),
  });
}
