// POST /api/admin/payments/{id}/reversal: a payment is never deleted; it is reversed with a reason.
import { API_PATHS, type PaymentResponse, type ReversalBody } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { booksKeys } from './keys';

const reversePayment = ({ paymentId, ...body }: ReversalBody & { paymentId: string }) =>
  apiRequest<PaymentResponse>(API_PATHS.adminPaymentReversal(paymentId), { method: 'POST', body });
export const useReversePayment = () => useChange(reversePayment, [booksKeys.all], { after: 'settled' });
