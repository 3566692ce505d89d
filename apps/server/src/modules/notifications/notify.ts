// Who is told what, for each cause (issue 11). Each function is called inside the transaction that
// makes the change, with that transaction, so the change and its notifications commit together.
import type { NotificationLanguage, SessionRole } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import { admins, matches, studentRequests, teachers } from '../../db/schema.js';
import { notificationLinks } from './links.js';
import {
  type DbOrTx,
  accountRecipients,
  approvedAdmins,
  enqueue,
  familyRecipients,
  teacherRecipient,
} from './outbox.js';

/** What every cause needs besides its transaction: the site's address for links. */
export interface NotifyContext {
  tx: DbOrTx;
  publicUrl: string;
}

export async function notifyStudentRequestCreated(
  { tx, publicUrl }: NotifyContext,
  request: {
    requestCode: string;
    class: string;
    subjects: string[];
    city: string;
    area: string;
    mobile: string;
    email: string | null;
    language: NotificationLanguage;
  },
): Promise<void> {
  const links = notificationLinks(publicUrl);
  const { requestCode } = request;
  await enqueue(tx, 'adminNewStudentRequest', await approvedAdmins(tx, 'adminNewStudentRequest'), {
    requestCode,
    class: request.class,
    subjects: request.subjects,
    city: request.city,
    area: request.area,
    link: links.adminRequest(requestCode),
  });
  await enqueue(tx, 'familyRequestReceived', familyRecipients(request), {
    requestCode,
    link: links.track(requestCode),
  });
}

export async function notifyContactMessageCreated(
  { tx, publicUrl }: NotifyContext,
  message: { firstName: string; lastName: string; subject: string },
): Promise<void> {
  await enqueue(tx, 'adminNewContactMessage', await approvedAdmins(tx, 'adminNewContactMessage'), {
    name: `${message.firstName} ${message.lastName}`,
    subject: message.subject,
    link: notificationLinks(publicUrl).adminContactMessages(),
  });
}

export async function notifyPendingAdminRegistered(
  { tx, publicUrl }: NotifyContext,
  admin: { firstName: string; lastName: string },
): Promise<void> {
  await enqueue(tx, 'adminNewPendingAdmin', await approvedAdmins(tx, 'adminNewPendingAdmin'), {
    name: `${admin.firstName} ${admin.lastName}`,
    link: notificationLinks(publicUrl).adminPendingAdmins(),
  });
}

/** An offer was listed (Completed) or taken off (back to Pending) by an admin. */
export async function notifyOfferStatusChanged(
  { tx, publicUrl }: NotifyContext,
  offer: { id: string; teacherId: string; name: string; listed: boolean },
): Promise<void> {
  const kind = offer.listed ? 'teacherOfferApproved' : 'teacherOfferTakenOff';
  await enqueue(tx, kind, await teacherRecipient(tx, offer.teacherId, kind), {
    offerName: offer.name,
    link: notificationLinks(publicUrl).teacherOffer(offer.id),
  });
}

export async function notifyTeacherVerified({ tx, publicUrl }: NotifyContext, teacherId: string): Promise<void> {
  await enqueue(tx, 'teacherVerified', await teacherRecipient(tx, teacherId, 'teacherVerified'), {
    link: notificationLinks(publicUrl).teacherProfile(),
  });
}

/** An admin removed the teacher's photo (issue 27): told always, with the admin's reason. */
export async function notifyTeacherPhotoRemoved(
  { tx, publicUrl }: NotifyContext,
  teacherId: string,
  reason: string,
): Promise<void> {
  await enqueue(
    tx,
    'teacherPhotoRemoved',
    await accountRecipients(tx, { role: 'teacher', id: teacherId }, 'teacherPhotoRemoved'),
    {
      reason,
      link: notificationLinks(publicUrl).teacherProfile(),
    },
  );
}

/**
 * The matching desk proposed a match (issue 10): the teacher learns the class, subjects and place,
 * never the family's name, mobile or e-mail (those are shared only once they accept).
 */
export async function notifyMatchProposed({ tx, publicUrl }: NotifyContext, matchId: string): Promise<void> {
  const [match] = await tx
    .select({
      teacherId: matches.teacherId,
      class: studentRequests.class,
      subjects: studentRequests.subjects,
      city: studentRequests.city,
      area: studentRequests.area,
    })
    .from(matches)
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .where(eq(matches.id, matchId));
  if (!match) return;
  const { teacherId, ...facts } = match;
  await enqueue(tx, 'teacherMatchProposal', await teacherRecipient(tx, teacherId, 'teacherMatchProposal'), {
    ...facts,
    link: notificationLinks(publicUrl).teacherMatches(),
  });
}

/** The teacher accepted a match: the family hears "tutor found" with the teacher's name. */
export async function notifyMatchAccepted({ tx, publicUrl }: NotifyContext, matchId: string): Promise<void> {
  const [match] = await tx
    .select({
      requestCode: studentRequests.requestCode,
      mobile: studentRequests.mobile,
      email: studentRequests.email,
      language: studentRequests.language,
      teacherFirstName: teachers.firstName,
      teacherLastName: teachers.lastName,
    })
    .from(matches)
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .where(eq(matches.id, matchId));
  if (!match) return;
  await enqueue(tx, 'familyTutorFound', familyRecipients(match), {
    requestCode: match.requestCode,
    // The directory's display name: first name and the initial of the last.
    teacherName: match.teacherLastName
      ? `${match.teacherFirstName} ${match.teacherLastName.slice(0, 1).toUpperCase()}.`
      : match.teacherFirstName,
    link: notificationLinks(publicUrl).track(match.requestCode),
  });
}

/** A security note that cannot be turned off. */
export async function notifyPasswordChanged(
  { tx, publicUrl }: NotifyContext,
  account: { role: SessionRole; id: string },
): Promise<void> {
  const table = account.role === 'teacher' ? teachers : admins;
  const [row] = await tx
    .select({ email: table.email, firstName: table.firstName, language: table.notificationLanguage })
    .from(table)
    .where(eq(table.id, account.id));
  if (!row) return;
  await enqueue(
    tx,
    'securityPasswordChanged',
    [{ kind: account.role, channel: 'email', address: row.email, language: row.language ?? 'en' }],
    { name: row.firstName, link: notificationLinks(publicUrl).signIn(account.role) },
  );
}

/**
 * A forgotten password (issue 30): the link by e-mail, and for a teacher with a confirmed mobile the
 * code by SMS (outbox.ts teacherRecipients). Never muted.
 */
export async function notifyPasswordReset(
  { tx, publicUrl }: NotifyContext,
  reset: { role: SessionRole; id: string; firstName: string; token: string; code: string; minutes: number },
): Promise<void> {
  await enqueue(tx, 'securityPasswordReset', await accountRecipients(tx, reset, 'securityPasswordReset'), {
    name: reset.firstName,
    link: notificationLinks(publicUrl).resetPassword(reset.token),
    code: reset.code,
    minutes: reset.minutes,
  });
}

/**
 * The code that confirms a teacher's mobile number: the one SMS that goes to a number not yet
 * confirmed, since it is how the number becomes confirmed.
 */
export async function notifyMobileCode(
  tx: DbOrTx,
  teacher: { mobile: string; language: NotificationLanguage; code: string; minutes: number },
): Promise<void> {
  await enqueue(
    tx,
    'securityMobileCode',
    [{ kind: 'teacher', channel: 'sms', address: teacher.mobile, language: teacher.language }],
    { code: teacher.code, minutes: teacher.minutes },
  );
}
