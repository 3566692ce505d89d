// POST /api/admin/charges/{id}/refunds: money paid back, e.g. an advance when no tutor started in time.
import { API_PATHS, type RefundBody, type RefundResponse } from '@gharguru/contract';
import { apiRequest } from '../../../lib/api-client';
import { useChange } from '../../../lib/query-hooks';
import { booksKeys } from './keys';

const recordRefund = ({ chargeId, ...body }: RefundBody & { chargeId: string }) =>
  apiRequest<RefundResponse>(API_PATHS.adminChargeRefunds(chargeId), { method: 'POST', body });
export const useRecordRefund = () => useChange(recordRefund, [booksKeys.all], { after: 'settled' });
