// POST /api/visitor-data: a message from the contact-us form.
import { API_PATHS, type ContactMessage, type MessageResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';

export const createContactMessage = (input: ContactMessage) =>
  apiRequest<MessageResponse>(API_PATHS.visitorData, { method: 'POST', body: input });

export function useCreateContactMessage() {
  return useAction({ mutationFn: createContactMessage });
}
