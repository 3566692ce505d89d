// Notifications (issue 11): the kinds of message GharGuru sends, who can turn which off, the
// admin's outbox list and the profile's notification settings.
import { z } from 'zod';
import { enumField } from './fields.js';
import { CountSchema, ListQuerySchema, listResponse } from './lists.js';
import { SaidShape } from './message-format.js';
import { MSG } from './messages.js';

export const NOTIFICATION_LANGUAGES = ['en', 'ne'] as const;
export type NotificationLanguage = (typeof NOTIFICATION_LANGUAGES)[number];

export const ADMIN_NOTIFICATION_KINDS = [
  'adminNewStudentRequest',
  'adminNewContactMessage',
  'adminNewPendingAdmin',
] as const;
export const TEACHER_NOTIFICATION_KINDS = [
  'teacherOfferApproved',
  'teacherOfferTakenOff',
  'teacherVerified',
  'teacherMatchProposal',
] as const;
export const FAMILY_NOTIFICATION_KINDS = ['familyRequestReceived', 'familyTutorFound'] as const;
/** Sent to anyone whose password changed; nobody can turn it off. */
export const SECURITY_NOTIFICATION_KIND = 'securityPasswordChanged';
/** A reset link (e-mail) and code (SMS), and a mobile number's confirmation code (issue 30): never muted. */
export const CODE_NOTIFICATION_KINDS = ['securityPasswordReset', 'securityMobileCode'] as const;
/** A tutor's reminder of an unpaid commission (issue 29): turned off per fee rule by an admin, not by the tutor. */
export const BOOKS_NOTIFICATION_KINDS = ['teacherChargeReminder'] as const;

export const NOTIFICATION_KINDS = [
  ...ADMIN_NOTIFICATION_KINDS,
  ...TEACHER_NOTIFICATION_KINDS,
  ...FAMILY_NOTIFICATION_KINDS,
  SECURITY_NOTIFICATION_KIND,
  ...CODE_NOTIFICATION_KINDS,
  ...BOOKS_NOTIFICATION_KINDS,
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
/** The kinds an admin or a teacher may turn off in their profile. */
export type OptionalNotificationKind =
  | (typeof ADMIN_NOTIFICATION_KINDS)[number]
  | (typeof TEACHER_NOTIFICATION_KINDS)[number];
export const OPTIONAL_NOTIFICATION_KINDS = [...ADMIN_NOTIFICATION_KINDS, ...TEACHER_NOTIFICATION_KINDS] as const;

export const OUTBOX_CHANNELS = ['email', 'sms'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
/** pending → sending (claimed by one worker) → sent, or back to pending for a retry, or failed. */
export const OUTBOX_STATES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];
export const RECIPIENT_KINDS = ['admin', 'teacher', 'family'] as const;
export type RecipientKind = (typeof RECIPIENT_KINDS)[number];

export const OutboxQuerySchema = ListQuerySchema.pick({ page: true, limit: true }).extend({
  state: enumField(OUTBOX_STATES, { required: MSG.outboxStateInvalid, invalid: MSG.outboxStateInvalid }).optional(),
});
export type OutboxQuery = z.infer<typeof OutboxQuerySchema>;

export const OutboxMessageSchema = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  channel: z.enum(OUTBOX_CHANNELS),
  recipientKind: z.enum(RECIPIENT_KINDS),
  /** A family's number or address is masked (98•••••678, r•••@example.com). */
  recipient: z.string(),
  language: z.enum(NOTIFICATION_LANGUAGES),
  subject: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const OutboxListResponseSchema = listResponse('outbox', OutboxMessageSchema, CountSchema).extend({
  /** Which channels this server can send on; a message of another channel waits in the outbox. */
  channels: z.object({ email: z.boolean(), sms: z.boolean() }),
});
export type OutboxListResponse = z.infer<typeof OutboxListResponseSchema>;

export const NotificationPreferencesSchema = z.object({
  language: enumField(NOTIFICATION_LANGUAGES, {
    required: MSG.notificationLanguageInvalid,
    invalid: MSG.notificationLanguageInvalid,
  }),
  /** The kinds turned off; security notes cannot be. */
  muted: z
    .array(
      enumField(OPTIONAL_NOTIFICATION_KINDS, {
        required: MSG.notificationKindInvalid,
        invalid: MSG.notificationKindInvalid,
      }),
      { error: MSG.notificationKindInvalid },
    )
    .max(OPTIONAL_NOTIFICATION_KINDS.length, MSG.notificationKindInvalid),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

export const NotificationPreferencesResponseSchema = z.object({
  ...SaidShape,
  preferences: NotificationPreferencesSchema.extend({
    /** The kinds this account receives and may turn off. */
    kinds: z.array(z.enum(OPTIONAL_NOTIFICATION_KINDS)),
  }),
});
export type NotificationPreferencesResponse = z.infer<typeof NotificationPreferencesResponseSchema>;
