// The demo's matches (issue 33): a desk that looks alive, with a match in every state, and requests
// whose status agrees with their match. Completed requests have a tutor (accepted, started, or a
// match since closed) or were closed by an admin with a reason; some pending requests wait on a
// proposal, and some had one declined or withdrawn. Deterministic: the n-th request gets the n-th
// choice, so every seed of the same data makes the same desk.
import type { MatchCloseReason, MatchState, RequestCloseReason, Status } from '@gharguru/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { matches, studentRequests } from '../db/schema.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const HOUR_MS = 3_600_000;

/** What a completed request's history was, in turn: most found a tutor, some were closed by an admin. */
const COMPLETED: readonly (MatchState | RequestCloseReason)[] = [
  'accepted',
  'started',
  'started',
  'closed',
  'noTutorFound',
  'familyCancelled',
];
/** What a pending request waits on, in turn: mostly nothing yet. */
const PENDING: readonly (MatchState | undefined)[] = [
  'proposed',
  undefined,
  'declined',
  undefined,
  'withdrawn',
  undefined,
];

const ENDED: ReadonlySet<MatchState> = new Set(['declined', 'withdrawn', 'closed']);
const ACCEPTED: ReadonlySet<MatchState> = new Set(['accepted', 'started', 'closed']);
const CLOSE_REASONS: readonly MatchCloseReason[] = ['lessonsEnded', 'familyCancelled', 'teacherUnavailable'];

const isMatchState = (value: string): value is MatchState =>
  ['proposed', 'accepted', 'declined', 'withdrawn', 'started', 'closed'].includes(value);

export async function seedDemoMatches(
  tx: Tx,
  requests: readonly { id: string; status: Status; createdAt: Date }[],
  teacherIds: readonly string[],
): Promise<number> {
  if (teacherIds.length === 0) return 0;
  const rows: (typeof matches.$inferInsert)[] = [];
  for (const [index, request] of requests.entries()) {
    const choice =
      request.status === 'Completed' ? COMPLETED[index % COMPLETED.length] : PENDING[index % PENDING.length];
    if (choice === undefined) continue;
    if (!isMatchState(choice)) {
      await tx.update(studentRequests).set({ closeReason: choice }).where(eq(studentRequests.id, request.id));
      continue;
    }
    const proposedAt = new Date(request.createdAt.getTime() + 20 * HOUR_MS);
    const answeredAt = new Date(proposedAt.getTime() + 6 * HOUR_MS);
    rows.push({
      requestId: request.id,
      teacherId: teacherIds[(index * 7) % teacherIds.length] as string,
      state: choice,
      closeReason: choice === 'closed' ? CLOSE_REASONS[index % CLOSE_REASONS.length] : null,
      acceptedAt: ACCEPTED.has(choice) ? answeredAt : null,
      endedAt: ENDED.has(choice) ? answeredAt : null,
      createdAt: proposedAt,
      updatedAt: answeredAt,
    });
  }
  if (rows.length > 0) await tx.insert(matches).values(rows);
  return rows.length;
}
