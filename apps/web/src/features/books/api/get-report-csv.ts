// GET /api/admin/books/report.csv?month=: the month's ledger entries as a spreadsheet file (UTF-8
// with a BOM, Devanagari intact), written by the server.
import { API_PATHS } from '@gharguru/contract';
import { apiFile } from '../../../lib/api-client';

export const getReportCsv = (month: string) =>
  apiFile(API_PATHS.adminBooksReportCsv, { query: { month: month || undefined } });
