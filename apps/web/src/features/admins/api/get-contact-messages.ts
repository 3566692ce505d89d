// GET /api/contact-form/data?page&limit&q: one page of the contact-form messages.
import { API_PATHS, type ContactMessageListResponse, type ListQuery } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './keys';

export const getContactMessages = (query: ListQuery, signal?: AbortSignal) =>
  apiRequest<ContactMessageListResponse>(API_PATHS.contactFormData, { query, signal });

export function useContactMessages(query: ListQuery) {
  return useQuery({
    queryKey: [...adminKeys.contactMessages, query],
    queryFn: ({ signal }) => getContactMessages(query, signal),
    placeholderData: keepPreviousData,
  });
}
