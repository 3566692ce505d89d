// GET /api/admin/books/dues?page=&limit=: charges with something outstanding, most overdue first.
import { API_PATHS, type DuesResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { usePageQuery } from '../../../lib/query-hooks';
import { booksKeys } from './keys';

export const BOOKS_PAGE_SIZE = 20;

const getDues = ({ page }: { page: number }, signal: AbortSignal) =>
  apiRequest<DuesResponse>(API_PATHS.adminBooksDues, { signal, query: { page, limit: BOOKS_PAGE_SIZE } });
export const useDues = (query: { page: number }) => usePageQuery(booksKeys.dues, query, getDues);
