// PUT /api/contact-form/data/update/{id}: no body marks the message Contacted (DESIGN.md decision 2).
import { API_PATHS, type ContactStatus, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const updateContactMessageStatus = ({ id, status }: { id: string; status?: ContactStatus }) =>
  apiRequest<MessageResponse>(API_PATHS.contactFormUpdate(id), {
    method: 'PUT',
    body: status ? { status } : undefined,
  });

export function useUpdateContactMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContactMessageStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages }),
  });
}
