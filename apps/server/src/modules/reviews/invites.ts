// Review links (issue 27): a family is asked to review its tutor REVIEW_AFTER_DAYS after the lessons
// started, or at once when the match is closed after starting. One link per match, whatever runs
// it: the sweep (sweep-plugin.ts) on every instance and the match's own change (match-hooks.ts) may
// all reach the same match, and the unique match id of review_invites lets one insert through, so
// the family gets one SMS. The token is 256 random bits, stored only as its hash, like a password
// reset's (lib/one-time-secrets.ts).
import { REVIEW_LINK_DAYS } from '@gharguru/contract';
import { and, asc, eq, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.js';
import { matches, reviewInvites, studentRequests, teachers } from '../../db/schema.js';
import { displayName } from '../../lib/display-name.js';
import { newLinkToken, secretHash } from '../../lib/one-time-secrets.js';
import { notificationLinks } from '../notifications/links.js';
import { type DbOrTx, enqueue, familyRecipients } from '../notifications/outbox.js';

/** Matches handled by one pass of the sweep; the next pass takes the rest. */
export const REVIEW_SWEEP_BATCH = 100;

interface InviteContext {
  tx: DbOrTx;
  config: Pick<AppConfig, 'notifications' | 'reviews'>;
}

/**
 * Sends the review links that are due and not yet sent (of one match, or up to a batch of all),
 * each with its SMS and e-mail in the outbox in the same transaction. Answers how many it sent.
 */
export async function sendDueReviewInvites({ tx, config }: InviteContext, only?: { matchId: string }): Promise<number> {
  const due = or(
    eq(matches.state, 'closed'),
    and(
      eq(matches.state, 'started'),
      sql`${matches.startedAt} <= now() - make_interval(days => ${config.reviews.afterDays})`,
    ),
  );
  const rows = await tx
    .select({
      matchId: matches.id,
      mobile: studentRequests.mobile,
      email: studentRequests.email,
      language: studentRequests.language,
      teacherFirstName: teachers.firstName,
      teacherLastName: teachers.lastName,
    })
    .from(matches)
    .innerJoin(studentRequests, eq(studentRequests.id, matches.requestId))
    .innerJoin(teachers, eq(teachers.id, matches.teacherId))
    .leftJoin(reviewInvites, eq(reviewInvites.matchId, matches.id))
    .where(
      and(isNotNull(matches.startedAt), isNull(reviewInvites.id), due, only ? eq(matches.id, only.matchId) : undefined),
    )
    .orderBy(asc(matches.startedAt))
    .limit(REVIEW_SWEEP_BATCH);
  const links = notificationLinks(config.notifications.publicUrl);
  let sent = 0;
  for (const row of rows) {
    const token = newLinkToken();
    const inserted = await tx
      .insert(reviewInvites)
      .values({
        matchId: row.matchId,
        tokenHash: secretHash(token),
        expiresAt: sql`now() + make_interval(days => ${REVIEW_LINK_DAYS})`,
      })
      .onConflictDoNothing({ target: reviewInvites.matchId })
      .returning({ id: reviewInvites.id });
    // Another instance's sweep sent this one a moment ago.
    if (inserted.length === 0) continue;
    await enqueue(tx, 'familyReviewInvite', familyRecipients(row), {
      teacherName: displayName(row.teacherFirstName, row.teacherLastName),
      link: links.review(token),
      days: REVIEW_LINK_DAYS,
    });
    sent += 1;
  }
  return sent;
}
