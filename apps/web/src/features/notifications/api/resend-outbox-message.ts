// POST /api/admin/outbox/{id}/resend: a failed message is due again.
import { API_PATHS, type MessageResponse } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const resendOutboxMessage = (id: string) =>
  apiRequest<MessageResponse>(API_PATHS.adminOutboxResend(id), { method: 'POST' });

export function useResendOutboxMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendOutboxMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.outbox }),
  });
}
