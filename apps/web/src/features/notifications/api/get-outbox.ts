// GET /api/admin/outbox?state=&page=&limit=: the notifications, newest first (issue 11).
import { API_PATHS, type OutboxListResponse, type OutboxState } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { notificationKeys } from './keys';

export const OUTBOX_PAGE_SIZE = 20;

export type OutboxFilter = { state?: OutboxState; page: number };

const getOutbox = ({ state, page }: OutboxFilter, signal: AbortSignal) =>
  apiRequest<OutboxListResponse>(API_PATHS.adminOutbox, {
    signal,
    query: { ...(state ? { state } : {}), page: String(page), limit: String(OUTBOX_PAGE_SIZE) },
  });
export const useOutbox = (filter: OutboxFilter) => usePageQuery(notificationKeys.outbox, filter, getOutbox);
