// GET /api/admin/books/report?month= (a Bikram Sambat month) and /report/series?months=12.
import { API_PATHS, type ReportResponse, type SeriesResponse } from '@gharguru/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { booksKeys } from './keys';

/** `month` '' is the current month in Nepal (the server's choice). */
export const useReport = (month: string) =>
  useQuery({
    queryKey: booksKeys.report(month),
    queryFn: ({ signal }) =>
      apiRequest<ReportResponse>(API_PATHS.adminBooksReport, { signal, query: { month: month || undefined } }),
    placeholderData: keepPreviousData,
  });

export const CHART_MONTHS = 12;

export const useReportSeries = () =>
  useQuery({
    queryKey: booksKeys.series,
    queryFn: ({ signal }) =>
      apiRequest<SeriesResponse>(API_PATHS.adminBooksReportSeries, { signal, query: { months: CHART_MONTHS } }),
  });
