// A teacher's or admin's notification settings: their language and the kinds they turned off.
// Security notes are not among the kinds anyone can turn off.
import {
  ADMIN_NOTIFICATION_KINDS,
  MSG,
  type NotificationLanguage,
  type NotificationPreferences,
  type OptionalNotificationKind,
  type SessionRole,
  TEACHER_NOTIFICATION_KINDS,
} from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, teachers } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

export const KINDS_BY_ROLE: Record<SessionRole, readonly OptionalNotificationKind[]> = {
  admin: ADMIN_NOTIFICATION_KINDS,
  teacher: TEACHER_NOTIFICATION_KINDS,
};

const tableOf = (role: SessionRole) => (role === 'teacher' ? teachers : admins);

export async function getNotificationPreferences(
  db: Db,
  account: { role: SessionRole; id: string },
  fallbackLanguage: NotificationLanguage,
): Promise<NotificationPreferences & { kinds: OptionalNotificationKind[] }> {
  const table = tableOf(account.role);
  const [row] = await db
    .select({ language: table.notificationLanguage, muted: table.mutedNotifications })
    .from(table)
    .where(eq(table.id, account.id));
  if (!row) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
  const kinds = [...KINDS_BY_ROLE[account.role]];
  return { language: row.language ?? fallbackLanguage, muted: row.muted.filter((kind) => kinds.includes(kind)), kinds };
}

export async function saveNotificationPreferences(
  db: Db,
  account: { role: SessionRole; id: string },
  input: NotificationPreferences,
): Promise<void> {
  const kinds = KINDS_BY_ROLE[account.role];
  if (input.muted.some((kind) => !kinds.includes(kind))) {
    throw new AppError('BAD_REQUEST', MSG.notificationKindInvalid, { muted: MSG.notificationKindInvalid });
  }
  const table = tableOf(account.role);
  const updated = await db
    .update(table)
    .set({ notificationLanguage: input.language, mutedNotifications: [...new Set(input.muted)] })
    .where(eq(table.id, account.id))
    .returning({ id: table.id });
  if (updated.length === 0) throw new AppError('UNAUTHORIZED', MSG.sessionExpired);
}
