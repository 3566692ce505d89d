// Query keys of the notification screens.
import type { SessionRole } from '@gharguru/contract';

export const notificationKeys = {
  outbox: ['notifications', 'outbox'] as const,
  preferences: (role: SessionRole) => ['notifications', 'preferences', role] as const,
};
