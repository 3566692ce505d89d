// POST /api/visitor-data: a message from the contact-us form.
import { API_PATHS, type ContactMessage, type MessageResponse } from '@gharguru/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const createContactMessage = (input: ContactMessage) =>
  apiRequest<MessageResponse>(API_PATHS.visitorData, { method: 'POST', body: input });

export function useCreateContactMessage() {
  return useMutation({ mutationFn: createContactMessage });
}
