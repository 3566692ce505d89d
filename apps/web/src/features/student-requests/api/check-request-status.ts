// POST /api/public/request-status: a family checks its request with the code and its mobile number.
import { API_PATHS, type RequestStatusBody, type RequestStatusResponse } from '@gharguru/contract';
import { useAction } from '../../../lib/use-action';
import { apiRequest } from '../../../lib/api-client';

export const checkRequestStatus = (input: RequestStatusBody) =>
  apiRequest<RequestStatusResponse>(API_PATHS.publicRequestStatus, { method: 'POST', body: input });

export function useCheckRequestStatus() {
  return useAction({ mutationFn: checkRequestStatus });
}
