// The same family sending the same request twice (issue 14, docs/decisions/016-duplicate-requests.md):
// a request with the same mobile number, class and subjects within the last day is the one already
// received. Its code goes to the family's own mobile (and e-mail) again, never into the answer: anyone
// who knows a family's mobile number could otherwise read their request (issue 26).
import { createHash } from 'node:crypto';
import { type NotificationLanguage, subjectKeys } from '@gharguru/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { studentRequests } from '../../db/schema.js';
import type { SharedCounters } from '../../lib/shared-counters.js';
import { type DbOrTx, enqueue, familyRecipients } from '../notifications/outbox.js';
import { notificationLinks } from '../notifications/links.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often one address may have a request's code sent again to one mobile number in a day. */
export const RESENDS_PER_ADDRESS_AND_MOBILE = 3;

/** The first request, as its family gave it: the code goes to its mobile and e-mail, not the repeat's. */
export interface ReceivedRequest {
  requestCode: string;
  mobile: string;
  email: string | null;
  language: NotificationLanguage;
}

/** Subjects compared as a set of the directory's keys: "maths, Science" is "Science, Mathematics". */
export function sameSubjects(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(subjectKeys(a));
  const right = new Set(subjectKeys(b));
  return left.size === right.size && [...left].every((key) => right.has(key));
}

/**
 * The family's identical request of the last day, or null. Called inside the insert's
 * transaction: a transaction lock on the mobile number makes two simultaneous sends take turns, so
 * the second one finds the first.
 */
export async function findRecentDuplicate(
  tx: Tx,
  request: { mobile: string; class: string; subjects: readonly string[] },
  now: Date = new Date(),
): Promise<ReceivedRequest | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`student-request:${request.mobile}`}))`);
  const recent = await tx
    .select({
      requestCode: studentRequests.requestCode,
      mobile: studentRequests.mobile,
      email: studentRequests.email,
      language: studentRequests.language,
      subjects: studentRequests.subjects,
    })
    .from(studentRequests)
    .where(
      and(
        eq(studentRequests.mobile, request.mobile),
        eq(studentRequests.class, request.class),
        gt(studentRequests.createdAt, new Date(now.getTime() - DUPLICATE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(studentRequests.createdAt))
    .limit(20);
  const found = recent.find((row) => sameSubjects(row.subjects, request.subjects));
  if (!found) return null;
  const { subjects: _subjects, ...received } = found;
  return received;
}

/**
 * Sends the first request's "received" SMS (and e-mail) again, to the family's own mobile and
 * e-mail, at most `RESENDS_PER_ADDRESS_AND_MOBILE` times a day per sending address and mobile, so
 * nobody can flood a family's phone; the admins are not told again.
 */
export async function resendRequestCode({
  db,
  counters,
  publicUrl,
  received,
  address,
}: {
  db: DbOrTx;
  counters: SharedCounters;
  publicUrl: string;
  received: ReceivedRequest;
  /** The sender's address (behind TRUST_PROXY, the forwarded one). */
  address: string;
}): Promise<void> {
  const key = `request-resend:${createHash('sha256').update(`${address}\n${received.mobile}`).digest('base64url')}`;
  const { hits } = await counters.hit(key, DUPLICATE_WINDOW_MS);
  if (hits > RESENDS_PER_ADDRESS_AND_MOBILE) return;
  await enqueue(db, 'familyRequestReceived', familyRecipients(received), {
    requestCode: received.requestCode,
    link: notificationLinks(publicUrl).track(received.requestCode),
  });
}
