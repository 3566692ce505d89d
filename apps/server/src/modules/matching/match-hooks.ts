// The seam for whatever must happen with a change of a match (issue 10), e.g. the notifications of
// issue 11. Called inside the transaction that makes the change, after the match and its history
// row are written: whatever it writes commits or rolls back with the change itself.
import type { MatchActorRole, MatchState } from '@gharguru/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { raiseStartCharges } from '../books/start-charges.js';
import { notifyMatchAccepted, notifyMatchProposed } from '../notifications/notify.js';

/** The transaction a change of a match is written in. */
export type MatchTx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface MatchChange {
  matchId: string;
  requestId: string;
  teacherId: string;
  /** Null when the match was just proposed (created). */
  from: MatchState | null;
  to: MatchState;
  actorRole: MatchActorRole;
  actorId: string;
  note: string | null;
  /** With `to` 'started' (issue 29): the agreed monthly fee in paisa and the first lesson's day. */
  start?: { monthlyFee: number; startedOn: string };
}

export interface MatchHookContext {
  tx: MatchTx;
  config: AppContext['config'];
}

/**
 * Runs with every change of a match: `to` is 'proposed' for a new proposal, 'accepted' when the
 * teacher accepts, and so on. A throw rolls the change back.
 */
export async function afterMatchChange(ctx: MatchHookContext, change: MatchChange): Promise<void> {
  // The notifications (issue 11): the teacher hears of a proposal (no family contact), the family
  // of an accepted match ("tutor found" with the teacher's display name).
  const notify = { tx: ctx.tx, publicUrl: ctx.config.notifications.publicUrl };
  if (change.to === 'proposed' && change.from === null) await notifyMatchProposed(notify, change.matchId);
  if (change.to === 'accepted') await notifyMatchAccepted(notify, change.matchId);
  // The books (issue 29): a started match raises its charges under the fee rules in force.
  if (change.to === 'started' && change.start) {
    await raiseStartCharges(ctx.tx, { matchId: change.matchId, adminId: change.actorId, ...change.start });
  }
}
