// GET /api/admin/payments/{id}/receipt and /api/teacher/payments/{id}/receipt (the teacher's own).
import { API_PATHS, type ReceiptResponse } from '@gharguru/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { booksKeys } from './keys';

export type ReceiptReader = 'admin' | 'teacher';

const pathOf = (reader: ReceiptReader, paymentId: string) =>
  reader === 'admin' ? API_PATHS.adminPaymentReceipt(paymentId) : API_PATHS.teacherPaymentReceipt(paymentId);

export const useReceipt = (reader: ReceiptReader, paymentId: string) =>
  useQuery({
    queryKey: booksKeys.receipt(reader, paymentId),
    queryFn: ({ signal }) => apiRequest<ReceiptResponse>(pathOf(reader, paymentId), { signal }),
  });
