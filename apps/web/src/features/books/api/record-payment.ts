// POST /api/admin/charges/{id}/payments: money received on a charge. The form's idempotency key
// makes a second send of the same form (a double tap, Try again) record it once.
import { API_PATHS, type PaymentBody, type PaymentResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { booksKeys } from './keys';

const recordPayment = ({ chargeId, ...body }: PaymentBody & { chargeId: string }) =>
  apiRequest<PaymentResponse>(API_PATHS.adminChargePayments(chargeId), { method: 'POST', body });
export const useRecordPayment = () => useChange(recordPayment, [booksKeys.all], { after: 'settled' });
