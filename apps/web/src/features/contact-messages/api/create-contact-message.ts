// POST /api/visitor-data: a message from the contact-us form.
import type { ContactMessage, MessageResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';

export const createContactMessage = (input: ContactMessage) =>
  apiRequestLater<MessageResponse>((paths) => paths.visitorData, { method: 'POST', body: input });

export function useCreateContactMessage() {
  return useAction({ mutationFn: createContactMessage });
}
