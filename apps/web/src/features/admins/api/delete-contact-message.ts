// DELETE /api/contact-form/data/delete/{id}.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const deleteContactMessage = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.contactFormDelete(id), { method: 'DELETE' });

export function useDeleteContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages }),
  });
}
