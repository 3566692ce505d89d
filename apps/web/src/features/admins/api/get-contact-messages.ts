// GET /api/contact-form/data?page&limit&q: one page of the contact-form messages.
import { API_PATHS, type ContactMessageListResponse, type ListQuery } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { adminKeys } from './keys';

const getContactMessages = (query: ListQuery, signal: AbortSignal) =>
  apiRequest<ContactMessageListResponse>(API_PATHS.contactFormData, { query, signal });
export const useContactMessages = (query: ListQuery) =>
  usePageQuery(adminKeys.contactMessages, query, getContactMessages);
