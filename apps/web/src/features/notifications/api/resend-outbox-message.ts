// POST /api/admin/outbox/{id}/resend: a failed message is due again.
import { API_PATHS } from '@gharguru/contract';
import { byId, useChange } from '../../../lib/query-hooks';
import { notificationKeys } from './keys';

const resendOutboxMessage = byId('POST', API_PATHS.adminOutboxResend);
export const useResendOutboxMessage = () => useChange(resendOutboxMessage, [notificationKeys.outbox]);
