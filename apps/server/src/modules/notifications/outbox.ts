// Writing notifications into the outbox, in the caller's transaction: the message exists exactly
// when its cause does (a request saved means its notification is saved; a rolled-back request
// leaves none). Each is rendered now, in its recipient's language, so the outbox shows what goes out.
import type {
  NotificationKind,
  NotificationLanguage,
  OptionalNotificationKind,
  OutboxChannel,
  RecipientKind,
  SessionRole,
} from '@gharguru/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { admins, outboxMessages, teachers } from '../../db/schema.js';
import { type NotificationData, renderNotification } from './templates/index.js';

/** The database or an open transaction of it. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Recipient {
  kind: RecipientKind;
  channel: OutboxChannel;
  address: string;
  language: NotificationLanguage;
}

export async function enqueue<K extends NotificationKind>(
  tx: DbOrTx,
  kind: K,
  recipients: Recipient[],
  data: NotificationData[K],
): Promise<void> {
  if (recipients.length === 0) return;
  const rendered = new Map<NotificationLanguage, ReturnType<typeof renderNotification>>();
  const textIn = (language: NotificationLanguage) => {
    const cached = rendered.get(language) ?? renderNotification(kind, language, data);
    rendered.set(language, cached);
    return cached;
  };
  await tx.insert(outboxMessages).values(
    recipients.map((recipient) => {
      const { subject, text, sms } = textIn(recipient.language);
      return {
        kind,
        channel: recipient.channel,
        recipientKind: recipient.kind,
        recipient: recipient.address,
        language: recipient.language,
        subject,
        body: recipient.channel === 'sms' ? (sms ?? subject) : text,
      };
    }),
  );
}

const notMuted = (table: typeof admins | typeof teachers, kind: OptionalNotificationKind) =>
  sql`not (${kind} = any(${table.mutedNotifications}))`;

/** Every approved admin who has not turned this kind off, by e-mail. */
export async function approvedAdmins(tx: DbOrTx, kind: OptionalNotificationKind): Promise<Recipient[]> {
  const rows = await tx
    .select({ email: admins.email, language: admins.notificationLanguage })
    .from(admins)
    .where(and(eq(admins.role, 'admin'), notMuted(admins, kind)));
  return rows.map((row) => ({ kind: 'admin', channel: 'email', address: row.email, language: row.language ?? 'en' }));
}

/** The kinds a teacher also gets by SMS (when their mobile is confirmed); the rest go by e-mail only. */
const TEACHER_SMS_KINDS: ReadonlySet<NotificationKind> = new Set(['teacherMatchProposal', 'securityPasswordReset']);

interface TeacherContact {
  email: string;
  mobile: string;
  confirmedMobile: string | null;
  language: NotificationLanguage | null;
}

const teacherContact = {
  email: teachers.email,
  mobile: teachers.mobile,
  confirmedMobile: teachers.confirmedMobile,
  language: teachers.notificationLanguage,
};

/**
 * Where a teacher is told about `kind`: always by e-mail, and by SMS only for the SMS kinds and only
 * to a mobile number the teacher confirmed with a code (issue 30). The one place this rule lives:
 * every teacher notification goes through here (the confirmation code itself excepted: notify.ts).
 */
function teacherRecipients(kind: NotificationKind, row: TeacherContact): Recipient[] {
  const language = row.language ?? 'en';
  const email: Recipient = { kind: 'teacher', channel: 'email', address: row.email, language };
  const confirmed = row.confirmedMobile !== null && row.confirmedMobile === row.mobile;
  return confirmed && TEACHER_SMS_KINDS.has(kind)
    ? [email, { kind: 'teacher', channel: 'sms', address: row.mobile, language }]
    : [email];
}

/** The teacher by e-mail (and SMS, see teacherRecipients), unless they turned this kind off. */
export async function teacherRecipient(
  tx: DbOrTx,
  teacherId: string,
  kind: OptionalNotificationKind,
): Promise<Recipient[]> {
  const rows = await tx
    .select(teacherContact)
    .from(teachers)
    .where(and(eq(teachers.id, teacherId), notMuted(teachers, kind)));
  return rows.flatMap((row) => teacherRecipients(kind, row));
}

/** The account's own security notes: never muted; a teacher's go through the same SMS rule. */
export async function accountRecipients(
  tx: DbOrTx,
  account: { role: SessionRole; id: string },
  kind: NotificationKind,
): Promise<Recipient[]> {
  if (account.role === 'teacher') {
    const rows = await tx.select(teacherContact).from(teachers).where(eq(teachers.id, account.id));
    return rows.flatMap((row) => teacherRecipients(kind, row));
  }
  const rows = await tx
    .select({ email: admins.email, language: admins.notificationLanguage })
    .from(admins)
    .where(eq(admins.id, account.id));
  return rows.map((row) => ({ kind: 'admin', channel: 'email', address: row.email, language: row.language ?? 'en' }));
}

/** A family: an SMS to the request's mobile number, and an e-mail when they gave one. */
export function familyRecipients(request: {
  mobile: string;
  email: string | null;
  language: NotificationLanguage;
}): Recipient[] {
  const { language } = request;
  const sms: Recipient = { kind: 'family', channel: 'sms', address: request.mobile, language };
  return request.email ? [sms, { kind: 'family', channel: 'email', address: request.email, language }] : [sms];
}
