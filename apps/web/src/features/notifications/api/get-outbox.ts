// GET /api/admin/outbox?state=&page=&limit=: the notifications, newest first (issue 11).
import { API_PATHS, type OutboxListResponse, type OutboxState } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

export const OUTBOX_PAGE_SIZE = 20;

export type OutboxFilter = { state?: OutboxState; page: number };

export const getOutbox = ({ state, page }: OutboxFilter, signal?: AbortSignal) =>
  apiRequest<OutboxListResponse>(API_PATHS.adminOutbox, {
    signal,
    query: { ...(state ? { state } : {}), page: String(page), limit: String(OUTBOX_PAGE_SIZE) },
  });

export function useOutbox(filter: OutboxFilter) {
  return useQuery({
    queryKey: [...notificationKeys.outbox, filter],
    queryFn: ({ signal }) => getOutbox(filter, signal),
    placeholderData: keepPreviousData,
  });
}
