// GET and PUT the signed-in account's notification settings (issue 11).
import {
  API_PATHS,
  type MessageResponse,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type SessionRole,
} from '@gharguru/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './keys';

const pathOf = (role: SessionRole) =>
  role === 'admin' ? API_PATHS.adminNotificationPreferences : API_PATHS.teacherNotificationPreferences;

export function useNotificationPreferences(role: SessionRole) {
  return useQuery({
    queryKey: notificationKeys.preferences(role),
    queryFn: ({ signal }) => apiRequest<NotificationPreferencesResponse>(pathOf(role), { signal }),
  });
}

export function useSaveNotificationPreferences(role: SessionRole) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => apiRequest<MessageResponse>(pathOf(role), { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.preferences(role) }),
  });
}
