// POST /api/teacher/mobile/verify-request and …/verify (issue 30): a code by SMS, then the code back.
import { API_PATHS, type MessageResponse, type MobileCode } from '@gharguru/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teacherKeys } from './get-teacher-profile';

export function useRequestMobileCode() {
  return useMutation({
    mutationFn: () => apiRequest<MessageResponse>(API_PATHS.teacherMobileVerifyRequest, { method: 'POST' }),
  });
}

export function useConfirmMobile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MobileCode) =>
      apiRequest<MessageResponse>(API_PATHS.teacherMobileVerify, { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.profile }),
  });
}
