// POST /api/public/request-status: a family checks its request with the code and its mobile number.
import type { RequestStatusBody, RequestStatusResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequestLater } from '../../../lib/api-later';

export const checkRequestStatus = (input: RequestStatusBody) =>
  apiRequestLater<RequestStatusResponse>((paths) => paths.publicRequestStatus, { method: 'POST', body: input });

export function useCheckRequestStatus() {
  return useAction({ mutationFn: checkRequestStatus });
}
