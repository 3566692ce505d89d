// GET /api/admin/books/payments and /refunds?from=&to=&page=&limit=: what came in and went out in a
// period of days (without dates, this Bikram Sambat month so far).
import { API_PATHS, type PaymentsResponse, type RefundsResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { BOOKS_PAGE_SIZE } from './get-dues';
import { booksKeys } from './keys';

export type PeriodFilter = { from?: string; to?: string; page: number };

const getPayments = ({ from, to, page }: PeriodFilter, signal: AbortSignal) =>
  apiRequest<PaymentsResponse>(API_PATHS.adminBooksPayments, {
    signal,
    query: { from, to, page, limit: BOOKS_PAGE_SIZE },
  });
export const usePayments = (filter: PeriodFilter) => usePageQuery(booksKeys.payments, filter, getPayments);

const getRefunds = ({ from, to, page }: PeriodFilter, signal: AbortSignal) =>
  apiRequest<RefundsResponse>(API_PATHS.adminBooksRefunds, {
    signal,
    query: { from, to, page, limit: BOOKS_PAGE_SIZE },
  });
export const useRefunds = (filter: PeriodFilter) => usePageQuery(booksKeys.refunds, filter, getRefunds);
